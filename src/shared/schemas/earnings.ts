import { z } from 'zod';
import { isValidDate } from '../domain/time';
import { ratingStatsSchema } from './rating';
import { PAY_RULE_KINDS } from '../domain/cleaner-pay';

/** One cleaner's work in a period. Money is rupees, like every amount the API gives. */
export const earningsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  jobs: z.number().int(),
  minutes: z.number().int(),
  hours: z.number(),
  rating: ratingStatsSchema,
  /** The cleaner's share of tips paid in the period; 0 until tips exist. */
  tips: z.number(),
  /** The cleaner's pay rule; null until an admin sets one. */
  payRule: z.object({ kind: z.enum(PAY_RULE_KINDS), rate: z.number() }).nullable(),
  /** Rupees the rule gives for the period's completed jobs. */
  pay: z.number(),
  /** Customers' cash collected up to the period's end and not yet handed to the office. */
  cashHeld: z.number(),
  /** pay + tips − cash held: what the company owes (negative: what the cleaner owes). */
  net: z.number(),
});
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

/** GET /api/cleaner/earnings. */
export const cleanerEarningsSchema = z.object({
  timeZone: z.literal('Asia/Kolkata'),
  weekStartsOn: z.literal('Monday'),
  week: earningsPeriodSchema,
  month: earningsPeriodSchema,
});
export type CleanerEarningsDto = z.infer<typeof cleanerEarningsSchema>;

export const payoutRowSchema = earningsPeriodSchema.omit({ from: true, to: true }).extend({
  cleanerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

/** GET /api/admin/payouts. */
export const payoutReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  cleaners: z.array(payoutRowSchema),
  totals: z.object({
    jobs: z.number().int(),
    hours: z.number(),
    pay: z.number(),
    tips: z.number(),
    cashHeld: z.number(),
    net: z.number(),
  }),
});
export type PayoutReportDto = z.infer<typeof payoutReportSchema>;

const day = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .refine(isValidDate, `${name} must be a date YYYY-MM-DD`);

export const MAX_PAYOUT_DAYS = 366;

export const payoutQuerySchema = z
  .strictObject({
    from: day('from'),
    to: day('to'),
    format: z.enum(['json', 'csv'], { error: 'format is json or csv' }).optional().default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_PAYOUT_DAYS, {
    message: `A report covers at most ${MAX_PAYOUT_DAYS} days`,
    path: ['to'],
  });
export type PayoutQuery = z.infer<typeof payoutQuerySchema>;
