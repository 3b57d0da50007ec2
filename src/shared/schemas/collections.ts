import { z } from 'zod';
import { PAY_RULE_KINDS } from '../domain/cleaner-pay';

/** Texts of pay after service's end; the web shows them through the messages namespace. */
export const collectionMessages = {
  notCrew: 'Only the crew of this booking or an admin can record its payment.',
  notPayAfterService: 'This booking is not pay after service.',
  cancelled: 'This booking has been cancelled and cannot be paid.',
  amountMismatch: 'The amount must be exactly the amount due for this booking.',
  alreadyCollected: 'The payment for this booking was already recorded.',
  alreadyPaid: 'This booking is already paid.',
  alreadyPaidOnline: 'This booking is already paid online: there is nothing to collect.',
  cashHeldChanged: 'The cash this cleaner holds changed meanwhile. Reload and try again.',
  method: "Method must be 'cash' or 'upi'",
  amount: 'Amount must be a positive number of rupees',
} as const;

export const COLLECTION_METHODS = ['cash', 'upi'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** POST /api/bookings/:id/collect: what the crew took at the door, in rupees. */
export const collectInputSchema = z.strictObject({
  method: z.enum(COLLECTION_METHODS, { error: collectionMessages.method }),
  amount: z
    .number({ error: collectionMessages.amount })
    .positive(collectionMessages.amount)
    .max(10_000_000, collectionMessages.amount),
});
export type CollectInput = z.infer<typeof collectInputSchema>;

export const collectionDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  method: z.enum(COLLECTION_METHODS),
  /** Rupees. */
  amount: z.number(),
  cleaner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  recordedBy: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
  collectedAt: z.string(),
  handedOverAt: z.string().nullable(),
});
export type CollectionDto = z.infer<typeof collectionDtoSchema>;

/** GET /api/bookings/:id/collection: what is due and, once recorded, how it was paid. */
export const bookingCollectionSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** Rupees still to collect; 0 once paid (or when nothing is due). */
  amountDue: z.number(),
  /** upi://pay link to the company's UPI id with the amount, for the QR on the cleaner's phone. */
  upiLink: z.string().nullable(),
  collection: collectionDtoSchema.nullable(),
  receipt: z.object({ _id: z.string(), serial: z.string() }).nullable(),
});
export type BookingCollectionDto = z.infer<typeof bookingCollectionSchema>;

/** One cleaner's customers' cash not yet handed to the office. */
export const cashHeldRowSchema = z.object({
  cleanerId: z.string(),
  name: z.string(),
  /** Rupees. */
  amount: z.number(),
  collections: z.array(
    z.object({
      _id: z.string(),
      bookingId: z.string(),
      reference: z.string(),
      amount: z.number(),
      collectedAt: z.string(),
    }),
  ),
});
export const cashHeldSchema = z.object({ cleaners: z.array(cashHeldRowSchema) });
export type CashHeldDto = z.infer<typeof cashHeldSchema>;

/** POST /api/admin/cleaners/:id/cash-handover: the amount the admin counted must be what is held. */
export const cashHandoverInputSchema = z.strictObject({
  amount: z.number({ error: collectionMessages.amount }).positive(collectionMessages.amount),
});
export const cashHandoverResultSchema = z.object({
  cleanerId: z.string(),
  amount: z.number(),
  count: z.number().int(),
  handedOverAt: z.string(),
});

export const payRuleInputSchema = z.strictObject({
  kind: z.enum(PAY_RULE_KINDS, { error: "Kind must be 'hourly' or 'per_job'" }),
  /** Rupees per hour or per job. */
  rate: z
    .number({ error: 'Rate must be a number of rupees' })
    .min(0, 'Rate must be 0 or more')
    .max(100_000, 'Rate must be at most ₹1,00,000'),
});
export type PayRuleInput = z.infer<typeof payRuleInputSchema>;

export const payRuleDtoSchema = z.object({
  cleanerId: z.string(),
  name: z.string(),
  kind: z.enum(PAY_RULE_KINDS).nullable(),
  /** Rupees; null when no rule is set. */
  rate: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type PayRuleDto = z.infer<typeof payRuleDtoSchema>;

/** GET /api/admin/pay-rules: every cleaner's pay rule. */
export const payRulesSchema = z.object({ rules: z.array(payRuleDtoSchema) });
