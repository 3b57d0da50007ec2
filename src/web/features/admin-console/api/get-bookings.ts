import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBookingSchema, pagedSchema } from '../../../../shared/api-admin';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

export interface BookingFilters {
  status?: string;
  from?: string;
  to?: string;
  serviceId?: string;
  cleanerId?: string;
  customerId?: string;
  unassigned?: 'true';
  search?: string;
  sort?: 'date' | 'created' | 'total';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
}

export function toQueryString(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/admin/bookings: filtered, searched, sorted, paged. */
const bookingsPage = pagedSchema(adminBookingSchema);

export const getBookings = (filters: BookingFilters) =>
  parsedApi.get(`/api/admin/bookings${toQueryString(filters)}`, bookingsPage);

export const useBookings = (filters: BookingFilters, opts: { refetchInterval?: number } = {}) =>
  useQuery({
    queryKey: adminKeys.bookingList(filters),
    queryFn: () => getBookings(filters),
    placeholderData: keepPreviousData,
    ...opts,
  });
