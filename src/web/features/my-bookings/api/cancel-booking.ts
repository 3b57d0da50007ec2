import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelledBookingSchema } from '../../../../shared/api-bookings';
import { myBookingsKey } from './get-my-bookings';
import { parsedApi } from '../../../lib/api-parse';

/** PATCH /api/bookings/:id/cancel: the customer cancels one visit (pending or assigned, until 2 h before). */
export const cancelBooking = (id: string, reason: string, refundTo: RefundTo = 'source') =>
  parsedApi
    .patch(`/api/bookings/${id}/cancel`, { reason, refundTo }, cancelledBookingSchema)
    .then((d) => d.booking);

/** Where a paid online booking's money goes back: its source (5-7 days) or credits at once. */
export type RefundTo = 'source' | 'credits';

/** Cancels and reloads the customer's bookings, whether it worked or not (the list shows what holds). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, refundTo }: { id: string; reason: string; refundTo?: RefundTo }) =>
      cancelBooking(id, reason, refundTo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
