import type { Db, DbOrTx } from '../../db/client';
import { onLeave, workingWindow } from '../../../shared/domain/crew-calendar';
import {
  planChanges,
  planDay,
  type DayPlan,
  type PlanCleaner,
  type PlanJob,
} from '../../../shared/domain/day-plan';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import type { DayPlanDto, DayPlanStateDto } from '../../../shared/schemas/day-plans';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { schedule } from '../schedule/schedule.service';
import { searchWindow } from '../schedule/crew.service';
import { dayPlansRepository as repo, type DayPlanRow } from './day-plans.repository';

/** A crew change for the bookings module to apply (bookings/assign-day-plan.ts). */
export interface CrewChange {
  bookingId: string;
  before: string[];
  after: string[];
}

export interface DayPlansDeps {
  db: Db;
  clock: Clock;
  /** TRAVEL_BUFFER_MINUTES: a crew's hold runs this long past a job's end. */
  bufferMinutes: number;
  /** The bookings module's assignment of a plan's crews, in the caller's transaction (injected). */
  assignDayPlan(
    tx: DbOrTx,
    input: { actor: AuthUser | null; date: string; changes: CrewChange[] },
  ): Promise<{ changed: number; notified: number }>;
}

/** What a plan row stores beside the planner's answer: each job's facts as shown on the board. */
interface StoredJob extends PlanJob {
  serviceName: string;
  customerName: string;
  time: string;
}
interface StoredPlan {
  plan: DayPlan;
  jobs: StoredJob[];
  names: Record<string, string>;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isPlan = (row: DayPlanRow | undefined): row is DayPlanRow =>
  !!row && typeof row.plan === 'object' && row.plan !== null && 'plan' in (row.plan as object);

/**
 * Day plans (issue 35 part 3, docs/dispatch-planner.md): the planner's crews for every confirmed booking
 * of a date (started ones, ones awaiting payment and every job of a locked day keep theirs), stored so
 * the admin applies what they saw; applied under the assignment's locks; re-planned before the day-ahead
 * push unless the day is locked.
 */
export function createDayPlans(deps: DayPlansDeps) {
  const { db, clock } = deps;

  /** A day a plan can be about: a year either side of today (anything else no booking has). */
  function assertPlanDay(date: string) {
    const today = todayInIndia(clock.now());
    if (date < addDays(today, -366) || date > addDays(today, 366))
      throw badRequest('Choose a day within a year of today.', 'VALIDATION_ERROR');
  }

  /** The day's facts, as the planner reads them. */
  async function gather(tx: DbOrTx, date: string, locked: boolean) {
    const midnight = slotStart(date, '00:00').getTime();
    const window = searchWindow(date);
    const [rows, calendars, holds, skills] = await Promise.all([
      repo.dayBookings(tx, date),
      schedule.calendars(tx, date, window),
      repo.holds(tx, window),
      repo.skills(tx),
    ]);
    const dayIds = new Set(rows.map((r) => r.id));
    const crewOf = new Map<string, string[]>();
    for (const h of holds)
      if (dayIds.has(h.bookingId)) crewOf.set(h.bookingId, [...(crewOf.get(h.bookingId) ?? []), h.cleanerId]);
    const jobs: StoredJob[] = rows.map((r) => {
      const held = (crewOf.get(r.id) ?? []).sort();
      const crew =
        r.cleanerId && held.includes(r.cleanerId)
          ? [r.cleanerId, ...held.filter((id) => id !== r.cleanerId)]
          : held;
      return {
        id: r.id,
        serviceId: r.serviceId,
        serviceName: r.serviceName,
        customerName: r.customerName,
        time: r.scheduledTime,
        start: toMinutes(r.scheduledTime),
        durationMinutes: r.durationMinutes ?? 60,
        crewSize: r.crewSize,
        point: r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null,
        crew,
        keep:
          locked ||
          r.status === 'in-progress' ||
          r.status === 'completed' ||
          r.holdExpiresAt !== null ||
          r.onMyWayAt !== null ||
          r.startedAt !== null,
      };
    });
    const marked = new Map<string, Set<string>>();
    for (const s of skills) marked.set(s.cleanerId, (marked.get(s.cleanerId) ?? new Set()).add(s.serviceId));
    const cleaners: PlanCleaner[] = calendars.map((c) => {
      const window = onLeave(c.leaves, date) ? null : workingWindow(c.hours, date);
      return {
        id: c.id,
        name: c.name,
        window: window && { start: toMinutes(window.start), end: toMinutes(window.end) },
        skills: marked.get(c.id) ?? null,
        busy: holds
          .filter((h) => h.cleanerId === c.id && !dayIds.has(h.bookingId))
          .map((h) => ({ start: (h.start - midnight) / 60_000, end: (h.end - midnight) / 60_000 })),
      };
    });
    // Names of everyone on a crew now, active or not (a deactivated cleaner's kept job still shows).
    const names = Object.fromEntries(calendars.map((c) => [c.id, c.name]));
    const missing = [...new Set(jobs.flatMap((j) => j.crew))].filter((id) => !(id in names));
    for (const [id, name] of await repo.names(tx, missing)) names[id] = name;
    return { jobs, cleaners, names };
  }

  async function makePlan(tx: DbOrTx, date: string, locked: boolean): Promise<StoredPlan> {
    const { jobs, cleaners, names } = await gather(tx, date, locked);
    const plan = planDay({ jobs, cleaners, bufferMinutes: deps.bufferMinutes });
    return { plan, jobs, names };
  }

  const changesOf = (stored: StoredPlan): CrewChange[] =>
    planChanges(stored.jobs, stored.plan).map(({ bookingId, before, after }) => ({
      bookingId,
      before,
      after,
    }));

  function toDto(row: DayPlanRow, locked: boolean): DayPlanDto {
    const { plan, jobs, names } = row.plan as StoredPlan;
    const person = (id: string) => ({ id, name: names[id] ?? 'Unknown cleaner' });
    return {
      date: row.date,
      locked,
      kmBefore: row.kmBefore,
      kmAfter: row.kmAfter,
      madeAt: row.madeAt.toISOString(),
      appliedAt: row.appliedAt?.toISOString() ?? null,
      automatic: row.autoAppliedAt !== null,
      jobs: jobs.map((j) => {
        const after = plan.crews[j.id] ?? j.crew;
        return {
          bookingId: j.id,
          serviceName: j.serviceName,
          customerName: j.customerName,
          time: j.time,
          durationMinutes: j.durationMinutes,
          point: j.point,
          before: j.crew.map(person),
          after: after.map(person),
          kept: j.keep,
          changed: after.join() !== j.crew.join(),
        };
      }),
      routes: Object.entries(plan.routes)
        .map(([cleanerId, bookingIds]) => ({ cleanerId, name: names[cleanerId] ?? '', bookingIds }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.cleanerId.localeCompare(b.cleanerId)),
      unplaced: plan.unplaced,
    };
  }

  const rowValues = (date: string, stored: StoredPlan, by: string | null, now: Date) => ({
    date,
    plan: stored,
    plannedFrom: Object.fromEntries(stored.jobs.map((j) => [j.id, j.crew])),
    kmBefore: stored.plan.kmBefore,
    kmAfter: stored.plan.kmAfter,
    madeBy: by,
    madeAt: now,
  });

  return {
    /** The last plan of the day and its lock. */
    async state(date: string): Promise<DayPlanStateDto> {
      assertPlanDay(date);
      const [row, locked] = await Promise.all([repo.plan(db, date), repo.isLocked(db, date)]);
      return { locked, plan: isPlan(row) ? toDto(row, locked) : null };
    },

    /** Proposes (and stores) a plan of the day; nothing changes until it is applied. */
    async propose(actor: AuthUser, date: string): Promise<DayPlanDto> {
      assertPlanDay(date);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const locked = await repo.isLocked(tx, date);
        const stored = await makePlan(tx, date, locked);
        await repo.savePlan(tx, rowValues(date, stored, actor.id, now));
        return toDto((await repo.plan(tx, date))!, locked);
      });
    },

    /**
     * Applies the day's stored plan: 404 when none was made, 409 when the day is locked, the plan was
     * applied already, or a booking it moves changed since (plan again).
     */
    async apply(actor: AuthUser, date: string) {
      assertPlanDay(date);
      return db.transaction(async (tx) => {
        const row = await repo.lockPlan(tx, date);
        if (!isPlan(row)) throw notFound('No plan for that day yet. Plan the day first.');
        if (await repo.isLocked(tx, date))
          throw conflict('This day is locked: unlock it to change its crews.');
        if (row.appliedAt) throw conflict('This plan has been applied already. Plan the day again.');
        const stored = row.plan as StoredPlan;
        const result = await deps.assignDayPlan(tx, { actor, date, changes: changesOf(stored) });
        const now = clock.now();
        await repo.markApplied(tx, date, actor.id, now, false);
        await recordAudit(tx, {
          actor,
          action: 'day-plan.apply',
          entityType: 'day-plan',
          entityId: date,
          details: { changed: result.changed, kmBefore: row.kmBefore, kmAfter: row.kmAfter },
        });
        return { ...result, plan: toDto((await repo.plan(tx, date))!, false) };
      });
    },

    /** Locks or unlocks a day against re-planning (by hand and before the day-ahead push). */
    async setLock(actor: AuthUser, date: string, locked: boolean): Promise<DayPlanStateDto> {
      assertPlanDay(date);
      await db.transaction(async (tx) => {
        await repo.setLock(tx, date, locked, actor.id, clock.now());
        await recordAudit(tx, {
          actor,
          action: locked ? 'day-plan.lock' : 'day-plan.unlock',
          entityType: 'day-plan',
          entityId: date,
          details: {},
        });
      });
      const row = await repo.plan(db, date);
      return { locked, plan: isPlan(row) ? toDto(row, locked) : null };
    },

    /**
     * The day-ahead job's re-plan of `date` (tomorrow), before its pushes: once across processes (the plan
     * row is claimed and locked), never for a locked day. Answers how many bookings changed crew; a day
     * that changes under it rolls back and is tried again at the next pass.
     */
    async replanBeforeDayAhead(date: string): Promise<number | 'locked' | 'done'> {
      return db.transaction(async (tx) => {
        if (await repo.isLocked(tx, date)) return 'locked';
        const now = clock.now();
        const claimed = await repo.claimPlan(tx, date, now);
        if (claimed.autoAppliedAt) return 'done';
        const stored = await makePlan(tx, date, false);
        await repo.savePlan(tx, rowValues(date, stored, null, now));
        const result = await deps.assignDayPlan(tx, { actor: null, date, changes: changesOf(stored) });
        await repo.markApplied(tx, date, null, now, true);
        await recordAudit(tx, {
          actor: null,
          action: 'day-plan.apply',
          entityType: 'day-plan',
          entityId: date,
          details: {
            changed: result.changed,
            kmBefore: stored.plan.kmBefore,
            kmAfter: stored.plan.kmAfter,
            automatic: true,
          },
        });
        return result.changed;
      });
    },
  };
}

export type DayPlans = ReturnType<typeof createDayPlans>;
