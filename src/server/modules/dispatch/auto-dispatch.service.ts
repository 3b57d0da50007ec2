import type { Db, DbOrTx } from '../../db/client';
import { bookedMinutes } from '../../../shared/domain/booked-hours';
import { weekdayOf } from '../../../shared/domain/crew-calendar';
import { chooseCrew, type DispatchCandidate } from '../../../shared/domain/dispatch-score';
import { addDays, formatTime12h } from '../../../shared/domain/time';
import type { RatingStats } from '../../../shared/schemas/rating';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../../shared/ids';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { Brand } from '../../platform/mail/brand';
import type { CrewService } from '../schedule/crew.service';
import { isHoldConflict } from '../schedule/schedule.service';
import {
  autoDispatchRepository as repo,
  type DispatchBookingRow,
  type DispatchMode,
} from './auto-dispatch.repository';

export type { DispatchMode };

/** The NOTIFY channel a confirmation wakes the dispatch job on (every process LISTENs). */
export const DISPATCH_CHANNEL = 'chamak_dispatch';

/** Monday of the date's week (India dates), for the hours booked this week. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

export interface AutoDispatchDeps {
  db: Db;
  clock: Clock;
  crew: CrewService;
  brand: Brand;
  /** DISPATCH_MODE: what holds until the owner chooses in the admin console. */
  defaultMode: DispatchMode;
  ratings: { statsFor(cleanerIds: string[]): Promise<Map<string, RatingStats>> };
  /** The customer and the crew are told (the bookings module's messages), in the assignment's transaction. */
  notifyAssigned(tx: DbOrTx, row: DispatchBookingRow, now: Date): Promise<void>;
  /** Where the one alert about bookings nobody can take goes. */
  teamEmail: string;
  /** The bookings module's status history (injected: dispatch leans on schedule, never on bookings). */
  recordAssignment(
    tx: DbOrTx,
    change: { booking: { id: string; status: 'pending' }; to: 'assigned'; note: string },
  ): Promise<unknown>;
}

type Outcome = 'assigned' | 'unassigned' | 'raced';

const RACE_RETRIES = 5;

/**
 * Assignment without a person (issue 35, DISPATCH_MODE=auto): each confirmed booking gets the best free
 * crew (shared/domain/dispatch-score.ts) by a background job, once across processes, with the reason kept
 * and shown to admins. A booking nobody can take stays pending with why; admins get one alert a pass.
 */
