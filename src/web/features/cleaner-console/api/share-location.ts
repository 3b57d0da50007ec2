import { api } from '../../../lib/api-client';
import type { PositionInput } from '../../../../shared/location';

/** POST /api/bookings/:id/location: the phone's position while the job is on the way. */
export const postLocation = (bookingId: string, position: PositionInput) =>
  api.post<{ message?: string }>(`/api/bookings/${bookingId}/location`, position);
