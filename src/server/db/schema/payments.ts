import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';

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
    status: text('status', { enum: ['created', 'captured', 'failed', 'refund_pending', 'refunded'] })
      .notNull()
      .default('created'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Provider webhook deliveries already handled (dedupe by event id). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
