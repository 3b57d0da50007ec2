import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingPaymentLabel, PaymentRefundAction, refundInFlightLabel } from './payment-badge';

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

describe('refundInFlightLabel', () => {
  it('says a refund in flight in words, with its amount, and nothing when there is none', () => {
    expect(refundInFlightLabel({ refundInFlight: null })).toBeNull();
    expect(refundInFlightLabel({ refundInFlight: { amountPaise: 650000, state: 'requested' } })).toBe(
      'Refund of ₹6,500 requested',
    );
    expect(refundInFlightLabel({ refundInFlight: { amountPaise: 150050, state: 'pending' } })).toBe(
      'Refund of ₹1,500.50 in progress (5–7 business days)',
    );
  });
});

describe('PaymentRefundAction', () => {
  afterEach(cleanup);

  it('offers Refund for a captured payment with no refund in flight', async () => {
    const onRefund = vi.fn();
    render(
      <PaymentRefundAction payment={{ status: 'captured', refundInFlight: null }} onRefund={onRefund} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledOnce();
  });

  it("shows the refund's state instead of Refund while one is pending or processing", () => {
    render(
      <PaymentRefundAction
        payment={{ status: 'captured', refundInFlight: { amountPaise: 650000, state: 'pending' } }}
        onRefund={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Refund of ₹6,500 in progress (5–7 business days)');
  });

  it('offers nothing for a payment not captured', () => {
    const { container } = render(
      <PaymentRefundAction
        payment={{ status: 'refunded', refundInFlight: null }}
        onRefund={() => undefined}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
