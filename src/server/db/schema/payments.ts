import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';

export const PAYMENT_ROW_STATUSES = [
  'created',
  'attempted',
  'failed',
  'captured',
  'refund_pending',
  'refunded',
] as const;

/** One provider order for a booking and, once paid, the payment that settled it. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull().default('created'),
    refundId: text('refund_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    /** When reconciliation last asked the provider about this order (its claim on the row). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // One open order per booking: two create-order calls at once cannot both leave an order to pay.
    uniqueIndex('payments_open_order_uq')
      .on(t.bookingId)
      .where(sql`${t.status} in ('created', 'attempted', 'failed')`),
    check('payments_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`),
  ],
);

/** Money sent back for a payment: one row per refund, keyed so a retry or a second process cannot repeat it. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentRowId: uuid('payment_row_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['requested', 'pending', 'processed', 'failed'] })
      .notNull()
      .default('requested'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentRowId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** Provider webhook deliveries already handled (dedupe by event id). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** The built-in sandbox's side of the world: what "the provider" knows about payments of its orders. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);
