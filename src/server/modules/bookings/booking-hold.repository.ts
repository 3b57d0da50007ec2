import { and, asc, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { BookingRow } from './bookings.repository';

/** A booking and, when it starts a series, the series' other visits: they are held and released together. */
const groupOf = (b: Pick<BookingRow, 'id' | 'seriesId'>) =>
  b.seriesId ? or(eq(bookings.id, b.id), eq(bookings.seriesId, b.seriesId))! : eq(bookings.id, b.id);

const stillHeld = and(isNotNull(bookings.holdExpiresAt), ne(bookings.status, 'cancelled'))!;

/** The cap function refused: the account already has its allowance of bookings awaiting payment. */
export function isOverHoldCap(error: unknown): boolean {
  for (let e: any = error; e; e = e.cause)
    if (e.code === 'P0001' && /TOO_MANY_UNPAID/.test(e.message)) return true;
  return false;
}

export const bookingHoldRepository = {
  /**
   * The cap on bookings awaiting payment, in one statement (the database's `chamak_assert_under_hold_cap`,
   * drizzle/0036): locks the account's row to the end of the transaction, so one account's bookings are
   * counted one at a time, and fails with isOverHoldCap when `max` are already held (a held series counts once).
   */
  async assertUnderCap(tx: DbOrTx, userId: string, max: number) {
    await tx.execute(sql`select chamak_assert_under_hold_cap(${userId}::uuid, ${max}::int)`);
  },

  /**
   * Ends the hold of the booking and its series' held visits. The update is the confirmation's key: of two
   * confirmations (two processes, a retry), only the one whose update finds the hold still set gets rows.
   */
  async clearHold(tx: DbOrTx, b: Pick<BookingRow, 'id' | 'seriesId'>, now: Date): Promise<BookingRow[]> {
    return tx
      .update(bookings)
      .set({ holdExpiresAt: null, updatedAt: now })
      .where(and(groupOf(b), stillHeld))
      .returning();
  },

  /** Held bookings whose time ran out, first visits of a series first (the group is released with it). */
  due(db: DbOrTx, now: Date, limit: number) {
    return db
      .select({ id: bookings.id, seriesId: bookings.seriesId })
      .from(bookings)
      .where(and(stillHeld, lte(bookings.holdExpiresAt, now)))
      .orderBy(asc(bookings.holdExpiresAt), asc(bookings.startsAt))
      .limit(limit);
  },

  /** Cancels the group's visits still held past their time; the rows this call released (none if another did). */
  async release(tx: DbOrTx, b: Pick<BookingRow, 'id' | 'seriesId'>, now: Date, reason: string) {
    return tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelReason: reason,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(and(groupOf(b), stillHeld, lte(bookings.holdExpiresAt, now)))
      .returning();
  },
};
