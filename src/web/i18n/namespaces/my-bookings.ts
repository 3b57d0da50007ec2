import { defineNamespace } from '../i18n';
import en from '../locales/en/myBookings';

/** My Bookings' texts (cards, statuses, payment states, dialogs); other languages load when active. */
export const MY_BOOKINGS_NS = defineNamespace('myBookings', en);
