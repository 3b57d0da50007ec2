import { DEFAULT_WORKING_HOURS, overlaps, type Span } from './crew-calendar';
import { slotStart } from './time';

/**
 * A cleaner's day as availability needs it: the working window that day (null: not a working day) and the
 * time other bookings hold. Cleaners on leave are not in the list at all.
 */
export interface CleanerDay {
  window: { start: string; end: string } | null;
  held: Span[];
}

export interface AvailabilityJob {
  date: string;
  durationMinutes: number;
  bufferMinutes: number;
  crewSize: number;
}

/** Per start time: crews free for the whole job, and crews that could take it on an empty day. */
export interface CrewCounts {
  time: string;
  free: number;
  freeIfIdle: number;
}

const minutesOf = (time: string) => {
  const colon = time.indexOf(':');
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1));
};

/**
 * freeCrewCount for every start time of a day at once. Cleaners with nothing held are interchangeable, so they
 * are counted by working window (a company's hundreds of cleaners share a few windows); only those holding
 * time that day are looked at one by one. Same answers as freeCrewCount (a table test compares them).
 */
export function crewCountsByTime(
  days: CleanerDay[],
  job: AvailabilityJob,
  times: readonly string[],
): CrewCounts[] {
  const windows = new Map<string, { start: number; end: number; idle: number; all: number }>();
  const busy: { start: number; end: number; held: Span[] }[] = [];
  for (const day of days) {
    if (!day.window) continue;
    const key = `${day.window.start}-${day.window.end}`;
    let w = windows.get(key);
    if (!w) {
      w = { start: minutesOf(day.window.start), end: minutesOf(day.window.end), idle: 0, all: 0 };
      windows.set(key, w);
    }
    w.all += 1;
    if (day.held.length === 0) w.idle += 1;
    else busy.push({ start: w.start, end: w.end, held: day.held });
  }
  const size = Math.max(1, job.crewSize);
  const holdMs = (job.durationMinutes + job.bufferMinutes) * 60_000;
  return times.map((time) => {
    const start = minutesOf(time);
    const end = start + job.durationMinutes;
    const fits = (w: { start: number; end: number }) => start >= w.start && end <= w.end;
    const from = slotStart(job.date, time).getTime();
    const wanted = { start: from, end: from + holdMs };
    let free = 0;
    let freeIfIdle = 0;
    for (const w of windows.values())
      if (fits(w)) {
        free += w.idle;
        freeIfIdle += w.all;
      }
    for (const b of busy) if (fits(b) && !b.held.some((s) => overlaps(s, wanted))) free += 1;
    return { time, free: Math.floor(free / size), freeIfIdle: Math.floor(freeIfIdle / size) };
  });
}

/** The window of a weekday from a cleaner's rows: none at all means the default hours daily. */
export function windowFromRows(
  hasAnyHours: boolean,
  weekdayWindow: { start: string; end: string } | null,
): { start: string; end: string } | null {
  return hasAnyHours ? weekdayWindow : DEFAULT_WORKING_HOURS;
}
