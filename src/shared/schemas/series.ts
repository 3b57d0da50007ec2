import { z } from 'zod';
import { DATE_PATTERN, isValidDate } from '../domain/time';
import { seriesTexts } from '../domain/series-plan';
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
