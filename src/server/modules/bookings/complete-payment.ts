import type { AuthUser } from '../../platform/auth';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { BookingsContext } from './bookings.context';
import { bookingsRepository, type BookingDetail } from './bookings.repository';
import { requireVisible } from './require-visible';

/** Records how the customer pays; pay after service stays unpaid until then. */
export async function completePayment(
  deps: BookingsContext,
  { actor, bookingId, paymentMethod }: { actor: AuthUser; bookingId: string; paymentMethod: string },
): Promise<BookingDetail> {
  const { db, clock } = deps;
  const { booking } = await requireVisible(deps, { actor, id: bookingId });
  if (actor.role === 'client' && booking.userId !== actor.id)
    throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
  if (booking.status === 'cancelled')
    throw new AppError('BOOKING_CANCELLED', 400, 'This booking has already been cancelled.');
  if (booking.paymentStatus === 'paid') throw conflict('This booking is already paid.', 'ALREADY_PAID');
  const method = paymentMethod === 'demo' ? 'pay_after_service' : paymentMethod;
  await db.transaction(async (tx) => {
    // Pay after service chosen for a series holds for each of its visits (each paid at its visit).
    if (method === 'pay_after_service')
      await bookingsRepository.setPaymentMethodOfGroup(tx, booking, {
        paymentMethod: method,
        updatedAt: clock.now(),
      });
    else await bookingsRepository.update(tx, booking.id, { paymentMethod: method, updatedAt: clock.now() });
    // Pay after service chosen: the booking is confirmed (once). An online method waits for its capture.
    // Credits the booking took for an online payment not made go back: the visit's amount is the whole total.
    if (method === 'pay_after_service') {
      await deps.holds.confirm(tx, booking);
      await deps.onPayAfterService?.(tx, booking);
    }
  });
  return (await bookingsRepository.findDetail(db, booking.id))!;
}
