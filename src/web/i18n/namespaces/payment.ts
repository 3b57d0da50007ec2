import { defineNamespace } from '../i18n';
import en from '../locales/en/payment';

/** Payment, checkout and receipt texts; English ships with the chunk, other languages load when active. */
export const PAYMENT_NS = defineNamespace('payment', en);
