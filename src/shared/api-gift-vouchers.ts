import { z } from 'zod';
import { VOUCHER_ADMIN_STATES, VOUCHER_REFUND_STATUSES, VOUCHER_STATUSES } from './domain/gift-vouchers';

/** POST /api/gift-vouchers: the provider order to pay, as a booking's or a tip's checkout takes it. */
export const giftVoucherOrderDtoSchema = z.object({
  voucherId: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  merchantName: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type GiftVoucherOrderDto = z.infer<typeof giftVoucherOrderDtoSchema>;

/** A voucher as its buyer sees it: never its code (that goes only to the recipient). */
export const giftVoucherDtoSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  recipientName: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  paidAt: z.string().nullable(),
  redeemed: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type GiftVoucherDto = z.infer<typeof giftVoucherDtoSchema>;

/** POST /api/gift-vouchers/redeem: what it added and the new balance. */
export const giftVoucherRedeemedSchema = z.object({
  amountPaise: z.number().int(),
  balancePaise: z.number().int(),
  creditsExpireAt: z.string(),
});
export type GiftVoucherRedeemed = z.infer<typeof giftVoucherRedeemedSchema>;

/**
 * A voucher as the office sees it (GET /api/admin/gift-vouchers): the buyer, the recipient masked (email and
 * mobile as elsewhere), the state in words' keys, and whether it can be refunded. Never the code.
 */
export const adminGiftVoucherSchema = z.object({
  id: z.string(),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  recipientName: z.string(),
  /** 'r***@example.com' or '98XXXXXX10'. */
  recipientContact: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(VOUCHER_ADMIN_STATES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundStatus: z.enum(VOUCHER_REFUND_STATUSES).nullable(),
  /** Paid, not redeemed, not refunded (an expired one too: the buyer's money is still held). */
  refundable: z.boolean(),
  /** Refunded, but the provider's refund failed: an admin asks again. */
  retryRefund: z.boolean(),
});
export type AdminGiftVoucherDto = z.infer<typeof adminGiftVoucherSchema>;

export const adminGiftVouchersSchema = z.object({
  items: z.array(adminGiftVoucherSchema),
  total: z.number().int(),
});
export type AdminGiftVouchersDto = z.infer<typeof adminGiftVouchersSchema>;
