import en from '../../i18n/locales/en/landing';

/** The landing page's words live in the catalogues (i18n/locales/<language>/landing.ts). */
export interface Testimonial {
  name: string;
  title: string;
  text: string;
}

/** The testimonials: three entries (name, title, text), in English. */
export const testimonials: Testimonial[] = en.testimonials.items;

export type ClaimIcon = 'shield' | 'calendar' | 'list' | 'rupee' | 'award' | 'smile';

/** The banner claims' icons, in the order of the catalogue's claims. */
export const claimIcons: ClaimIcon[] = ['shield', 'calendar', 'list', 'rupee', 'award', 'smile'];
