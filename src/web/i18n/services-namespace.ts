import { defineNamespace } from './i18n';

/**
 * The service pages' and the price list's texts (one namespace: they share the pricing words). English
 * is its own chunk, as the landing page's (features/landing/i18n.ts).
 */
export const SERVICES_NS = defineNamespace('services', () => import('./locales/en/services'));

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
