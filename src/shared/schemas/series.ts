import { z } from 'zod';
import { DATE_PATTERN, isValidDate, TIME_PATTERN } from '../domain/time';
import { validation as v } from '../texts';
import { MAX_PLAN_DISCOUNT_PERCENT, seriesTexts } from '../domain/series-plan';
import { requiredString, text } from './fields';

export const skipVisitInputSchema = z.strictObject({
  bookingId: z.string().uuid(seriesTexts.chooseVisit),
});

export const pausePlanInputSchema = z.strictObject({
  until: z
    .string(seriesTexts.pauseDateFormat)
    .regex(DATE_PATTERN, seriesTexts.pauseDateFormat)
    .refine(isValidDate, seriesTexts.pauseDateFormat),
});

/** POST /api/bookings/series/:id/reschedule: this visit to a new day and time, every later one with it. */
export const movePlanInputSchema = z.strictObject({
  bookingId: z.string().uuid(seriesTexts.chooseVisit),
  date: requiredString(v.dateRequired)
    .regex(DATE_PATTERN, 'Date must be YYYY-MM-DD')
    .refine(isValidDate, 'Please choose a real calendar date'),
  time: requiredString(v.timeRequired).regex(TIME_PATTERN, 'Service time must be HH:MM'),
});
export type MovePlanInput = z.infer<typeof movePlanInputSchema>;

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
