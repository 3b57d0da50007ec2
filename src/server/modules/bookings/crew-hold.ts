import type { DbOrTx } from '../../db/client';
import type { CrewService } from '../schedule/crew.service';
import { isHoldConflict } from '../schedule/schedule.service';
import type { BookingNotifications } from './booking-notifications';
import type { CrewMember } from './bookings.dto';
import { bookingsRepository, type BookingRow } from './bookings.repository';

/** Whole-transaction retries of a booking whose crew raced away between search and hold. */
const HOLD_RACE_ATTEMPTS = 5;

/** Holds the visit's crew in the caller's transaction (409 when no crew is free); with AUTO_ASSIGN, assigns it. */
export async function holdCrewFor(
  deps: { crew: CrewService; autoAssign: boolean; notify: BookingNotifications },
  tx: DbOrTx,
  row: BookingRow,
  now: Date,
  opts: { savepoint: boolean; avoidCleanerIds?: string[]; notify?: boolean },
): Promise<{ row: BookingRow; crew: CrewMember[] }> {
  const kind = deps.autoAssign ? 'assigned' : 'reserved';
  const crew = await deps.crew.reserve(tx, row, kind, opts);
  if (!deps.autoAssign) return { row, crew };
  const assigned = await bookingsRepository.update(tx, row.id, {
    status: 'assigned',
    cleanerId: crew[0].cleanerId,
    cleanerAssignedAt: now,
    updatedAt: now,
  });
  // A held booking tells nobody yet: its confirmation sends these (booking-hold.service.ts).
  if (opts.notify !== false) await deps.notify.assigned(tx, assigned, now);
  return { row: assigned, crew };
}

/**
 * Runs `attempt` (one transaction that ends by holding crews) and settles the holds of the visits it names
 * in `settle` (starting with `firstId`) once it has ended, committed or not. With `retry`, a crew that
 * raced away between the search and the hold means another attempt with a fresh transaction.
 */
export async function withCrewHold<T>(
  deps: { crew: CrewService },
  firstId: string,
  attempt: (settle: string[]) => Promise<T>,
  opts: { retry: boolean },
): Promise<T> {
  for (let tries = 1; ; tries++) {
    const settle = [firstId];
    try {
      return await attempt(settle);
    } catch (error) {
      if (!opts.retry || !isHoldConflict(error)) throw error;
      if (tries >= HOLD_RACE_ATTEMPTS) throw deps.crew.slotFull();
    } finally {
      for (const id of settle) deps.crew.settle(id);
    }
  }
}
