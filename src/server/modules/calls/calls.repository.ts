import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, maskedCalls, users } from '../../db/schema';

export const callsRepository = {
  /** Locks the booking's row until the transaction ends, so two calls counted at once count one after the other. */
  async lockBooking(tx: DbOrTx, bookingId: string) {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  },

  /** When this person called about this booking since `since`, oldest first. */
  async recentCalls(tx: DbOrTx, bookingId: string, callerId: string, since: Date): Promise<Date[]> {
    const rows = await tx
      .select({ at: maskedCalls.createdAt })
      .from(maskedCalls)
      .where(
        and(
          eq(maskedCalls.bookingId, bookingId),
          eq(maskedCalls.callerId, callerId),
          gte(maskedCalls.createdAt, since),
        ),
      )
      .orderBy(asc(maskedCalls.createdAt));
    return rows.map((r) => r.at);
  },

  async insert(
    tx: DbOrTx,
    call: { bookingId: string; callerId: string; callerRole: 'customer' | 'cleaner'; at: Date },
  ) {
    const [row] = await tx
      .insert(maskedCalls)
      .values({
        bookingId: call.bookingId,
        callerId: call.callerId,
        callerRole: call.callerRole,
        createdAt: call.at,
      })
      .returning({ id: maskedCalls.id });
    return row.id;
  },

  async settle(db: DbOrTx, id: string, outcome: { providerCallId: string } | { failure: string }) {
    await db
      .update(maskedCalls)
      .set(
        'providerCallId' in outcome
          ? { providerCallId: outcome.providerCallId }
          : { failure: outcome.failure.slice(0, 500) },
      )
      .where(eq(maskedCalls.id, id));
  },

  async phoneOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    return row?.phone ?? null;
  },
};
