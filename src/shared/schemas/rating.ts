import { z } from 'zod';
import { text } from './fields';
import { RATING_COMMENT_MAX, ratingTexts } from '../domain/ratings';

export { LOW_RATING, RATING_COMMENT_MAX, RATING_EDIT_DAYS, ratingTexts } from '../domain/ratings';

export const ratingInputSchema = z.strictObject({
  rating: z
    .number({ error: (i) => (i.input === undefined ? ratingTexts.ratingRequired : ratingTexts.ratingRange) })
    .int(ratingTexts.ratingRange)
    .min(1, ratingTexts.ratingRange)
    .max(5, ratingTexts.ratingRange),
  comment: text({ multiline: true })
    .max(RATING_COMMENT_MAX, ratingTexts.commentTooLong)
    .optional()
    .default(''),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** A booking's rating as its customer (and admins) see it. */
export const bookingRatingDtoSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when PUT may change it (ISO instant). */
  editableUntil: z.string(),
  canEdit: z.boolean(),
});
/** POST or PUT /api/bookings/:id/rating: the visit's rating as stored. */
export const ratingAnswerSchema = z.object({ rating: bookingRatingDtoSchema });
export type BookingRatingDto = z.infer<typeof bookingRatingDtoSchema>;

/** A cleaner's stars over every rated visit they were on the crew of. */
export const ratingStatsSchema = z.object({
  /** Mean to one decimal; null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingStats = z.infer<typeof ratingStatsSchema>;

/** A low rating in the admins' inbox. */
export const lowRatingSchema = z.object({
  bookingId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  serviceName: z.string(),
  scheduledDate: z.string(),
  cleaners: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LowRatingDto = z.infer<typeof lowRatingSchema>;
