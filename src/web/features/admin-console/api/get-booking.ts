import { useQuery } from '@tanstack/react-query';
import { adminBookingDetailSchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/bookings/:id: the booking with its payments, status history and audit. */
export const getBooking = (id: string) =>
  parsedApi.get(`/api/admin/bookings/${id}`, adminBookingDetailSchema);

export const useBooking = (id: string) =>
  useQuery({ queryKey: adminKeys.booking(id), queryFn: () => getBooking(id) });
