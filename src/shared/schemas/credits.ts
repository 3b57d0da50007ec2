import { z } from 'zod';
import { text } from './fields';

export const GOODWILL_NOTE_MAX = 200;

/** An admin's goodwill grant: whole rupees or rupees and paise, with the reason the customer is given. */
export const goodwillInputSchema = z.strictObject({
  amountRupees: z
    .number({ error: 'amountRupees must be a number' })
    .positive('amountRupees must be above 0')
    .max(1_00_000, 'amountRupees can be at most 100000')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      error: 'amountRupees can have at most two decimals',
    }),
  reason: text()
    .min(1, 'reason is required')
    .max(GOODWILL_NOTE_MAX, `reason can be at most ${GOODWILL_NOTE_MAX} characters`),
});
export type GoodwillInput = z.infer<typeof goodwillInputSchema>;
