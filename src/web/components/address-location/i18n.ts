import { defineNamespace } from '../../i18n/i18n';
import en from '../../i18n/locales/en/addressLocation';

/** The location field's texts: with the booking and profile pages that show it, not on every page. */
export const ADDRESS_LOCATION_NS = defineNamespace('addressLocation', en);
