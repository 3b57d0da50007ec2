import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/landing';

/** The landing page's texts; English ships with its chunk, other languages load when active. */
export const LANDING_NS = defineNamespace('landing', en);
