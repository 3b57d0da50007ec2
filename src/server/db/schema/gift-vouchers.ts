import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { VOUCHER_REFUND_STATUSES, VOUCHER_STATUSES } from '../../../shared/domain/gift-vouchers';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Gift vouchers (drizzle/0057_gift_vouchers.sql, decision 046): the provider order that pays one, and once paid
 * the SHA-256 of its code (the code itself only reaches the recipient). Redeemed once: redeemed_at is set by a
 * conditional UPDATE in the transaction that writes the credit.
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    recipientMobile: text('recipient_mobile'),
    recipientLanguage: text('recipient_language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    message: text('message').notNull().default(''),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    status: text('status', { enum: VOUCHER_STATUSES }).notNull().default('created'),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    redeemedBy: uuid('redeemed_by').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** When the payment reconciler last asked the provider about this unpaid order. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /** Refunded before redemption (drizzle/0061_gift_voucher_refunds.sql): by whom, when, why. */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    refundedBy: uuid('refunded_by').references(() => users.id),
    refundReason: text('refund_reason'),
    /** The provider's refund of the payment: pending, processed, or failed (an admin retries). */
    refundStatus: text('refund_status', { enum: VOUCHER_REFUND_STATUSES }),
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    unique('gift_vouchers_order_uq').on(t.orderId),
    unique('gift_vouchers_payment_uq').on(t.paymentId),
    unique('gift_vouchers_code_uq').on(t.codeHash),
    index('gift_vouchers_buyer_idx').on(t.buyerId, t.createdAt),
    index('gift_vouchers_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
    check(
      'gift_vouchers_amount_check',
      sql`${t.amountPaise} BETWEEN 50000 AND 1000000 AND ${t.amountPaise} % 100 = 0`,
    ),
    check('gift_vouchers_status_check', sql`${t.status} in ('created', 'paid', 'failed', 'refunded')`),
    check('gift_vouchers_provider_check', sql`${t.provider} in ('razorpay', 'sandbox')`),
    check('gift_vouchers_language_check', sql`${t.recipientLanguage} in ('en', 'hi')`),
    check(
      'gift_vouchers_recipient_check',
      sql`(${t.recipientEmail} IS NULL) <> (${t.recipientMobile} IS NULL)`,
    ),
    check('gift_vouchers_message_check', sql`char_length(${t.message}) <= 200`),
    check(
      'gift_vouchers_paid_check',
      sql`(${t.status} in ('paid', 'refunded')) = (${t.codeHash} IS NOT NULL)`,
    ),
    check(
      'gift_vouchers_refund_check',
      sql`(${t.status} = 'refunded') = (${t.refundedAt} IS NOT NULL) AND (${t.refundStatus} IS NULL OR ${t.refundStatus} in ('pending', 'processed', 'failed')) AND (${t.status} <> 'refunded' OR ${t.redeemedAt} IS NULL)`,
    ),
    index('gift_vouchers_created_idx').on(t.createdAt),
    check(
      'gift_vouchers_redeemed_check',
      sql`(${t.redeemedAt} IS NULL) = (${t.redeemedBy} IS NULL) AND (${t.redeemedAt} IS NULL OR ${t.status} = 'paid')`,
    ),
  ],
);
