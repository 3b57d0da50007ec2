import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';

export interface SetAddressLocationInput {
  bookingId: string;
  /** "22.7196, 75.8577"; empty removes the point. */
  point: string;
}

/** PUT /api/admin/bookings/:id/address-location: the exact point of the visit's address (audited). */
export const setAddressLocation = ({ bookingId, point }: SetAddressLocationInput) =>
  api.put<{ data: { point: { lat: number; lng: number } | null } }>(
    `/api/admin/bookings/${bookingId}/address-location`,
    { point },
  );

export const useSetAddressLocation = () =>
  useAdminAction(setAddressLocation, (input) =>
    input.point.trim()
      ? { title: 'Location saved', message: 'The ETA, the attendance check and the crew’s map use it now.' }
      : { title: 'Location removed', message: 'The PIN area’s centre is used again, when it has one.' },
  );
