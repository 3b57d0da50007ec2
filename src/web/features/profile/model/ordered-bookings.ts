import { isUpcoming } from '../../../../shared/domain/booking-rules';

type Visit = { scheduledDate: string; scheduledTime: string; status: string };

const startOf = (b: Visit) => `${b.scheduledDate.slice(0, 10)}T${b.scheduledTime}`;

/**
 * The profile's bookings in the order people look for them: upcoming soonest first, past latest first
 * (as My Bookings orders them). Recent Bookings shows the upcoming ones, then the latest past ones —
 * never January's visits first.
 */
export function orderedBookings<B extends Visit>(bookings: B[], now: Date) {
  const upcoming = bookings
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const past = bookings
    .filter((b) => !isUpcoming(b, now))
    .sort((a, b) => startOf(b).localeCompare(startOf(a)));
  return { upcoming, past, recent: [...upcoming, ...past] };
}
