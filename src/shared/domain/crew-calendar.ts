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

/** "HH:MM" as minutes after midnight (read by character: it runs for every cleaner at every time of a day). */
const toMinutes = (time: string) => {
  const colon = time.indexOf(':');
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1));
};

export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The working window of a day, or null for a day off. No rows at all means the default hours daily. */
export function workingWindow(hours: WeekdayHours[], date: string): { start: string; end: string } | null {
  const window = windowOn(hours, weekdayOf(date));
  return window && { start: window.start, end: window.end };
}

/** workingWindow by weekday, without a copy (it runs for every cleaner at every time of a day). */
function windowOn(hours: WeekdayHours[], weekday: number): { start: string; end: string } | null {
  if (hours.length === 0) return DEFAULT_WORKING_HOURS;
  return hours.find((h) => h.weekday === weekday) ?? null;
}

/** The job starts and ends inside the day's working window (the travel buffer may run past it). */
export function fitsWorkingHours(hours: WeekdayHours[], job: Omit<JobRequest, 'bufferMinutes'>): boolean {
  return hoursTest(job)(hours);
}

/** fitsWorkingHours for one job and many cleaners: the job's weekday and minutes are worked out once. */
function hoursTest(job: Omit<JobRequest, 'bufferMinutes'>): (hours: WeekdayHours[]) => boolean {
  const weekday = weekdayOf(job.date);
  const start = toMinutes(job.time);
  const end = start + job.durationMinutes;
  const fits = (window: { start: string; end: string }) =>
    start >= toMinutes(window.start) && end <= toMinutes(window.end);
  const fitsDefault = fits(DEFAULT_WORKING_HOURS);
  return (hours) => {
    const window = windowOn(hours, weekday);
    return window === DEFAULT_WORKING_HOURS ? fitsDefault : window !== null && fits(window);
  };
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
  return freeTest(job)(cleaner);
}

/**
 * `isFreeFor` for one job and many cleaners: the job's span and hours test are made once, not per
 * cleaner (availability asks it of every cleaner for every time of the day).
 */
function freeTest(job: JobRequest): (cleaner: CleanerCalendar) => boolean {
  const wanted = heldSpan(job);
  const fitsHours = hoursTest(job);
  return (cleaner) =>
    !onLeave(cleaner.leaves, job.date) &&
    fitsHours(cleaner.hours) &&
    !cleaner.held.some((s) => overlaps(s, wanted));
}

/** Minutes a cleaner already holds that day: the fairness measure for "least loaded first". */
export function loadMinutes(held: Span[], dayStart: number, dayEnd: number): number {
  let total = 0;
  for (const s of held) total += Math.max(0, Math.min(s.end, dayEnd) - Math.max(s.start, dayStart));
  return Math.round(total / 60_000);
}

/** localeCompare's order, with the collator made once instead of per comparison. */
const byName = new Intl.Collator();

type Ranked = { c: CleanerCalendar; load: number };

/** Least loaded that day first; name, then id, break ties. */
const byLoad = (a: Ranked, b: Ranked) =>
  a.load - b.load || byName.compare(a.c.name, b.c.name) || byName.compare(a.c.id, b.c.id);

function rankedFree(cleaners: CleanerCalendar[], job: JobRequest): Ranked[] {
  const dayStart = slotStart(job.date, '00:00').getTime();
  const dayEnd = dayStart + 24 * 60 * 60_000;
  return cleaners.filter(freeTest(job)).map((c) => ({ c, load: loadMinutes(c.held, dayStart, dayEnd) }));
}

/** Cleaners free for the whole job, least loaded that day first (name, then id, break ties). */
export function freeCleanersFor(cleaners: CleanerCalendar[], job: JobRequest): CleanerCalendar[] {
  return rankedFree(cleaners, job)
    .sort(byLoad)
    .map((x) => x.c);
}

/**
 * The least-loaded free crew of crewSize, or null when fewer cleaners are free. A preferred cleaner who is
 * free leads it, whatever their load (the customer asked for them); one who is not changes nothing.
 * The crew is taken by repeated minimum, not a sort of everyone free: a crew is a few of hundreds.
 */
export function pickCrew(
  cleaners: CleanerCalendar[],
  job: JobRequest,
  crewSize: number,
  preferredId?: string | null,
): string[] | null {
  const free = rankedFree(cleaners, job);
  if (free.length < crewSize) return null;
  const crew: string[] = [];
  const preferred = preferredId ? free.findIndex((x) => x.c.id === preferredId) : -1;
  if (preferred >= 0) crew.push(free.splice(preferred, 1)[0]!.c.id);
  while (crew.length < crewSize) {
    let best = 0;
    for (let i = 1; i < free.length; i++) if (byLoad(free[i]!, free[best]!) < 0) best = i;
    crew.push(free.splice(best, 1)[0]!.c.id);
  }
  return crew;
}

/** How many crews of crewSize could take the job at once. */
export function freeCrewCount(cleaners: CleanerCalendar[], job: JobRequest, crewSize: number): number {
  return Math.floor(cleaners.filter(freeTest(job)).length / Math.max(1, crewSize));
}
