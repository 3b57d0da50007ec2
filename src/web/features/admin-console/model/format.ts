import * as dates from '../../../../shared/domain/date-format';

/** An ISO instant as India reads it: 'Mon, 23 Nov 2026, 3:45 PM' (the one format). */
export const formatInstant = (iso: string | null | undefined) => (iso ? dates.formatInstant(iso) : '—');

/** A visit's date and start (Asia/Kolkata) in the same words as an instant: 'Tue, 24 Nov 2026, 2:00 PM'. */
export const formatVisit = (date: string, time: string) => dates.formatDayTime(date, time);

/** A calendar date the same way: 'Tue, 24 Nov 2026'. */
export const formatDay = (date: string) => dates.formatDay(date);

/** A chart's day: '28 Nov'. */
export const formatShortDay = (date: string) => dates.formatShortDay(date);

/** A period: 'Mon, 23 Nov 2026 to Sun, 29 Nov 2026'. */
export const formatDayRange = (from: string, to: string) => dates.formatDayRange(from, to);

/** A month ('2026-11' or a day in it): 'November 2026'. */
export const formatMonth = (month: string) => dates.formatMonthYear(month);

/** A start time the same way: '2:00 PM'. */
export const formatStartTime = (time: string) => dates.formatTime(time);

/** What a cleaner change did to their booked jobs, as the end of a toast. */
export const jobsReturnedText = (count: number) =>
  count === 0 ? '' : ` ${count} ${count === 1 ? 'job goes' : 'jobs go'} back to unassigned.`;
