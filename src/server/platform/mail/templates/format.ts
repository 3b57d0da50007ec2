import type { Language } from '../../../../shared/language';
import { formatRupeesExact } from '../../../../shared/money';
import { clockTime, longDate } from '../../i18n/format';
import { emailText } from '../../i18n/i18n';

/** '2026-11-24' -> 'Tuesday, 24 November 2026' (day before month, as India writes it); Hindi 'मंगलवार, 24 नवंबर 2026'. */
export function formatIndianDate(date: string, language: Language = 'en'): string {
  return longDate(date, language);
}

/** '2026-11-24', '14:00' -> 'Tuesday, 24 November 2026 at 2:00 PM' (Indian time); Hindi '…, दोपहर 2:00 बजे'. */
export function formatVisit(date: string, time: string, language: Language = 'en'): string {
  return emailText(language)('common.visit', {
    date: formatIndianDate(date, language),
    time: clockTime(time, language),
  });
}

/** Integer paise -> '₹1,23,456.00' (en-IN grouping, in every language). */
export const formatAmount = formatRupeesExact;
