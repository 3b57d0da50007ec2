import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings, notificationsSent, users } from '../../db/schema/index';

const REMINDABLE = ['pending', 'assigned'] as const;
const cleaners = alias(users, 'cleaner');

export const remindersRepository = {
  /** Visits on these dates that are still on and have no notification of this kind yet. */
  candidates(db: DbOrTx, dates: string[], kind: string) {
    return db
      .select({ id: bookings.id, date: bookings.scheduledDate, time: bookings.scheduledTime })
      .from(bookings)
      .where(
        and(
          inArray(bookings.scheduledDate, dates),
          inArray(bookings.status, [...REMINDABLE]),
          // A booking still waiting for its payment choice is not booked yet (docs/product-rules.md#booked-means-confirmed).
          isNull(bookings.holdExpiresAt),
          notExists(
            db
              .select({ one: notificationsSent.bookingId })
              .from(notificationsSent)
              .where(and(eq(notificationsSent.bookingId, bookings.id), eq(notificationsSent.kind, kind))),
          ),
        ),
      );
  },

  /**
   * The booking, locked until the transaction ends: a cancellation waits for the reminder's commit
   * (and then sends its own email), and a second process waits here and then finds the reminder taken.
   */
  async lockRemindable(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select({ booking: bookings, ownerEmail: users.email, cleanerName: cleaners.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(cleaners, eq(cleaners.id, bookings.cleanerId))
      .where(
        and(eq(bookings.id, id), inArray(bookings.status, [...REMINDABLE]), isNull(bookings.holdExpiresAt)),
      )
      .for('update', { of: bookings });
    return row;
  },

  /** The once-only key: true when this call took it, false when it was already taken. */
  async claim(tx: DbOrTx, bookingId: string, kind: string): Promise<boolean> {
    const inserted = await tx
      .insert(notificationsSent)
      .values({ bookingId, kind })
      .onConflictDoNothing()
      .returning({ bookingId: notificationsSent.bookingId });
    return inserted.length > 0;
  },

  async recordSent(tx: DbOrTx, bookingId: string, kind: string, outboxEmailId: string | null, at: Date) {
    await tx
      .update(notificationsSent)
      .set({ outboxEmailId })
      .where(and(eq(notificationsSent.bookingId, bookingId), eq(notificationsSent.kind, kind)));
    await tx.update(bookings).set({ reminderSentAt: at }).where(eq(bookings.id, bookingId));
  },
};
