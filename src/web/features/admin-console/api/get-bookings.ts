import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminBookingSchema, pagedSchema } from '../../../../shared/api-admin';
import { downloadByLink } from '../../../lib/download-file';
import { adminKeys } from './admin-keys';
import { parsedApi } from '../../../lib/api-parse';

export interface BookingFilters {
  status?: string;
  from?: string;
  to?: string;
  serviceId?: string;
  cleanerId?: string;
  customerId?: string;
  /** The bookings of one city (their address PIN's). */
  cityId?: string;
  unassigned?: 'true';
  search?: string;
  sort?: 'date' | 'created' | 'total';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
  /** A page's `nextCursor`: the rows after it (keyset paging; `page` is then ignored). */
  after?: string;
}

export function toQueryString(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/admin/bookings: filtered, searched, sorted, paged; `nextCursor` continues after the page. */
const bookingsPage = pagedSchema(adminBookingSchema).extend({ nextCursor: z.string().nullable() });

export const getBookings = (filters: BookingFilters) =>
  parsedApi.get(`/api/admin/bookings${toQueryString(filters)}`, bookingsPage);

export const useBookings = (filters: BookingFilters, opts: { refetchInterval?: number } = {}) =>
  useQuery({
    queryKey: adminKeys.bookingList(filters),
    queryFn: () => getBookings(filters),
    placeholderData: keepPreviousData,
    ...opts,
  });

/** What GET /api/admin/bookings.csv filters by: the list's filters without its paging and order. */
export type BookingExportFilters = Omit<BookingFilters, 'page' | 'size' | 'after' | 'sort' | 'order'>;

/** GET /api/admin/bookings.csv for the list's filters, saved straight to disk through a one-time link (streamed). */
export const downloadBookingsCsv = ({
  status,
  from,
  to,
  serviceId,
  cleanerId,
  customerId,
  cityId,
  unassigned,
  search,
}: BookingExportFilters) =>
  downloadByLink(
    `/api/admin/bookings.csv${toQueryString({ status, from, to, serviceId, cleanerId, customerId, cityId, unassigned, search })}`,
    `bookings-${from ?? 'start'}-${to ?? 'end'}.csv`,
  );
