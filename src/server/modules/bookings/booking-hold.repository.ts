import { and, asc, countDistinct, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, users } from '../../db/schema/index';
import type { BookingRow } from './bookings.repository';

/** A booking and, when it starts a series, the series' other visits: they are held and released together. */
const groupOf = (b: Pick<BookingRow, 'id' | 'seriesId'>) =>
  b.seriesId ? or(eq(bookings.id, b.id), eq(bookings.seriesId, b.seriesId))! : eq(bookings.id, b.id);

const stillHeld = and(isNotNull(bookings.holdExpiresAt), ne(bookings.status, 'cancelled'))!;

export const bookingHoldRepository = {
  /** The account's row, locked to the end of the transaction: one account's bookings are counted one at a time. */
  async lockAccount(tx: DbOrTx, userId: string) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  /** Bookings of the account awaiting payment; a held series counts once. */
  async countHeld(tx: DbOrTx, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: countDistinct(sql`coalesce(${bookings.seriesId}, ${bookings.id})`) })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), stillHeld));
    return Number(row?.n ?? 0);
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
