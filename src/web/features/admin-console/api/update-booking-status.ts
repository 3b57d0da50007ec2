import type { BookingStatus } from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

export interface StatusInput {
  bookingId: string;
  status: BookingStatus;
  notes?: string;
}

/** PATCH /api/bookings/:id/status (an admin may make any allowed move, with a note). */
export const updateBookingStatus = ({ bookingId, ...body }: StatusInput) =>
  api.patch(`/api/bookings/${bookingId}/status`, body);

export const useUpdateBookingStatus = () =>
  useAdminAction(updateBookingStatus, (input) => ({
    title: 'Status updated',
    message: `The booking is now ${input.status}.`,
  }));
