import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { DISPUTE_STATUSES } from '../../../shared/api-payment-attention';

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
    /** Sends that met an outage, a timeout or a rate limit; bounded (refunds.service.ts), then an alert. */
    attempts: integer('attempts').notNull().default(0),
    /** Why Razorpay refused it (or why it was given up on), for the admin. */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentRowId),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** A customer's bank questioning a payment (Razorpay's payment.dispute.* webhooks), one row per dispute. */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: id(),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    paymentRowId: uuid('payment_row_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    amountDeductedPaise: integer('amount_deducted_paise').notNull().default(0),
    reasonCode: text('reason_code').notNull().default(''),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    phase: text('phase').notNull().default(''),
    /** The last day to answer the bank, from Razorpay. */
    respondBy: timestamp('respond_by', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_disputes_booking_idx').on(t.bookingId),
    index('payment_disputes_created_idx').on(t.createdAt),
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
