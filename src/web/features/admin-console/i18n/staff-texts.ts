import { defineNamespace } from '../../../i18n/i18n';
import en from '../../../i18n/locales/en/staff';

/** The Staff page's texts: in its own chunk, loaded with the page. */
export const STAFF_NS = defineNamespace('staff', en);
