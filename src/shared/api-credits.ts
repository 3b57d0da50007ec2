import { z } from 'zod';
import { CREDIT_REASONS } from './domain/credits';

/** One ledger entry as the customer sees it: amounts in paise (negative when credits went out). */
export const creditEntryDtoSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  /** The reason in words (English; the web shows its own translation of `reason`). */
  reasonText: z.string(),
  note: z.string().nullable(),
  bookingId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditEntryDto = z.infer<typeof creditEntryDtoSchema>;

export const creditsDtoSchema = z.object({
  balancePaise: z.number().int(),
  entries: z.array(creditEntryDtoSchema),
});
export type CreditsDto = z.infer<typeof creditsDtoSchema>;

/**
 * GET /api/admin/customers/:id/credits: the customer's credits as they see them, with the signed-in staff
 * member's goodwill limit per grant (0: the role may not grant).
 */
export const adminCreditsDtoSchema = creditsDtoSchema.extend({
  goodwillLimitPaise: z.number().int(),
});
export type AdminCreditsDto = z.infer<typeof adminCreditsDtoSchema>;

/** POST /api/admin/customers/:id/credits: the goodwill entry granted and the customer's new balance. */
export const goodwillGrantedSchema = z.object({
  entry: creditEntryDtoSchema,
  balancePaise: z.number().int(),
});