export function createAutoDispatch(deps: AutoDispatchDeps) {
  const { db, clock } = deps;

  const wake = () => repo.wake(db);

  async function mode(): Promise<DispatchMode> {
    return (await repo.storedMode(db)) ?? deps.defaultMode;
  }

  /** The facts of every cleaner for the booking, as the scoring rule reads them. */
  async function candidatesFor(
    tx: DbOrTx,
    b: DispatchBookingRow & { durationMinutes: number },
    stars: Map<string, RatingStats>,
  ) {
    const all = await deps.crew.candidatesFor(tx, b);
    const ids = all.map((c) => c.id);
    const monday = mondayOf(b.scheduledDate);
    const [series, skills, previous, week, pin] = await Promise.all([
      repo.seriesCrew(tx, b.seriesId, b.id),
      repo.skills(tx, b.serviceId),
      repo.previousJobs(tx, ids, b.scheduledDate, b.startsAt ?? new Date(0)),
      repo.jobsBetween(tx, ids, monday, addDays(monday, 6)),
      b.addressLatitude !== null && b.addressLongitude !== null ? null : repo.pinCentre(tx, b.pincode),
    ]);
    const point =
      b.addressLatitude !== null && b.addressLongitude !== null
        ? { lat: b.addressLatitude, lng: b.addressLongitude }
        : pin;
    const candidates: DispatchCandidate[] = all.map((c) => {
      const prev = previous.get(c.id);
      return {
        id: c.id,
        name: c.name,
        free: c.free,
        skilled: !skills.marked.has(c.id) || skills.forService.has(c.id),
        rating: stars.get(c.id)?.average ?? null,
        weekMinutes: bookedMinutes(week.filter((j) => j.cleanerId === c.id)),
        from: prev ? { point: prev, what: 'previous job' } : null,
        preferred: c.id === b.preferredCleanerId,
        seriesCrew: series.has(c.id),
      };
    });
    return { candidates, point, names: new Map(all.map((c) => [c.id, c.name])) };
  }

  /** Decides one claimed booking in the claim's transaction. */
  async function decide(
    tx: DbOrTx,
    claimed: DispatchBookingRow,
    stars: Map<string, RatingStats>,
  ): Promise<Outcome> {
    const now = clock.now();
    const b = { ...claimed, durationMinutes: claimed.durationMinutes ?? 60 };
    const { candidates, point, names } = await candidatesFor(tx, b, stars);
    const choice = chooseCrew(candidates, {
      serviceName: b.serviceName,
      time: b.scheduledTime,
      crewSize: b.crewSize,
      point,
    });
    if (!choice.ok) {
      await repo.insertDecision(tx, {
        bookingId: b.id,
        outcome: 'unassigned',
        explanation: choice.reason,
        decidedAt: now,
      });
      return 'unassigned';
    }
    const assigned = await assignChosen(tx, b, choice.crew, {
      note: `Assigned by dispatch to ${choice.crew.map((id) => names.get(id)).join(', ')}: ${choice.explanation}`,
      explanation: choice.explanation,
    });
    return assigned ? 'assigned' : 'raced';
  }

  /**
   * The one path from a chosen crew to an assigned booking (auto mode's choice, an accepted offer): the
   * crew's holds (the exclusion constraint decides; false when another job took one of them first), the
   * booking's lead, its history, the decision and the messages, in the caller's transaction.
   */
  async function assignChosen(
    tx: DbOrTx,
    b: DispatchBookingRow & { durationMinutes: number },
    crew: string[],
    words: { note: string; explanation: string },
  ): Promise<boolean> {
    const now = clock.now();
    try {
      await tx.transaction((sp) => deps.crew.holdChosen(sp, b, crew, 'assigned'));
    } catch (error) {
      // Another booking took one of them between the look and the hold: the next pass looks again.
      if (isHoldConflict(error)) return false;
      throw error;
    }
    const row = await repo.markAssigned(tx, b.id, crew[0], now);
    await deps.recordAssignment(tx, {
      booking: { id: b.id, status: 'pending' },
      to: 'assigned',
      note: words.note,
    });
    await repo.insertDecision(tx, {
      bookingId: b.id,
      outcome: 'assigned',
      explanation: words.explanation,
      cleanerIds: crew,
      decidedAt: now,
    });
    await deps.notifyAssigned(tx, row, now);
    return true;
  }

  /** One alert naming every booking left unassigned since the last alert (none when there is none). */
  async function alertUnassigned(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await repo.takeUnalerted(tx, clock.now());
      if (rows.length === 0) return 0;
      const lines = rows.map(
        (r) =>
          `- ${r.service_name}, ${r.scheduled_date} ${formatTime12h(r.scheduled_time)}, ${r.customer_name}: ${r.explanation}\n  ${deps.brand.url}/adminDashboard/bookings/${r.booking_id}`,
      );
      await enqueueEmail(tx, {
        kind: 'dispatch-unassigned-team',
        to: deps.teamEmail,
        subject:
          rows.length === 1
            ? 'Dispatch could not assign 1 booking'
            : `Dispatch could not assign ${rows.length} bookings`,
        text: [
          'These confirmed bookings have no crew. Assign them from the admin console, or free a crew for them.',
          lines.join('\n'),
        ].join('\n\n'),
      });
      return rows.length;
    });
  }

  return {
    mode,
    wake,
    candidatesFor,
    assignChosen,
    alertUnassigned,
    /** Every cleaner's stars, read once a pass outside the bookings' transactions. */
    stars: async () => deps.ratings.statsFor(await repo.cleanerIds(db)),
    async settings() {
      return { mode: await mode(), defaultMode: deps.defaultMode };
    },
    /** The owner's choice, audited; it wins over DISPATCH_MODE from then on. */
    async setMode(actor: AuthUser, value: DispatchMode) {
      const before = await mode();
      await db.transaction(async (tx) => {
        await repo.setMode(tx, value, clock.now());
        await recordAudit(tx, {
          actor,
          action: 'dispatch-mode.update',
          entityType: 'booking-rules',
          entityId: '1',
          details: { from: before, to: value },
        });
      });
      // Switched to auto or offer: what waits is assigned (or offered) now, not at the next poll.
      if (value !== 'manual') await wake();
      return { mode: value, defaultMode: deps.defaultMode };
    },
    /** The stored choice for a booking (none yet: null); a booking that does not exist is a 404. */
    async decisionOf(bookingId: string) {
      if (!isUuid(bookingId) || !(await repo.bookingExists(db, bookingId))) {
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      }
      return (await repo.decisionOf(db, bookingId)) ?? null;
    },

    /**
     * One pass of the job: in `auto`, every confirmed booking not yet decided, one transaction each, then
     * one alert for those nobody can take. Answers how many were assigned.
     */
    async runDue(): Promise<number> {
      if ((await mode()) !== 'auto') return 0;
      let assigned = 0;
      let unassigned = 0;
      let races = 0;
      // Stars are read once a pass, outside the bookings' transactions (the ratings module reads the pool).
      const stars = await deps.ratings.statsFor(await repo.cleanerIds(db));
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const claimed = await repo.claimNext(tx, clock.now());
          return claimed ? decide(tx, claimed, stars) : null;
        });
        if (outcome === null) break;
        if (outcome === 'assigned') assigned++;
        else if (outcome === 'unassigned') unassigned++;
        // A race lost is looked at again at once, with fresh calendars; a few in a row wait for the poll.
        else if (++races >= RACE_RETRIES) break;
      }
      if (unassigned > 0) await alertUnassigned();
      return assigned;
    },
  };
}

export type AutoDispatch = ReturnType<typeof createAutoDispatch>;
