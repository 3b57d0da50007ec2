import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

export interface AssignInput {
  bookingId: string;
  cleanerIds: string[];
  names: string;
}

/** PATCH /api/bookings/:id/assign: one cleaner, or a crew, makes the booking 'assigned'. */
export const assignBooking = ({ bookingId, cleanerIds }: AssignInput) =>
  api.patch(
    `/api/bookings/${bookingId}/assign`,
    cleanerIds.length === 1 ? { cleanerId: cleanerIds[0] } : { cleanerIds },
  );

export const useAssignBooking = () =>
  useAdminAction(assignBooking, (input) => ({
    title: 'Cleaner assigned',
    message: `${input.names} will do this job; the customer has been told.`,
  }));
