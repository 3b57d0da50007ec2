import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminBookingDetailSchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';

/** GET /api/admin/bookings/:id: the booking with its payments, status history and audit. */
export const getBooking = (id: string) =>
  api.getParsed(`/api/admin/bookings/${id}`, adminBookingDetailSchema);

export const useBooking = (id: string) =>
  useQuery({ queryKey: adminKeys.booking(id), queryFn: () => getBooking(id) });
