import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsPageSchema } from '../../../../shared/api-bookings';
import { fetchAllPages } from '../../../lib/all-pages';
import { bookingKeys } from '../../../lib/booking-keys';
import { parsedApi } from '../../../lib/api-parse';

/** The customer's own bookings; other lists of bookings (the awaiting-payment one) live under it. */
export const myBookingsKey = bookingKeys.all;

/** GET /api/bookings: all of the customer's bookings, in pages of 100 (usually one request). */
export const getMyBookings = () =>
  fetchAllPages(
    (page) =>
      parsedApi
        .get(`/api/bookings?page=${page}&size=100`, bookingsPageSchema)
        .then((d) => ({ items: d.bookings, pages: d.page.pages })),
    (booking) => booking._id,
  );

export const myBookingsQueryOptions = queryOptions({
  queryKey: myBookingsKey,
  queryFn: getMyBookings,
  staleTime: 10_000,
});

export const useMyBookings = () => useQuery(myBookingsQueryOptions);
