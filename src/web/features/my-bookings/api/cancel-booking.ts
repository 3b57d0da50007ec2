import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelledBookingSchema } from '../../../../shared/api-bookings';
import { myBookingsKey } from './get-my-bookings';
import { parsedApi } from '../../../lib/api-parse';

/** PATCH /api/bookings/:id/cancel: the customer cancels one visit (pending or assigned, until 2 h before). */
export const cancelBooking = (id: string, reason: string) =>
  parsedApi.patch(`/api/bookings/${id}/cancel`, { reason }, cancelledBookingSchema).then((d) => d.booking);

/** Cancels and reloads the customer's bookings, whether it worked or not (the list shows what holds). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelBooking(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
