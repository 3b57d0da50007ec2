import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/hiring';

/** Work with us: the application's texts; other languages load when active. */
export const HIRING_NS = defineNamespace('hiring', en);
