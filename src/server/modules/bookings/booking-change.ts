import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { reportBookingChange } from '../../platform/metrics';
import { bookingsRepository, type BookingRow } from './bookings.repository';

/** One line of a booking's history. */
export interface BookingChange {
  /** The booking as it was: its id and the status the change moves it from (none for a new booking). */
  booking: { id: string; status?: BookingRow['status'] };
  /** Who made the change; none when the system did (a hold confirmed, a late payment booked again). */
  actor?: Pick<AuthUser, 'id' | 'role'>;
  to: BookingRow['status'];
  note: string;
}

/** Adds a line to a booking's history: who moved it from what to what, and why. Every booking change writes one. */
export function recordChange(tx: DbOrTx, { booking, actor, to, note }: BookingChange) {
  reportBookingChange({ from: booking.status, to, note });
  return bookingsRepository.recordEvent(tx, {
    bookingId: booking.id,
    ...(booking.status ? { fromStatus: booking.status } : {}),
    toStatus: to,
    ...(actor ? { actorId: actor.id, actorRole: actor.role } : {}),
    note,
  });
}
