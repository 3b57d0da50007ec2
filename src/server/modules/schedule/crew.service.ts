import type { Db, DbOrTx } from '../../db/client';
import {
  fitsWorkingHours,
  freeCleanersFor,
  heldSpan,
  onLeave,
  pickCrew,
  type CleanerCalendar,
  type JobRequest,
  type Span,
} from '../../../shared/domain/crew-calendar';
import { formCrewAround } from '../../../shared/domain/crew-lead';
import { formatMinutes, jobDurationMinutes } from '../../../shared/domain/durations';
import { crewCountsByTime } from '../../../shared/domain/day-availability';
import { slotStart, TIME_SLOTS } from '../../../shared/domain/time';
import type { AvailabilitySlot } from '../../../shared/api-bookings';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { dispatchMessages, serverMessages } from '../../../shared/texts';
import type { CatalogueService } from '../catalogue/catalogue.service';
import {
  isHoldConflict,
  scheduleRepository,
  type AssignmentKind,
  type ReadAlongside,
} from './schedule.repository';
import { schedule } from './schedule.service';
import type { CrewMember } from './schedule.dto';
import { isUuid } from '../../../shared/ids';

export const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another time.';
const DAY_MS = 24 * 60 * 60_000;
/** A race lost to the exclusion constraint is retried with a fresh look this many times. */
const RESERVE_ATTEMPTS = 5;
const IN_FLIGHT_LAPSE_MS = 60_000;

/** What a crew search needs to know about a booking. */
export interface CrewJob {
  id?: string;
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  crewSize: number;
  /** The customer's preferred cleaner ("Book Sunita again"): on the crew whenever free. */
  preferredCleanerId?: string | null;
  /** The booking's city (its address PIN's): only that city's cleaners (and those of no city) take it. */
  cityId?: string | null;
}

/** Holds of the day before to the day after: enough for every overlap and for the day's load. */
export const searchWindow = (date: string): Span => {
  const midnight = slotStart(date, '00:00').getTime();
  return { start: midnight - DAY_MS, end: midnight + 2 * DAY_MS };
};

export const outsideHours = (minutes: number) =>
  conflict(
    `This job takes about ${formatMinutes(minutes)} and would end after our working hours. Please choose an earlier time.`,
    'OUTSIDE_WORKING_HOURS',
  );

