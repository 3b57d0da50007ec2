import { z } from 'zod';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from './domain/complaint-rules';

/** A stored photo as every answer describes it (the bytes are fetched from `url`). */
const storedPhotoFields = {
  url: z.string(),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  createdAt: z.string(),
};

/** A customer's photo on their complaint; `url` is fetched with the bearer token. */
export const complaintPhotoDtoSchema = z.object({ _id: z.string(), ...storedPhotoFields });
export type ComplaintPhotoDto = z.infer<typeof complaintPhotoDtoSchema>;

/** A complaint as customers and admins read it. Amounts are rupees. */
export const complaintDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  resolutionNote: z.string(),
  refundAmount: z.number().nullable(),
  recleanBookingId: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  photos: z.array(complaintPhotoDtoSchema),
  /** Admin lists add what identifies the visit. */
  booking: z
    .object({
      serviceName: z.string(),
      customerName: z.string(),
      scheduledDate: z.string(),
      scheduledTime: z.string(),
      totalAmount: z.number(),
      paymentStatus: z.string(),
    })
    .optional(),
});
export type ComplaintDto = z.infer<typeof complaintDtoSchema>;
/** One complaint (filed, resolved) and a list of them, as the complaint routes answer. */
export const complaintAnswerSchema = z.object({ complaint: complaintDtoSchema });
export const complaintsListSchema = z.object({ complaints: z.array(complaintDtoSchema) });

export const checklistItemSchema = z.object({ item: z.string(), done: z.boolean(), note: z.string() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const photoDtoSchema = z.object({
  _id: z.string(),
  stage: z.enum(['before', 'after']),
  ...storedPhotoFields,
});
export type PhotoDto = z.infer<typeof photoDtoSchema>;

/** What was done on a visit: the checklist (null until completed, or when none was recorded) and photos. */
export const jobProofDtoSchema = z.object({
  checklist: z.array(checklistItemSchema).nullable(),
  /** The items a completing cleaner ticks (the package's 'includes'). */
  checklistItems: z.array(z.string()),
  photos: z.array(photoDtoSchema),
});
export type JobProofDto = z.infer<typeof jobProofDtoSchema>;

export const tipDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  amount: z.number(),
  status: z.enum(['created', 'paid', 'failed']),
  /** The receipt: the provider's order and payment ids. */
  orderId: z.string(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  shares: z.array(z.object({ cleanerId: z.string(), name: z.string(), amount: z.number() })),
});
export type TipDto = z.infer<typeof tipDtoSchema>;
/** GET /api/bookings/:id/tips: the visit's tips with their receipts. */
export const bookingTipsSchema = z.object({ tips: z.array(tipDtoSchema) });
/** POST /api/tips/verify: the tip, paid. */
export const verifiedTipSchema = z.object({ tip: tipDtoSchema });

export const tipOrderDtoSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  bookingId: z.string(),
  merchantName: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type TipOrderDto = z.infer<typeof tipOrderDtoSchema>;
