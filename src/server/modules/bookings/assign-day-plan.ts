import { isCancellableStatus } from '../../../shared/domain/booking-rules';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import { recordChange } from './booking-change';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository } from './bookings.repository';

/** One booking's crew as planned from, and as the plan gives it (lead first). */
export interface CrewChange {
  bookingId: string;
  before: string[];
  after: string[];
}

export const DAY_CHANGED = 'The day has changed since it was planned. Plan it again.';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * A day plan's crews (issue 35 part 3), in the caller's transaction, under the locks an assignment takes:
 * every changed booking is locked first (in id order, so two appliers queue rather than deadlock) and must
 * still have the crew it was planned from, not be started and not wait for payment (else 409: plan again).
 * Then their holds are released together, so crews may swap, and each new crew is held through
 * CrewService.holdChosen (the exclusion constraint has the last word: a lost race is a 409).
 *
 * Only the people whose job changed hear of it, by the assignment's messages: the customer of an assigned
 * booking whose crew changed, and the cleaners who joined it. A pending booking's reserved crew moves
 * without a message (nobody was told of it yet).
 */
export async function assignDayPlan(
  deps: BookingChangesContext,
  tx: DbOrTx,
  { actor, date, changes }: { actor: AuthUser | null; date: string; changes: CrewChange[] },
): Promise<{ changed: number; notified: number }> {
  const now = deps.clock.now();
  const sorted = [...changes].sort((a, b) => a.bookingId.localeCompare(b.bookingId));
  const locked = [];
  for (const change of sorted) {
    const row = await bookingsRepository.lockForChange(tx, change.bookingId);
    const previous = row ? await schedule.crewOf(tx, row.id) : [];
    if (
      !row ||
      row.scheduledDate !== date ||
      !isCancellableStatus(row.status) ||
      row.holdExpiresAt ||
      row.onMyWayAt ||
      row.startedAt ||
      !sameSet(
        previous.map((c) => c.cleanerId),
        change.before,
      ) ||
      change.after.length !== row.crewSize
    )
      throw conflict(DAY_CHANGED, 'CONFLICT');
    locked.push({ row, previous, change });
  }
  for (const { row } of locked) await schedule.releaseHolds(tx, row.id);
  let notified = 0;
  try {
    for (const { row, previous, change } of locked) {
      const assigned = row.status === 'assigned';
      await deps.crew.holdChosen(tx, row, change.after, assigned ? 'assigned' : 'reserved');
      const crew = await schedule.crewOf(tx, row.id);
      const names = change.after.map((id) => crew.find((c) => c.cleanerId === id)!.name).join(', ');
      await recordAudit(tx, {
        actor,
        action: 'booking.assign',
        entityType: 'booking',
        entityId: row.id,
        details: {
          from: previous.map((c) => ({ id: c.cleanerId, kind: c.kind })),
          to: change.after,
          fromStatus: row.status,
          dayPlan: date,
        },
      });
      if (!assigned) {
        await recordChange(tx, {
          booking: row,
          ...(actor ? { actor } : {}),
          to: 'pending',
          note: `Reserved crew changed by the day plan to ${names}`,
        });
        continue;
      }
      const lead = crew.find((c) => c.cleanerId === change.after[0])!;
      const updated = await bookingsRepository.update(tx, row.id, {
        cleanerId: lead.cleanerId,
        cleanerAssignedAt: now,
        updatedAt: now,
      });
      await recordChange(tx, {
        booking: row,
        ...(actor ? { actor } : {}),
        to: 'assigned',
        note: `Reassigned by the day plan to ${names}`,
      });
      const before = new Set(previous.map((c) => c.cleanerId));
      const joined = crew.filter((c) => !before.has(c.cleanerId));
      await deps.notify.crewAssigned(tx, updated, { lead, joined, at: now });
      notified += 1 + joined.length;
    }
  } catch (error) {
    if (isHoldConflict(error))
      throw conflict(
        'A cleaner in the plan was just given another job at that time. Plan it again.',
        'CONFLICT',
      );
    throw error;
  }
  return { changed: locked.length, notified };
}
