import { defineNamespace } from './i18n';
import en from './locales/en/services';

/** The service pages' and the price list's texts (one namespace: they share the pricing words). */
export const SERVICES_NS = defineNamespace('services', en);

/** What each service page says besides prices; office, home, sofa and shop list what they cover. */
export interface ServicePageContent {
  eyebrow: string;
  title: string;
  intro: string;
  benefitsHeading: string;
  benefits: string[];
  covers?: string[];
  pricingNote?: string;
}
