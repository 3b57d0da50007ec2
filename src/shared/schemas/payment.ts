import { z } from 'zod';
import { text } from './fields';

export const ONLINE_METHODS = ['razorpay_upi', 'razorpay_qr'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

const bookingIdText = text().max(80);

/**
 * `{ bookingId }`; the spec's `bookingData` shape is accepted too, for older clients that send the
 * whole booking: only its id is read, and every amount in it is ignored (the server's total is charged).
 */
export const createOrderInputSchema = z
  .object({
    bookingId: bookingIdText.optional(),
    method: z.enum(ONLINE_METHODS).optional(),
    paymentMethod: text().max(40).optional(),
    bookingData: z
      .object({ _id: bookingIdText.optional(), bookingId: bookingIdText.optional() })
      .passthrough()
      .optional(),
  })
  .refine((v) => v.bookingId ?? v.bookingData?._id ?? v.bookingData?.bookingId, {
    message: 'bookingId is required',
    path: ['bookingId'],
  });
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

const providerId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/, `${what} is not valid`);

export const verifyPaymentInputSchema = z.object({
  razorpayOrderId: providerId('razorpayOrderId'),
  razorpayPaymentId: providerId('razorpayPaymentId'),
  razorpaySignature: z.string({ error: 'razorpaySignature is required' }).min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInputSchema>;

export const sandboxCheckoutInputSchema = z.strictObject({
  orderId: providerId('orderId'),
  method: z.enum(['upi', 'qr']),
  outcome: z.enum(['success', 'failure']).optional().default('success'),
  /** Off only to play a lost webhook (tests of verify and reconciliation). */
  emitWebhooks: z.boolean().optional().default(true),
});

export const adminRefundInputSchema = z.strictObject({
  amountPaise: z.number().int('amountPaise must be whole paise').positive('amountPaise must be above 0'),
  reason: text({ multiline: true }).max(500).optional().default(''),
});

/** Use the customer's credits for a booking before its online amount (issue 36 part 4). */
export const useCreditsInputSchema = z.strictObject({
  bookingId: z.string({ error: 'bookingId is required' }).uuid('bookingId must be an id'),
});
export type UseCreditsInput = z.infer<typeof useCreditsInputSchema>;
