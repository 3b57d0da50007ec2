import { bookedMinutes } from '../../../../shared/domain/booked-hours';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import type { AdminCleaner } from '../api/get-cleaners';

/** The Today board's axis: 08:00 to 20:00 India time, as the working day. */
export const AXIS_START = 8 * 60;
export const AXIS_END = 20 * 60;
const AXIS = AXIS_END - AXIS_START;
/** A job without a length (none recorded) is drawn as two hours. */
export const FALLBACK_MINUTES = 120;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

export function jobMinutes(b: Pick<AdminBookingDto, 'durationMinutes'>): number {
  return b.durationMinutes || FALLBACK_MINUTES;
}

/** 'HH:MM' plus minutes, as 'HH:MM' (a job's end on the board). */
export const endTime = (time: string, minutes: number) => {
  const end = toMinutes(time) + minutes;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** Where a job's bar sits on the axis, in percent; clipped to the axis, never zero-wide. */
export function barPosition(time: string, minutes: number): { left: number; width: number } {
  const start = Math.min(Math.max(toMinutes(time), AXIS_START), AXIS_END);
  const end = Math.min(Math.max(toMinutes(time) + minutes, start), AXIS_END);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    left: round(((start - AXIS_START) / AXIS) * 100),
    width: round(Math.max(((end - start) / AXIS) * 100, 1)),
  };
}

/** Hour ticks 08, 10, … 20. */
export const axisTicks = Array.from({ length: 7 }, (_, i) => `${String(8 + i * 2).padStart(2, '0')}:00`);

export interface BoardRow {
  cleaner: Pick<AdminCleaner, 'id' | 'name'>;
  jobs: AdminBookingDto[];
  minutes: number;
}

/** One row per active cleaner (and any inactive one who still holds a job today); unassigned apart. */
export function buildBoard(bookings: AdminBookingDto[], cleaners: AdminCleaner[]) {
  const live = bookings.filter((b) => b.status !== 'cancelled');
  const rows = new Map<string, BoardRow>();
  for (const c of cleaners) if (c.isActive) rows.set(c.id, { cleaner: c, jobs: [], minutes: 0 });
  const unassigned: AdminBookingDto[] = [];
  for (const b of live) {
    const crew = b.cleaners.length ? b.cleaners : b.cleaner ? [b.cleaner] : [];
    if (!crew.length) unassigned.push(b);
    for (const c of crew) {
      const row = rows.get(c.id) ?? { cleaner: { id: c.id, name: c.name }, jobs: [], minutes: 0 };
      row.jobs.push(b);
      rows.set(c.id, row);
    }
  }
  // Booked hours by the one rule every screen uses (the bars still draw a job without a length).
  for (const r of rows.values()) r.minutes = bookedMinutes(r.jobs);
  const byTime = (a: AdminBookingDto, b: AdminBookingDto) => a.scheduledTime.localeCompare(b.scheduledTime);
  unassigned.sort(byTime);
  for (const r of rows.values()) r.jobs.sort(byTime);
  return {
    rows: [...rows.values()].sort((a, b) => a.cleaner.name.localeCompare(b.cleaner.name)),
    unassigned,
    figures: {
      jobs: live.length,
      unassigned: unassigned.length,
      inProgress: live.filter((b) => b.status === 'in-progress').length,
      done: live.filter((b) => b.status === 'completed').length,
    },
  };
}
