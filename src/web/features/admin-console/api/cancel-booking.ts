import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

/** PATCH /api/bookings/:id/cancel as admin; the payments branch refunds a paid booking on cancel. */
export const cancelBooking = ({ bookingId, reason }: { bookingId: string; reason: string }) =>
  api.patch<{ message?: string }>(`/api/bookings/${bookingId}/cancel`, { reason });

export const useCancelBooking = () =>
  useAdminAction(cancelBooking, (_input, result) => ({
    title: 'Booking cancelled',
    message: result.message ?? 'The customer has been told; a paid booking is refunded.',
  }));
