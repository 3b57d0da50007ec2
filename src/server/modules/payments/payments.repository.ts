import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, collections, payments, refunds } from '../../db/schema/index';
import { rememberWebhookEvent } from '../../platform/webhook-events.repository';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
type BookingPaymentFields = Partial<Pick<typeof bookings.$inferInsert, 'paymentStatus' | 'paymentMethod'>>;

const OPEN = ['created', 'attempted', 'failed'] as const;

export const paymentsRepository = {
  async findOpenOrder(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, [...OPEN])));
    return row;
  },

  async findByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    return row;
  },

  async findById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row;
  },

  /** The row locked for the rest of the transaction: one state change at a time per order. */
  async lockById(tx: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  },

  async findCaptured(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['captured', 'refunded'])));
    return row;
  },

  listForBooking: (db: DbOrTx, bookingId: string) =>
    db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt)),

  async insert(db: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [created] = await db.insert(payments).values(row).returning();
    return created!;
  },

  async update(db: DbOrTx, id: string, set: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
    const [row] = await db
      .update(payments)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },

  async setBookingPayment(db: DbOrTx, bookingId: string, set: BookingPaymentFields) {
    await db
      .update(bookings)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(bookings.id, bookingId));
  },

  /** The booking, locked until the caller's transaction ends: a capture and a collection queue here. */
  async lockBooking(tx: DbOrTx, bookingId: string) {
    const [row] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    return row;
  },

  /** Whether the crew (or an admin) recorded the booking's payment at the door (collections module's table). */
  async paidAtTheDoor(db: DbOrTx, bookingId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.bookingId, bookingId));
    return !!row;
  },

  async bookingById(db: DbOrTx, bookingId: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },

  /** Records a webhook delivery; false when it was seen before (a replay). */
  rememberEvent: rememberWebhookEvent,

  /**
   * Claims orders left unpaid since before `olderThan` and not checked since `checkedBefore`:
   * SKIP LOCKED plus the checked_at stamp means two processes never ask about the same order at once.
   */
  async claimStaleOrders(tx: DbOrTx, olderThan: Date, checkedBefore: Date, now: Date, limit = 20) {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['created', 'attempted']),
          lt(payments.createdAt, olderThan),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, checkedBefore)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ checkedAt: now })
      .where(
        inArray(
          payments.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  },

  // Refunds

  /** Inserts a refund under its idempotency key; an existing one under the same key is returned instead. */
  async insertRefund(
    tx: DbOrTx,
    row: typeof refunds.$inferInsert,
  ): Promise<{ refund: RefundRow; created: boolean }> {
    const [created] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
    if (created) return { refund: created, created: true };
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, row.idempotencyKey));
    return { refund: existing!, created: false };
  },

  async refundById(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
    return row;
  },

  async refundByProviderId(db: DbOrTx, providerRefundId: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
    return row;
  },

  async lockRefund(tx: DbOrTx, id: string): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  },

  async updateRefund(db: DbOrTx, id: string, set: Partial<typeof refunds.$inferInsert>) {
    await db
      .update(refunds)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(refunds.id, id));
  },

  /** A payment's refunds given this reason (e.g. the automatic one of a booking paid at the visit). */
  refundsWithReason: (db: DbOrTx, paymentRowId: string, reason: string): Promise<RefundRow[]> =>
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentRowId, paymentRowId), eq(refunds.reason, reason))),

  /** A payment's refunds asked for and not yet confirmed or failed (with the provider, or still to send). */
  refundsInFlight: (db: DbOrTx, paymentRowId: string): Promise<RefundRow[]> =>
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentRowId, paymentRowId), inArray(refunds.status, ['requested', 'pending']))),

  /** Paise asked back so far (requested, pending or processed) for a payment. */
  async refundedOrAsked(db: DbOrTx, paymentRowId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentRowId, paymentRowId),
          inArray(refunds.status, ['requested', 'pending', 'processed']),
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** Refunds we recorded but never got to the provider (a crash or an outage in between). */
  unsentRefunds: (db: DbOrTx, createdBefore: Date) =>
    db
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'requested'),
          isNull(refunds.providerRefundId),
          lt(refunds.updatedAt, createdBefore),
        ),
      )
      .limit(20),

  /** Counts one more send of a refund; the count after it. */
  async countRefundAttempt(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1` })
      .where(eq(refunds.id, id))
      .returning({ attempts: refunds.attempts });
    return row?.attempts ?? 0;
  },

  /** Stamps an unsent refund as being retried now; false when another process got to it first. */
  async claimUnsentRefund(db: DbOrTx, id: string, before: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(refunds)
      .set({ updatedAt: now })
      .where(
        and(
          eq(refunds.id, id),
          eq(refunds.status, 'requested'),
          isNull(refunds.providerRefundId),
          lt(refunds.updatedAt, before),
        ),
      )
      .returning({ id: refunds.id });
    return rows.length === 1;
  },
};
