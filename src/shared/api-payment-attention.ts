import { z } from 'zod';

/** A Razorpay dispute's states (API reference, "Disputes Entity"). */
export const DISPUTE_STATUSES = ['open', 'under_review', 'won', 'lost', 'closed'] as const;

/** What an admin must look at about money (GET /api/admin/payments/attention). */
export const paymentAttentionSchema = z.object({
  disputes: z.array(
    z.object({
      id: z.string(),
      providerDisputeId: z.string(),
      bookingId: z.string(),
      customerName: z.string(),
      amountPaise: z.number(),
      amountDeductedPaise: z.number(),
      reasonCode: z.string(),
      status: z.enum(DISPUTE_STATUSES),
      phase: z.string(),
      respondBy: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      amountPaise: z.number(),
      status: z.enum(['requested', 'pending', 'processed', 'failed']),
      attempts: z.number(),
      failureReason: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** Authorized at Razorpay and not captured yet: money held, not received. */
  waitingPayments: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      orderId: z.string(),
      paymentId: z.string().nullable(),
      amountPaise: z.number(),
      updatedAt: z.string(),
    }),
  ),
});
export type PaymentAttentionDto = z.infer<typeof paymentAttentionSchema>;
