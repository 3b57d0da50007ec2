import { z } from 'zod';
import { openOfferSummarySchema, pastOfferSummarySchema } from './dispatch-offers';

/** Who assigns a confirmed booking (issue 35): an admin, the dispatch job, or the crew accepting an offer. */
export const DISPATCH_MODES = ['manual', 'auto', 'offer'] as const;
export const dispatchModeSchema = z.enum(DISPATCH_MODES);
export type DispatchMode = z.infer<typeof dispatchModeSchema>;

/** PUT /api/admin/dispatch/settings */
export const dispatchSettingsInputSchema = z.object({ mode: dispatchModeSchema });

/** GET /api/admin/dispatch/settings: the mode in force and the configured default. */
export const dispatchSettingsDtoSchema = z.object({
  mode: dispatchModeSchema,
  defaultMode: dispatchModeSchema,
});
export type DispatchSettingsDto = z.infer<typeof dispatchSettingsDtoSchema>;

/** GET /api/admin/bookings/:id/dispatch: the dispatch job's decision on a booking, if it made one. */
export const dispatchDecisionDtoSchema = z.object({
  outcome: z.enum(['assigned', 'unassigned']),
  /** "nearest free cleaner, 2.1 km from their previous job, 4.8★, 6 h booked this week" or why nobody. */
  explanation: z.string(),
  decidedAt: z.string(),
});
export type DispatchDecisionDto = z.infer<typeof dispatchDecisionDtoSchema>;

/** GET /api/admin/bookings/:id/dispatch: the decision, the offer waiting for an answer, and earlier offers. */
export const bookingDispatchDtoSchema = z.object({
  decision: dispatchDecisionDtoSchema.nullable(),
  /** DISPATCH_MODE=offer: the offer waiting for the crew's answer, if any. */
  offer: openOfferSummarySchema.nullable().default(null),
  /**
   * Earlier offers: declined (with the reason given), lapsed, withdrawn or accepted. Defaulted, so a console
   * served by the new release reads an answer of the previous one during a rolling deploy.
   */
  pastOffers: z.array(pastOfferSummarySchema).default([]),
});
export type BookingDispatchDto = z.infer<typeof bookingDispatchDtoSchema>;
