import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, paymentDisputes, payments, refunds } from '../../db/schema/index';
import type { DISPUTE_STATUSES } from '../../../shared/api-payment-attention';

export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export type DisputeRow = typeof paymentDisputes.$inferSelect;

/** How far a dispute has come: a late or replayed event never moves it back. */
const RANK: Record<DisputeStatus, number> = { open: 0, under_review: 1, won: 2, lost: 2, closed: 3 };
export const disputeRank = (status: DisputeStatus) => RANK[status];

/** Disputes, refunds and payments an admin must look at (GET /api/admin/payments/attention). */
export const disputesRepository = {
  findPaymentByProviderId: async (db: DbOrTx, paymentId: string) => {
    const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
    return row;
  },

  async lockByProviderId(db: DbOrTx, providerDisputeId: string): Promise<DisputeRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.providerDisputeId, providerDisputeId))
      .for('update');
    return row;
  },

  /** Inserts the dispute, or (another delivery first) returns null. */
  async insert(db: DbOrTx, row: typeof paymentDisputes.$inferInsert): Promise<DisputeRow | null> {
    const [inserted] = await db.insert(paymentDisputes).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async update(db: DbOrTx, id: string, set: Partial<typeof paymentDisputes.$inferInsert>) {
    await db
      .update(paymentDisputes)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(paymentDisputes.id, id));
  },

  disputes: (db: DbOrTx, limit: number) =>
    db
      .select({ dispute: paymentDisputes, customerName: bookings.customerName })
      .from(paymentDisputes)
      .innerJoin(bookings, eq(bookings.id, paymentDisputes.bookingId))
      .orderBy(desc(paymentDisputes.createdAt))
      .limit(limit),

  /** Failed refunds (refused, or given up on) and ones still being retried after an outage. */
  troubledRefunds: (db: DbOrTx, limit: number) =>
    db
      .select()
      .from(refunds)
      .where(or(eq(refunds.status, 'failed'), and(eq(refunds.status, 'requested'), ne(refunds.attempts, 0))))
      .orderBy(desc(refunds.updatedAt))
      .limit(limit),

  /** Payments authorized at Razorpay and not captured yet: money held, not received. */
  waitingPayments: (db: DbOrTx, limit: number) =>
    db
      .select()
      .from(payments)
      .where(inArray(payments.status, ['attempted']))
      .orderBy(desc(payments.updatedAt))
      .limit(limit),
};
