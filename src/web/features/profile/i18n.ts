import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/profile';

/** The profile's texts; other languages load when active. */
export const PROFILE_NS = defineNamespace('profile', en);
