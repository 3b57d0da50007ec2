import type { BookingDto } from '../../../../shared/api-bookings';

/**
 * What cancelling a booking does with its money, under the Cancellation & Refund policy (no fee when
 * cancelled in time): a hold waiting for payment gives its time back, nothing paid means nothing to refund,
 * an online payment comes back in full to where it came from.
 */
export type CancelRefund = 'awaitingPayment' | 'nothingPaid' | 'refundInFull' | 'refundUnderWay';

export function cancelRefund(
  b: Pick<BookingDto, 'holdExpiresAt' | 'paymentStatus' | 'status'>,
): CancelRefund {
  if (b.paymentStatus === 'paid') return 'refundInFull';
  if (b.paymentStatus === 'refund_pending' || b.paymentStatus === 'refunded') return 'refundUnderWay';
  if (b.status === 'pending' && b.holdExpiresAt) return 'awaitingPayment';
  return 'nothingPaid';
}
