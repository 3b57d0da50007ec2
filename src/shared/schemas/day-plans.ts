import { z } from 'zod';
import { DATE_PATTERN, isValidDate } from '../domain/time';

const day = z
  .string()
  .regex(DATE_PATTERN, 'Date must be YYYY-MM-DD')
  .refine(isValidDate, 'Date must be a real date');

/** POST /api/admin/dispatch/plan */
export const dayPlanInputSchema = z.strictObject({ date: day });
/** /api/admin/dispatch/plan/:date/... */
export const dayPlanParamsSchema = z.strictObject({ date: day });
/** PUT /api/admin/dispatch/plan/:date/lock */
export const dayLockInputSchema = z.strictObject({ locked: z.boolean() });

const person = z.object({ id: z.string(), name: z.string() });
const point = z.object({ lat: z.number(), lng: z.number() });

/** One booking of the day in a plan: its crew now and in the plan. */
export const dayPlanJobSchema = z.object({
  bookingId: z.string(),
  serviceName: z.string(),
  customerName: z.string(),
  /** HH:MM, India. */
  time: z.string(),
  durationMinutes: z.number(),
  point: point.nullable(),
  before: z.array(person),
  after: z.array(person),
  /** Started, awaiting payment, or the day is locked: its crew stays. */
  kept: z.boolean(),
  changed: z.boolean(),
});

/** A cleaner's day in the plan: their jobs in start order (the route drawn on the map). */
export const dayPlanRouteSchema = z.object({
  cleanerId: z.string(),
  name: z.string(),
  bookingIds: z.array(z.string()),
});

export const dayPlanDtoSchema = z.object({
  date: z.string(),
  locked: z.boolean(),
  kmBefore: z.number(),
  kmAfter: z.number(),
  madeAt: z.string(),
  appliedAt: z.string().nullable(),
  /** The day-ahead job made and applied this plan. */
  automatic: z.boolean(),
  jobs: z.array(dayPlanJobSchema),
  routes: z.array(dayPlanRouteSchema),
  /** Bookings no crew could take under the plan's rules (they keep their crew). */
  unplaced: z.array(z.string()),
});
export type DayPlanDto = z.infer<typeof dayPlanDtoSchema>;

/** GET /api/admin/dispatch/plan/:date: the last plan of the day (none yet: null) and the day's lock. */
export const dayPlanStateDtoSchema = z.object({ locked: z.boolean(), plan: dayPlanDtoSchema.nullable() });
export type DayPlanStateDto = z.infer<typeof dayPlanStateDtoSchema>;

export const dayPlanAppliedDtoSchema = z.object({
  changed: z.number(),
  /** Messages' recipients: the customers and the cleaners who joined a job. */
  notified: z.number(),
  plan: dayPlanDtoSchema,
});
export type DayPlanAppliedDto = z.infer<typeof dayPlanAppliedDtoSchema>;
