import { z } from 'zod';
import { optionalString } from './fields';

/**
 * Offers the cleaner accepts (issue 35 item 2, DISPATCH_MODE=offer): the best crew's cleaners see a
 * confirmed booking, with what it pays them, and accept or decline it; no answer in OFFER_TIMEOUT_MINUTES
 * passes it on.
 */

export const DECLINE_REASON_MAX = 200;

/** POST /api/cleaner/offers/:id/decline */
export const declineOfferInputSchema = z.strictObject({
  reason: optionalString(DECLINE_REASON_MAX),
});
export type DeclineOfferInput = z.infer<typeof declineOfferInputSchema>;

/** One open offer, as the cleaner app lists it. */
export const jobOfferDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  serviceName: z.string(),
  packageName: z.string(),
  /** YYYY-MM-DD and HH:MM, India. */
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  durationMinutes: z.number(),
  /** The locality and PIN ("Vijay Nagar, Indore 452010"); never the street or the customer's name. */
  area: z.string(),
  /** Rupees this job pays this cleaner under their pay rule; null when no rule is set yet. */
  pay: z.number().nullable(),
  payRule: z.enum(['hourly', 'per_job']).nullable(),
  /** Kilometres from the cleaner's previous job that day; null when there is none or no point to measure. */
  distanceKm: z.number().nullable(),
  crewSize: z.number(),
  /** Later visits of the same plan that come with it when accepted, wherever the crew is free then. */
  laterVisits: z.number().default(0),
  /** ISO instant the offer lapses. */
  expiresAt: z.string(),
});
export type JobOfferDto = z.infer<typeof jobOfferDtoSchema>;

export const jobOffersDtoSchema = z.object({ offers: z.array(jobOfferDtoSchema) });

/** An answered offer: accepted (the job is the crew's) or declined. */
export const offerAnswerDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  state: z.enum(['accepted', 'declined']),
});
export type OfferAnswerDto = z.infer<typeof offerAnswerDtoSchema>;

/** GET /api/admin/bookings/:id/dispatch: the booking's open offer, while one waits for an answer. */
export const openOfferSummarySchema = z.object({
  /** The crew offered, lead first, by name. */
  crew: z.array(z.string()),
  explanation: z.string(),
  offeredAt: z.string(),
  expiresAt: z.string(),
});
export type OpenOfferSummary = z.infer<typeof openOfferSummarySchema>;

/** An offer that ended without the job (or with it: accepted), for the admin's booking page. */
export const pastOfferSummarySchema = z.object({
  crew: z.array(z.string()),
  state: z.enum(['accepted', 'declined', 'expired', 'withdrawn']),
  offeredAt: z.string(),
  /** When it was answered, or when it lapsed or was withdrawn. */
  endedAt: z.string(),
  answeredBy: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type PastOfferSummary = z.infer<typeof pastOfferSummarySchema>;

/** The words the server answers with, and the cleaner app shows. */
export const offerMessages = {
  accepted: 'Job accepted. It is in My Jobs.',
  declined: 'Offer declined.',
  notFound: 'Offer not found',
  takenByCrew: 'Someone in your crew has already accepted this job.',
  taken: 'This job has already been taken.',
  expired: 'This offer has expired; the job went to another crew.',
  declinedAlready: 'This offer was declined.',
  withdrawn: 'This offer was withdrawn.',
  crewBusy: 'Your crew is no longer free at that time, so the offer was withdrawn.',
  noOpenOffer: 'This booking has no open offer.',
} as const;
