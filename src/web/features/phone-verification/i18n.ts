import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/phone';

/** The mobile verification's texts; other languages load when active. */
export const PHONE_NS = defineNamespace('phone', en);
