import { describe, expect, it } from 'vitest';
import { bookingPaymentLabel } from './payment-badge';

describe('bookingPaymentLabel', () => {
  it.each([
    [{ status: 'cancelled', paymentStatus: 'unpaid', paymentMethod: 'pay_after_service' }, 'No payment due'],
    [{ status: 'cancelled', paymentStatus: 'unpaid', paymentMethod: null }, 'No payment due'],
    [
      { status: 'cancelled', paymentStatus: 'refund_pending', paymentMethod: 'razorpay_upi' },
      'Refund in progress',
    ],
    [{ status: 'cancelled', paymentStatus: 'refunded', paymentMethod: 'razorpay_upi' }, 'Refunded'],
    [{ status: 'assigned', paymentStatus: 'unpaid', paymentMethod: 'pay_after_service' }, 'Due at the visit'],
    [
      { status: 'completed', paymentStatus: 'unpaid', paymentMethod: 'pay_after_service' },
      'Due at the visit',
    ],
    [{ status: 'completed', paymentStatus: 'paid', paymentMethod: 'pay_after_service' }, 'Paid'],
    [{ status: 'pending', paymentStatus: 'unpaid', paymentMethod: null }, 'Unpaid'],
  ])('%j reads %s', (booking, label) => {
    expect(bookingPaymentLabel(booking)).toBe(label);
  });
});
