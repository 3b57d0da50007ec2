/** The landing page's words live in the catalogues (i18n/locales/<language>/landing.ts). */
export interface Testimonial {
  name: string;
  title: string;
  text: string;
}

export type ClaimIcon = 'shield' | 'calendar' | 'list' | 'rupee' | 'award' | 'smile';

/** The banner claims' icons, in the order of the catalogue's claims. */
export const claimIcons: ClaimIcon[] = ['shield', 'calendar', 'list', 'rupee', 'award', 'smile'];
