import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/bookings/:id/call: the masking number rings the caller, then the other side. */
export const placeCall = (bookingId: string) =>
  api.post<{ message: string }>(`/api/bookings/${bookingId}/call`).then((r) => r.message);

export function usePlaceCall() {
  return useMutation({ mutationFn: placeCall });
}
