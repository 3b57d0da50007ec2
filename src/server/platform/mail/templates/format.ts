import { formatTime12h } from '../../../../shared/domain/time';
import { formatRupeesExact } from '../../../../shared/money';

const indianDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-24' -> 'Tuesday, 24 November 2026' (day before month, as India writes it). */
export function formatIndianDate(date: string): string {
  return indianDate.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** '2026-11-24', '14:00' -> 'Tuesday, 24 November 2026 at 2:00 PM' (Indian time). */
export function formatVisit(date: string, time: string): string {
  return `${formatIndianDate(date)} at ${formatTime12h(time)}`;
}

/** Integer paise -> '₹1,23,456.00' (en-IN grouping). */
export const formatAmount = formatRupeesExact;
