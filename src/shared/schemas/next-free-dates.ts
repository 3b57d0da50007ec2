import { z } from 'zod';
import { availabilityQuerySchema } from './booking';

/** How far ahead GET /api/availability/next-free looks for dates with a free slot. */
export const NEXT_FREE_SEARCH_DAYS = 30;

/** The job as for /api/availability; `date` is the full day, the dates returned come after it. */
export const nextFreeDatesQuerySchema = availabilityQuerySchema.extend({
  count: z.coerce.number().int().min(1).max(7).optional().default(3),
  /**
   * Start times the customer looks at ('08:00,09:00', a time of day): a date counts as free only when one
   * of them is, so a full morning on a day with free afternoons still names the next free mornings.
   */
  times: z
    .string()
    .regex(/^\d\d:\d\d(,\d\d:\d\d){0,23}$/, 'Times must be HH:MM, separated by commas')
    .transform((v) => v.split(','))
    .optional(),
});

export const nextFreeDatesSchema = z.object({
  after: z.string(),
  /** Up to `count` dates, soonest first, each with how many start times are free for the job. */
  dates: z.array(z.object({ date: z.string(), freeSlots: z.number() })),
  /** How many days were looked at (no date in them means nothing is free that soon). */
  searchedDays: z.number(),
});
export type NextFreeDates = z.infer<typeof nextFreeDatesSchema>;
