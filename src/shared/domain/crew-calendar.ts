import { slotStart } from './time';

/** Default working hours, Indian time. */
export const DEFAULT_WORKING_HOURS = { start: '08:00', end: '20:00' } as const;

export interface WeekdayHours {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  start: string;
  end: string;
}

export interface Leave {
  fromDate: string;
  toDate: string;
}

/** A span of time in epoch milliseconds, start included, end excluded. */
export interface Span {
  start: number;
  end: number;
}

export interface JobRequest {
  date: string;
  time: string;
  durationMinutes: number;
  bufferMinutes: number;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The working window of a day, or null for a day off. No rows at all means the default hours daily. */
export function workingWindow(hours: WeekdayHours[], date: string): { start: string; end: string } | null {
  if (hours.length === 0) return DEFAULT_WORKING_HOURS;
  const day = hours.find((h) => h.weekday === weekdayOf(date));
  return day ? { start: day.start, end: day.end } : null;
}

/** The job starts and ends inside the day's working window (the travel buffer may run past it). */
export function fitsWorkingHours(hours: WeekdayHours[], job: Omit<JobRequest, 'bufferMinutes'>): boolean {
  const window = workingWindow(hours, job.date);
  if (!window) return false;
  const start = toMinutes(job.time);
  return start >= toMinutes(window.start) && start + job.durationMinutes <= toMinutes(window.end);
}

export function onLeave(leaves: Leave[], date: string): boolean {
  return leaves.some((l) => l.fromDate <= date && date <= l.toDate);
}

/** The job itself, as instants. */
export function jobSpan(job: Omit<JobRequest, 'bufferMinutes'>): Span {
  const start = slotStart(job.date, job.time).getTime();
  return { start, end: start + job.durationMinutes * 60_000 };
}

/** The time a job holds its crew: [start, end + travel buffer). */
export function heldSpan(job: JobRequest): Span {
  const span = jobSpan(job);
  return { start: span.start, end: span.end + job.bufferMinutes * 60_000 };
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** What the crew search needs to know about one cleaner. */
export interface CleanerCalendar {
  id: string;
  name: string;
  hours: WeekdayHours[];
  leaves: Leave[];
  /** Time already held by other bookings. */
  held: Span[];
}

export function isFreeFor(cleaner: CleanerCalendar, job: JobRequest): boolean {
  if (onLeave(cleaner.leaves, job.date) || !fitsWorkingHours(cleaner.hours, job)) return false;
  const wanted = heldSpan(job);
  return !cleaner.held.some((s) => overlaps(s, wanted));
}

/** Minutes a cleaner already holds that day: the fairness measure for "least loaded first". */
export function loadMinutes(held: Span[], dayStart: number, dayEnd: number): number {
  let total = 0;
  for (const s of held) total += Math.max(0, Math.min(s.end, dayEnd) - Math.max(s.start, dayStart));
  return Math.round(total / 60_000);
}

/** Cleaners free for the whole job, least loaded that day first (name, then id, break ties). */
export function freeCleanersFor(cleaners: CleanerCalendar[], job: JobRequest): CleanerCalendar[] {
  const dayStart = slotStart(job.date, '00:00').getTime();
  const dayEnd = dayStart + 24 * 60 * 60_000;
  return cleaners
    .filter((c) => isFreeFor(c, job))
    .map((c) => ({ c, load: loadMinutes(c.held, dayStart, dayEnd) }))
    .sort((a, b) => a.load - b.load || a.c.name.localeCompare(b.c.name) || a.c.id.localeCompare(b.c.id))
    .map((x) => x.c);
}

/**
 * The least-loaded free crew of crewSize, or null when fewer cleaners are free. A preferred cleaner who is
 * free leads it, whatever their load (the customer asked for them); one who is not changes nothing.
 */
export function pickCrew(
  cleaners: CleanerCalendar[],
  job: JobRequest,
  crewSize: number,
  preferredId?: string | null,
): string[] | null {
  const free = freeCleanersFor(cleaners, job).map((c) => c.id);
  if (free.length < crewSize) return null;
  const first = preferredId && free.includes(preferredId) ? [preferredId] : [];
  return [...first, ...free.filter((id) => id !== preferredId)].slice(0, crewSize);
}

/** How many crews of crewSize could take the job at once. */
export function freeCrewCount(cleaners: CleanerCalendar[], job: JobRequest, crewSize: number): number {
  return Math.floor(freeCleanersFor(cleaners, job).length / Math.max(1, crewSize));
}
