import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordChange } from './booking-change';
import type { BookingsContext } from './bookings.context';
import { bookingsRepository, type BookingDetail, type BookingRow } from './bookings.repository';
import { holdCrewFor, withCrewHold } from './crew-hold';
import { assertBookableSlot, assertRealDate } from './slots';
import { insertVisit, jobOf } from './visits';

export interface FreeRevisitInput {
  actor: AuthUser;
  original: BookingRow;
  slot: { date: string; time: string };
  note: string;
  avoidCleanerIds: string[];
  link: (tx: DbOrTx, row: BookingRow) => Promise<void>;
}

/**
 * A free visit for the same job as `original` (a complaint's re-clean): ₹0, its own crew held like any
 * booking's (preferably not the first crew), and `link` run in the same transaction before the hold.
 */
export async function createFreeRevisit(
  deps: BookingsContext,
  { actor, original, slot, note, avoidCleanerIds, link }: FreeRevisitInput,
): Promise<BookingDetail> {
  const { db, clock } = deps;
  assertRealDate(slot.date);
  const now = clock.now();
  assertBookableSlot(slot.date, slot.time, now);
  const id = randomUUID();
  await withCrewHold(
    deps,
    id,
    () =>
      db.transaction(async (tx) => {
        const row = await insertVisit(tx, {
          ...jobOf(original),
          id,
          addons: original.addons.map((a) => ({ name: a.name, pricePaise: 0 })),
          scheduledDate: slot.date,
          scheduledTime: slot.time,
          basePaise: 0,
          totalPaise: 0,
        });
        await recordChange(tx, {
          booking: { id: row.id },
          actor,
          to: 'pending',
          note,
        });
        await link(tx, row);
        await deps.notify.received(tx, row);
        await holdCrewFor(deps, tx, row, now, { savepoint: true, avoidCleanerIds });
      }),
    { retry: false },
  );
  return (await bookingsRepository.findDetail(db, id))!;
}
