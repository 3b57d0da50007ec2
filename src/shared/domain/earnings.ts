import { addDays } from './time';

/** An inclusive range of Indian dates, YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

/** The week (Monday to Sunday, India) that holds `today`. */
export function weekOf(today: string): DateRange {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(today, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The calendar month that holds `today`. */
export function monthOf(today: string): DateRange {
  const from = `${today.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** Minutes as hours to one decimal: 90 -> 1.5. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** Texts the cleaner reads. */
export const earningsTexts = {
  heading: 'My earnings',
  weekNote: 'Weeks run Monday to Sunday, India time. Hours are the booked length of each completed job.',
  thisWeek: 'This week',
  thisMonth: 'This month',
  jobsDone: 'Jobs done',
  hoursWorked: 'Hours worked',
  rating: 'Average rating',
  tips: 'Tips',
  noRatings: 'No ratings yet',
} as const;
