import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/complaintPhotos';

/** Texts of a complaint's photos; English ships with the chunk, Hindi loads when active. */
export const COMPLAINT_PHOTOS_NS = defineNamespace('complaintPhotos', en);
