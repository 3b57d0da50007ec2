import { z } from 'zod';
import { DATE_PATTERN, isValidDate } from '../domain/time';
import { MAX_PLAN_DISCOUNT_PERCENT, seriesTexts } from '../domain/series-plan';
import { text } from './fields';

export const skipVisitInputSchema = z.strictObject({
  bookingId: z.string().uuid(seriesTexts.chooseVisit),
});

export const pausePlanInputSchema = z.strictObject({
  until: z
    .string(seriesTexts.pauseDateFormat)
    .regex(DATE_PATTERN, seriesTexts.pauseDateFormat)
    .refine(isValidDate, seriesTexts.pauseDateFormat),
});

export const cancelPlanInputSchema = z.strictObject({
  reason: text({ multiline: true }).max(500).optional().default(''),
});

const planPercent = z
  .number('Enter a whole percent from 0 to 50.')
  .int('Enter a whole percent from 0 to 50.')
  .min(0, 'Enter a whole percent from 0 to 50.')
  .max(MAX_PLAN_DISCOUNT_PERCENT, 'Enter a whole percent from 0 to 50.');

/** PUT /api/admin/plans/discounts: the owner's discount per plan frequency (admin console, English). */
export const planDiscountsInputSchema = z.strictObject({
  weekly: planPercent,
  'bi-weekly': planPercent,
  monthly: planPercent,
});
export type PlanDiscountsInput = z.infer<typeof planDiscountsInputSchema>;
