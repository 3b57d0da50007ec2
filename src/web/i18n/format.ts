import { htmlLang, isLanguage } from './languages';

/** Intl's locale for a language: 'hi-IN' writes '24 नवंबर 2026', 'en-IN' '24 November 2026'. */
const locale = (language: string) => `${isLanguage(language) ? htmlLang[language].split('-')[0] : 'en'}-IN`;

/** '24 नवंबर 2026' / '24 November 2026' (the date's own day in UTC, as dates travel here). */
export const formatDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** 'जनवरी 2025' / 'January 2025'. */
export const formatMonthYear = (date: Date, language: string) =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
