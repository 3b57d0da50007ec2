import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { CreditsService } from '../credits/credits.service';
import type { CaptureHolds } from './payment-transitions';
import { paymentsRepository } from './payments.repository';

export interface UseCreditsDeps {
  db: Db;
  bookings: BookingsService;
  credits: CreditsService;
  holds?: CaptureHolds;
}

/** The method a booking paid wholly by credits records (the payment step and the admin console show it). */
export const PAID_BY_CREDITS = 'credits';

/**
 * Credits at payment (issue 36 part 4): the customer's credits pay first, up to the booking's total, and the
 * online order is for the rest. Spent in one transaction under the booking's lock and the balance row's, so
 * two bookings at once spend one balance once. A booking the credits pay wholly is paid and confirmed at once,
 * with no Razorpay order. Refused while an online order for the whole total is open;
 * asked again once the booking holds credits (a checkout closed, then Pay), it answers what the booking holds.
 */
export async function useCreditsAtPayment(deps: UseCreditsDeps, actor: AuthUser, bookingId: string) {
  const { booking } = await deps.bookings.requireVisible(actor, bookingId);
  if (booking.userId !== actor.id) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
  const result = await deps.db.transaction(async (tx) => {
    await paymentsRepository.lockBooking(tx, booking.id);
    const now = (await paymentsRepository.bookingById(tx, booking.id))!;
    if (now.status === 'cancelled')
      throw new AppError('BOOKING_CANCELLED', 400, 'This booking has been cancelled and cannot be paid.');
    if (now.paymentStatus !== 'unpaid')
      throw new AppError('ALREADY_PAID', 400, 'This booking is already paid.');
    // Taken already (a checkout closed, then Pay again): the same answer, whatever order is open for the rest.
    const held = await deps.credits.heldByBooking(tx, actor.id, now.id);
    if (held === 0 && (await paymentsRepository.findOpenOrder(tx, now.id)))
      throw new AppError(
        'ORDER_OUTDATED',
        409,
        'An online payment is already open for this booking: finish it, or pay it without credits.',
      );
    const used = await deps.credits.useForBooking(tx, {
      userId: actor.id,
      bookingId: now.id,
      duePaise: now.totalPaise,
    });
    const duePaise = Math.max(0, now.totalPaise - used);
    if (used > 0 && duePaise === 0) {
      await paymentsRepository.setBookingPayment(tx, now.id, {
        paymentStatus: 'paid',
        paymentMethod: PAID_BY_CREDITS,
      });
      await deps.holds?.afterCapture(tx, now.id);
    }
    return { creditsUsedPaise: used, duePaise, paid: used > 0 && duePaise === 0 };
  });
  return { ...result, booking: await deps.bookings.requireVisible(actor, bookingId) };
}
