import { z } from 'zod';
import { BOOKING_STATUSES } from './schemas/booking';

/** A recurring plan's page (GET /api/bookings/series/:id and every change's answer). Amounts in paise. */
export const seriesPlanDtoSchema = z.object({
  id: z.string(),
  frequency: z.enum(['weekly', 'bi-weekly', 'monthly']),
  state: z.enum(['active', 'paused', 'cancelled']),
  pausedUntil: z.string().nullable(),
  serviceName: z.string(),
  packageName: z.string(),
  scheduledTime: z.string(),
  /** The plan's discount on every visit, in whole percent (kept from when it was booked). */
  discountPercent: z.number().int(),
  /** Its visits from today, soonest first (skipped and cancelled ones too, with their reason). */
  visits: z.array(
    z.object({
      _id: z.string(),
      scheduledDate: z.string(),
      scheduledTime: z.string(),
      status: z.enum(BOOKING_STATUSES),
      paymentStatus: z.enum(['unpaid', 'paid', 'refund_pending', 'refunded']),
      totalPaise: z.number().int(),
      cancelReason: z.string().nullable(),
      /** Still open to the customer's change (skip): to come, not started, before the 2-hour cutoff. */
      changeable: z.boolean(),
    }),
  ),
  /** What cancelling the rest of the plan would do: how many visits, and how much of them is refunded. */
  cancelRest: z.object({ visits: z.number().int(), refundPaise: z.number().int() }),
});
export type SeriesPlanDto = z.infer<typeof seriesPlanDtoSchema>;

/** GET /api/plans/discounts: the discount every visit of a new plan gets, in whole percent per frequency. */
export const planDiscountsDtoSchema = z.object({
  weekly: z.number().int(),
  'bi-weekly': z.number().int(),
  monthly: z.number().int(),
});
export type PlanDiscountsDto = z.infer<typeof planDiscountsDtoSchema>;
