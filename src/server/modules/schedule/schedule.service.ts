import type { DbOrTx } from '../../db/client';
import { bookedMinutes } from '../../../shared/domain/booked-hours';
import type { Span } from '../../../shared/domain/crew-calendar';
import { isHoldConflict, scheduleRepository, type JobsQuery } from './schedule.repository';

export { isHoldConflict };
export type { AssignmentKind } from './schedule.repository';

/** A booking in a cleaner's calendar, with whether the cleaner holds it reserved or assigned. */
export type ScheduledJob = Awaited<ReturnType<typeof scheduleRepository.jobsOf>>[number];

/**
 * Who holds which job and when: the schedule module's face to bookings, dispatch and the rest. Every
 * call takes the caller's transaction (or the pool), so holds change with the booking that owns them.
 * Finding and reserving free crews is crew.service.ts.
 */
export const schedule = {
  /** The crew of a booking, lead (first held) first. */
  crewOf: (db: DbOrTx, bookingId: string) => scheduleRepository.crewOf(db, bookingId),
  /** The crews of many bookings at once (for lists). */
  crewsOf: (db: DbOrTx, bookingIds: string[]) => scheduleRepository.crewsOf(db, bookingIds),
  /** Is the cleaner assigned (not only reserved) to the booking? */
  isAssignedTo: (db: DbOrTx, bookingId: string, cleanerId: string) =>
    scheduleRepository.isAssignedTo(db, bookingId, cleanerId),
  /** Active cleaners' hours, leave on the date and holds touching the window (a day plan's facts). */
  calendars: (db: DbOrTx, date: string, window: Span) => scheduleRepository.calendars(db, date, window),
  /** Frees the booking's time for its whole crew, or for one cleaner. */
  releaseHolds: (db: DbOrTx, bookingId: string, cleanerId?: string) =>
    scheduleRepository.releaseHolds(db, bookingId, cleanerId),
  /** Bookings not started yet whose crew includes the cleaner, optionally only on some dates. */
  futureJobsOf: (db: DbOrTx, cleanerId: string, now: Date, dates?: { from: string; to: string }) =>
    scheduleRepository.futureJobsOf(db, cleanerId, now, dates),
  /** A cleaner's jobs between two dates, earliest first; only the assigned ones when asked. */
  jobsOf: (db: DbOrTx, query: JobsQuery) => scheduleRepository.jobsOf(db, query),
  /** Each cleaner's booked minutes on a date, by the one rule (shared/domain/booked-hours.ts). */
  async bookedMinutesOn(
    db: DbOrTx,
    cleanerIds: string[],
    date: string,
    /** Only assigned jobs, as the Today board counts them (a reserved crew is not on the board yet). */
    opts: { onlyAssigned?: boolean } = {},
  ): Promise<Map<string, number>> {
    const jobs = await scheduleRepository.jobsOn(db, cleanerIds, date, opts.onlyAssigned);
    return new Map(
      cleanerIds.map((id) => [id, bookedMinutes(jobs.filter((j) => j.cleanerId === id))] as const),
    );
  },
};
