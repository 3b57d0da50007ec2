import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/gift';

/** The gift page's texts; other languages load when active. */
export const GIFT_NS = defineNamespace('gift', en);
