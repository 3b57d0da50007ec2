import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/cleaner';

/** The cleaner app's texts; other languages load when active. */
export const CLEANER_NS = defineNamespace('cleaner', en);
