import { formatDay } from '../../shared/domain/date-format';
import { htmlLang, isLanguage } from './languages';

/** Intl's locale for a language: 'hi-IN' writes 'नवंबर 2026', 'en-IN' 'November 2026'. */
const locale = (language: string) => `${isLanguage(language) ? htmlLang[language].split('-')[0] : 'en'}-IN`;

/** 'Tue, 24 Nov 2026' / 'मंगल, 24 नवंबर 2026' (the date's own day in UTC, as dates travel here): the one format. */
export const formatDate = (date: Date, language: string) => formatDay(date.toISOString(), language);

/** 'जनवरी 2025' / 'January 2025'. */
export const formatMonthYear = (date: Date, language: string) =>
  new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
