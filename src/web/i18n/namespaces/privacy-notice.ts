import { defineNamespace } from '../i18n';
import en from '../locales/en/privacyNotice';

/** The itemised privacy notice: loads with the notice (signup, profile), not with the page around it. */
export const PRIVACY_NOTICE_NS = defineNamespace('privacyNotice', en);