/** Cleaners' time: reserving crews, availability, free cleaners (docs/product-rules.md#crews-and-time). */
export function createCrewService(deps: {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  bufferMinutes: number;
}) {
  const { db, clock } = deps;

  const jobOf = (b: CrewJob): JobRequest => ({
    date: b.scheduledDate,
    time: b.scheduledTime,
    durationMinutes: b.durationMinutes,
    bufferMinutes: deps.bufferMinutes,
  });

  const calendars = (tx: DbOrTx, b: CrewJob, cleanerIds?: string[]) =>
    scheduleRepository.calendars(tx, b.scheduledDate, searchWindow(b.scheduledDate), {
      exceptBookingId: b.id,
      cleanerIds,
      cityId: b.cityId,
    });

  /**
   * Holds reserved by this process's transactions still running, by booking. `since` is the process's
   * monotonic time, not the clock's: the lapse measures how long a transaction has run, and a test's fixed
   * or jumping clock must neither keep a forgotten hold nor drop a live one.
   */
  const inFlight = new Map<string, { cleanerIds: string[]; span: Span; since: number }>();

  /** The calendars with this process's uncommitted holds added (a forgotten one lapses after a minute). */
  function withInFlight(all: CleanerCalendar[], bookingId: string): CleanerCalendar[] {
    if (inFlight.size === 0) return all;
    const extra = new Map<string, Span[]>();
    const now = performance.now();
    for (const [id, hold] of inFlight) {
      if (now - hold.since > IN_FLIGHT_LAPSE_MS) inFlight.delete(id);
      else if (id !== bookingId)
        for (const cleanerId of hold.cleanerIds)
          extra.set(cleanerId, [...(extra.get(cleanerId) ?? []), hold.span]);
    }
    return extra.size === 0
      ? all
      : all.map((c) => (extra.has(c.id) ? { ...c, held: [...c.held, ...extra.get(c.id)!] } : c));
  }

  /** Why no crew: the job cannot fit anyone's hours at all, or everyone who could is busy. */
  function noCrewError(all: CleanerCalendar[], b: CrewJob) {
    const job = jobOf(b);
    const couldEver = all.filter((c) => fitsWorkingHours(c.hours, job));
    if (all.length > 0 && couldEver.length === 0) return outsideHours(b.durationMinutes);
    return conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL');
  }

  /** Why a cleaner cannot take the job. */
  function busy(cal: CleanerCalendar, b: CrewJob) {
    const why = onLeave(cal.leaves, b.scheduledDate)
      ? 'is on leave that day'
      : !fitsWorkingHours(cal.hours, jobOf(b))
        ? 'does not work at that time'
        : 'already has a job at that time';
    return conflict(`${cal.name} ${why}.`, 'CLEANER_BUSY');
  }

  /**
   * The least-loaded free crew for the job (see reserve), the customer's preferred cleaner first when free,
   * registered in flight; 409 when none is free.
   */
  async function choose(
    db: DbOrTx,
    b: CrewJob & { id: string },
    kind: AssignmentKind,
    opts: {
      avoidCleanerIds?: string[];
      /** A check whose value is read in the calendars' statement, run before the search (a booking's area). */
      alongside?: { sql: ReadAlongside; check: (value: unknown) => void };
    } = {},
  ): Promise<{ cleanerIds: string[]; span: Span; members: CrewMember[] }> {
    const job = jobOf(b);
    const span = heldSpan(job);
    const read = await scheduleRepository.calendarsWith(db, b.scheduledDate, searchWindow(b.scheduledDate), {
      exceptBookingId: b.id,
      alongside: opts.alongside?.sql,
      cityId: b.cityId,
    });
    opts.alongside?.check(read.alongside);
    const found = read.calendars;
    // A crew without the avoided cleaners (a re-clean's first crew) when one is free; else anyone.
    const avoided = new Set(opts.avoidCleanerIds ?? []);
    const others = avoided.size ? found.filter((c) => !avoided.has(c.id)) : found;
    const preferred = b.preferredCleanerId;
    const crew =
      pickCrew(withInFlight(others, b.id), job, b.crewSize, preferred) ??
      pickCrew(others, job, b.crewSize, preferred) ??
      pickCrew(withInFlight(found, b.id), job, b.crewSize, preferred) ??
      pickCrew(found, job, b.crewSize, preferred);
    if (!crew) throw noCrewError(found, b);
    inFlight.set(b.id, { cleanerIds: crew, span, since: performance.now() });
    const members = crew.map((id) => {
      const c = found.find((f) => f.id === id)!;
      return { cleanerId: id, name: c.name, phone: c.phone, kind };
    });
    return { cleanerIds: crew, span, members };
  }

  return {
    jobOf,
    heldSpanOf: (b: CrewJob) => heldSpan(jobOf(b)),

    /**
     * Reserves the least-loaded free crew inside the caller's transaction. The search may race with
     * another transaction; the exclusion constraint then refuses one insert, and a fresh search tries the
     * next crew. Throws 409 (slot full, or outside working hours) when none is left.
     *
     * Holds this process has inserted but not yet committed count as taken in the search (`inFlight`),
     * so concurrent bookings here pick different crews instead of queueing on the constraint behind one
     * another's transactions. Only a preference: when they leave no crew, the search ignores them and
     * the constraint decides (the other transaction may still roll back). The caller calls `settle`
     * once its transaction has ended.
     *
     * `savepoint: false` inserts without a savepoint (two round trips fewer): a lost race then aborts
     * the caller's transaction with the constraint's error, and the caller retries it whole
     * (`isHoldConflict`).
     */
    async reserve(
      tx: DbOrTx,
      b: CrewJob & { id: string },
      kind: AssignmentKind,
      opts: { savepoint?: boolean; avoidCleanerIds?: string[] } = {},
    ): Promise<CrewMember[]> {
      for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
        const chosen = await choose(tx, b, kind, opts);
        if (opts.savepoint === false) {
          await scheduleRepository.insertHolds(tx, b.id, chosen.cleanerIds, chosen.span, kind);
          return chosen.members;
        }
        try {
          await tx.transaction((sp) =>
            scheduleRepository.insertHolds(sp, b.id, chosen.cleanerIds, chosen.span, kind),
          );
          return chosen.members;
        } catch (error) {
          inFlight.delete(b.id);
          if (!isHoldConflict(error)) throw error;
        }
      }
      throw noCrewError(await calendars(tx, b), b);
    },

    /**
     * The search of `reserve` without the insert: the crew to hold and the time it holds, counted as taken
     * by this process's other searches until `settle`. The caller inserts the holds in its own statement
     * (bookings.repository.ts, insertHeldVisit), where the exclusion constraint still decides a race: it
     * then retries with a fresh search (`isHoldConflict`). Throws 409 when no crew is free.
     */
    choose,

    /** The transaction that reserved for this booking has ended (committed or not). */
    settle(bookingId: string) {
      inFlight.delete(bookingId);
    },

    /** Why no crew could be held (after the caller's retries of a lost race ran out). */
    slotFull: () => conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL'),

    /** Holds exactly these cleaners for the job (an admin's choice); 409 when one is not free. */
    async holdChosen(tx: DbOrTx, b: CrewJob & { id: string }, cleanerIds: string[], kind: AssignmentKind) {
      const chosen = await calendars(tx, b, cleanerIds);
      const job = jobOf(b);
      const free = new Set(freeCleanersFor(chosen, job).map((c) => c.id));
      for (const id of cleanerIds) {
        const cal = chosen.find((c) => c.id === id);
        if (!cal) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
        if (!free.has(id)) throw busy(cal, b);
      }
      await scheduleRepository.releaseHolds(tx, b.id);
      await scheduleRepository.insertHolds(tx, b.id, cleanerIds, heldSpan(job), kind);
    },

    /**
     * The crew of a job led by the cleaner an admin chose: the rest of its crew kept, empty places filled
     * with free cleaners (shared/domain/crew-lead.ts). 409 when the lead or enough others are not free.
     * `crew` is the booking's crew now, its lead first.
     */
    async crewAround(tx: DbOrTx, b: CrewJob & { id: string }, leadId: string, crew: string[]) {
      const all = await calendars(tx, b);
      const lead = all.find((c) => c.id === leadId);
      if (!lead) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
      const free = freeCleanersFor(all, jobOf(b)).map((c) => c.id);
      if (!free.includes(leadId)) throw busy(lead, b);
      const formed = formCrewAround({ lead: leadId, crew, free, crewSize: b.crewSize });
      if (!formed.ok)
        throw conflict(
          dispatchMessages.noCrewAround(lead.name, b.crewSize, formed.othersFree),
          'NO_CREW_AROUND_LEAD',
        );
      return formed.crew;
    },

    /** Every active cleaner, and whether they are free for the whole job (its own crew counts as free). */
    async candidatesFor(tx: DbOrTx, b: CrewJob & { id: string }) {
      const all = await calendars(tx, b);
      const free = new Set(freeCleanersFor(all, jobOf(b)).map((c) => c.id));
      return all.map((c) => ({ id: c.id, name: c.name, free: free.has(c.id) }));
    },

    /** Cleaners free for the whole job (its own crew counts as free), least loaded first. */
    async freeCleaners(b: CrewJob & { id: string }) {
      const all = await calendars(db, b);
      const free = freeCleanersFor(all, jobOf(b));
      // Shown as the hours booked that day: the one rule of shared/domain/booked-hours.ts over the jobs the
      // Today board shows (assigned ones), so the dialog and the board agree.
      const [booked, crew] = await Promise.all([
        schedule.bookedMinutesOn(
          db,
          free.map((c) => c.id),
          b.scheduledDate,
          { onlyAssigned: true },
        ),
        schedule.crewOf(db, b.id),
      ]);
      const held = new Set(crew.map((c) => c.cleanerId));
      return free.map((c) => ({
        id: c.id,
        name: c.name,
        loadMinutes: booked.get(c.id) ?? 0,
        /** Holds this booking already (its reserved or assigned crew): the dialog preselects them. */
        holdsThisJob: held.has(c.id),
      }));
    },

    /** The job a package of a service is for a quantity; the service's shortest package without one. */
    async resolveJob(serviceId: string, packageId?: string, quantity?: number) {
      const found = await deps.catalogue.requireService(serviceId, { activeOnly: true });
      const active = found.packages.filter((p) => p.isActive);
      const qty = (p: (typeof active)[number]) =>
        quantity ??
        (found.service.pricingType === 'unit'
          ? 1
          : found.service.pricingType === 'sq.ft'
            ? (p.minArea ?? 100)
            : 0);
      const minutes = (p: (typeof active)[number]) =>
        jobDurationMinutes({ pricingType: found.service.pricingType, ...p }, qty(p));
      const wanted = packageId?.trim().toLowerCase();
      const pkg = wanted
        ? active.find((p) => (isUuid(wanted) ? p.id === wanted : p.name.toLowerCase() === wanted))
        : [...active].sort((a, b) => minutes(a) - minutes(b) || a.crewSize - b.crewSize)[0];
      if (!pkg) throw notFound(serverMessages.packageNotFound, 'PACKAGE_NOT_FOUND');
      return { durationMinutes: Math.max(1, minutes(pkg)), crewSize: pkg.crewSize };
    },

    /** Each start time of a day: can a whole crew take the whole job, and how many crews could. */
    async availability(
      date: string,
      job: { durationMinutes: number; crewSize: number },
      /** The city whose cleaners count (none: every cleaner). */
      cityId?: string | null,
    ): Promise<AvailabilitySlot[]> {
      // Only holds that can meet one of the day's jobs: from the first start time to the last job's end.
      const last = heldSpan(jobOf({ ...job, scheduledDate: date, scheduledTime: TIME_SLOTS.at(-1)! }));
      const window = { start: slotStart(date, TIME_SLOTS[0]!).getTime(), end: last.end };
      const days = await scheduleRepository.cleanerDays(db, date, window, cityId);
      const now = clock.now();
      const capacity = Math.floor(days.length / job.crewSize);
      const counts = crewCountsByTime(days, { date, ...job, bufferMinutes: deps.bufferMinutes }, TIME_SLOTS);
      return counts.map(({ time, free, freeIfIdle }) => ({
        time,
        available: free > 0 && slotStart(date, time) > now,
        free,
        capacity,
        booked: Math.max(0, capacity - free),
        // The same cleaners with nothing booked: a time none of them could take ends after working hours.
        endsTooLate: capacity > 0 && freeIfIdle === 0,
        jobMinutes: job.durationMinutes,
      }));
    },

    assertBookable(b: CrewJob) {
      if (b.durationMinutes > 24 * 60)
        throw new AppError(
          'JOB_TOO_LONG',
          400,
          'This job is too large for one visit. Please contact us for a quote.',
        );
    },
  };
}

export type CrewService = ReturnType<typeof createCrewService>;
