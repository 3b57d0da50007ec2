import { slotStart } from '../../../../shared/domain/time';

const IST = 'Asia/Kolkata';
const dayParts = { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST } as const;
const timeParts = { hour: 'numeric', minute: '2-digit', timeZone: IST } as const;
const instant = new Intl.DateTimeFormat('en-IN', { ...dayParts, ...timeParts });
const dayOnly = new Intl.DateTimeFormat('en-IN', dayParts);
const timeOnly = new Intl.DateTimeFormat('en-IN', timeParts);

/** An ISO instant as India reads it: '23 Nov 2026, 3:45 pm'. */
export const formatInstant = (iso: string | null | undefined) => (iso ? instant.format(new Date(iso)) : '—');

/** A visit's date and start (Asia/Kolkata) in the same words as an instant: '24 Nov 2026, 2:00 pm'. */
export const formatVisit = (date: string, time: string) => instant.format(slotStart(date, time));

/** A calendar date the same way: '24 Nov 2026'. */
export const formatDay = (date: string) => dayOnly.format(slotStart(date, '12:00'));

/** A start time the same way: '2:00 pm'. */
export const formatStartTime = (time: string) => timeOnly.format(slotStart('2026-01-01', time));

/** Maps search for an address. */
export const mapSearchLink = (parts: string[]) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.filter(Boolean).join(', '))}`;

/** What a cleaner change did to their booked jobs, as the end of a toast. */
export const jobsReturnedText = (count: number) =>
  count === 0 ? '' : ` ${count} ${count === 1 ? 'job goes' : 'jobs go'} back to unassigned.`;
