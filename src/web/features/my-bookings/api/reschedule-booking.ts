import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneBookingSchema, type BookingDto } from '../../../../shared/api-bookings';
import {
  availabilityKeys,
  availabilityQueryOptions,
  getAvailability,
  type AvailabilityJob,
} from '../../../components/slot-picker/availability-api';
import { firstDateWithFreeSlot } from '../model/first-free-date';
import { myBookingsKey } from './get-my-bookings';
import { parsedApi } from '../../../lib/api-parse';

/** The job a booking's slots are for: its own service, package and quantity. */
export const jobOf = (booking: BookingDto): AvailabilityJob => ({
  serviceId: booking.serviceId._id,
  packageId: booking.packageId ?? undefined,
  quantity: booking.areaSqft,
});

/** The times on one date a booking could move to. */
export const rescheduleSlotsQueryOptions = (booking: BookingDto, date: string) =>
  availabilityQueryOptions(date, jobOf(booking));

/** The first date from `from` with a free time for this booking (the dialog opens on it). */
export const firstFreeDateQueryOptions = (booking: BookingDto, from: string) =>
  queryOptions({
    queryKey: availabilityKeys.firstFree(from, jobOf(booking)),
    queryFn: () => firstDateWithFreeSlot(from, (date) => getAvailability(date, jobOf(booking))),
    staleTime: 30_000,
  });

export const useFirstFreeDate = (booking: BookingDto, from: string) =>
  useQuery(firstFreeDateQueryOptions(booking, from));

/** PUT /api/bookings/:id: moves the visit to another free date and time (the 2-hour rule applies). */
export const rescheduleBooking = (id: string, scheduledDate: string, scheduledTime: string) =>
  parsedApi
    .put(`/api/bookings/${id}`, { scheduledDate, scheduledTime }, oneBookingSchema)
    .then((d) => d.booking);

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; date: string; time: string }) => rescheduleBooking(v.id, v.date, v.time),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
