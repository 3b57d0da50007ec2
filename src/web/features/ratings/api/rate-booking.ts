import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratingAnswerSchema, type RatingInput } from '../../../../shared/schemas/rating';
import { bookingKeys } from '../../../lib/booking-keys';
import { parsedApi } from '../../../lib/api-parse';

/** POST (first time) or PUT (a change within 7 days) /api/bookings/:id/rating. */
export const rateBooking = (bookingId: string, input: RatingInput, change: boolean) =>
  (change ? parsedApi.put : parsedApi.post)(
    `/api/bookings/${encodeURIComponent(bookingId)}/rating`,
    input,
    ratingAnswerSchema,
  ).then((d) => d.rating);

export function useRateBooking(bookingId: string, change: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => rateBooking(bookingId, input, change),
    // My Bookings, the profile and the booking's page all read the bookings list.
    onSuccess: () => qc.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
