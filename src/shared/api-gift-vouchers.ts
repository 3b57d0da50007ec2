import { z } from 'zod';
import { VOUCHER_STATUSES } from './domain/gift-vouchers';

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
