import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDto, PageInfo } from '../../../../shared/api-bookings';
import { fetchAllPages } from '../../../lib/all-pages';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../lib/booking-keys';

/** The customer's own bookings; other lists of bookings (the awaiting-payment one) live under it. */
export const myBookingsKey = bookingKeys.all;

/** GET /api/bookings: all of the customer's bookings, in pages of 100 (usually one request). */
export const getMyBookings = () =>
  fetchAllPages(
    (page) =>
      api
        .get<{ data: { bookings: BookingDto[]; page: PageInfo } }>(`/api/bookings?page=${page}&size=100`)
        .then((r) => ({ items: r.data.bookings, pages: r.data.page.pages })),
    (booking) => booking._id,
  );

export const myBookingsQueryOptions = queryOptions({
  queryKey: myBookingsKey,
  queryFn: getMyBookings,
  staleTime: 10_000,
});

export const useMyBookings = () => useQuery(myBookingsQueryOptions);
