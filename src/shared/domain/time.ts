import { formatDay } from './date-format';

/** India has one zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 330;

/** Bookable slots: hourly, 08:00 to 18:00 Asia/Kolkata (working hours of the crews). */
export const TIME_SLOTS = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function istParts(now: Date) {
  const shifted = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Today's date in India, YYYY-MM-DD. */
export function todayInIndia(now: Date): string {
  return istParts(now).date;
}

/** An instant as India's date and time, 'YYYY-MM-DD HH:MM' (for exports that spreadsheets sort). */
export function indiaDateTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/** The instant a slot starts: `date` YYYY-MM-DD and `time` HH:MM read as Indian time. */
export function slotStart(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + (h * 60 + m - IST_OFFSET_MINUTES) * 60_000);
}

/** A real calendar date (rejects 2026-02-30). */
export function isValidDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}

/** '14:00' -> '2:00 PM' */
export function formatTime12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '2026-11-24' -> 'Tue, 24 Nov 2026': the one format (date-format.ts), in English. */
export const formatDateLong = (date: string): string => formatDay(date, 'en');
