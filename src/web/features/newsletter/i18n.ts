import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/newsletter';

/** The newsletter pages' texts; other languages load when active. */
export const NEWSLETTER_NS = defineNamespace('newsletter', en);
