import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { CustomerStatusBadge, useStatusMessage } from '../../../components/booking-status/booking-status';
import { CancelBookingDialog } from './cancel-booking-dialog';

afterEach(cleanup);

const booking = (over: Partial<BookingDto> = {}) =>
  ({
    _id: 'a1b2c3d4-0000-4000-8000-000000000001',
    serviceId: { _id: 's', name: 'Home Cleaning', description: '', slug: 'home-cleaning' },
    serviceName: 'Home Cleaning',
    scheduledDate: '2026-12-01',
    scheduledTime: '09:00',
    totalAmount: 850,
    paymentStatus: 'unpaid',
    paymentMethod: 'pay_after_service',
    status: 'pending',
    holdExpiresAt: null,
    cancelReason: null,
    cleanerId: null,
    onMyWayAt: null,
    ...over,
  }) as unknown as BookingDto;

const dialog = (b: BookingDto) =>
  render(<CancelBookingDialog booking={b} onClose={() => {}} onConfirm={() => {}} />);

describe('the Cancel Booking dialog says what cancelling does before it is confirmed', () => {
  it('names the booking by service, time and reference', () => {
    dialog(booking());
    const ref = bookingReference('a1b2c3d4-0000-4000-8000-000000000001');
    expect(screen.getByText(`Home Cleaning, Tue, 1 Dec 2026, 9:00 AM (Ref ${ref})`)).toBeTruthy();
    expect(screen.getByText('Are you sure you want to cancel this booking?')).toBeTruthy();
  });

  it.each([
    [
      'paid online',
      { paymentStatus: 'paid', paymentMethod: 'razorpay_upi' },
      'You paid ₹850 online. All of it is refunded to the UPI account, card or bank you paid with: the refund starts at once and reaches you in 5-7 business days. There is no cancellation fee.',
    ],
    [
      'pay after service',
      {},
      'Nothing has been charged, so there is nothing to refund and no cancellation fee.',
    ],
    [
      'awaiting payment',
      { holdExpiresAt: '2026-11-28T05:00:00Z' },
      'Nothing has been paid yet: cancelling gives the held time back now. There is no cancellation fee.',
    ],
  ] as const)('%s: states the refund, where and when, and the fee', (_, over, words) => {
    dialog(booking(over as Partial<BookingDto>));
    expect(screen.getByText(words)).toBeTruthy();
  });
});

function Status({ b }: { b: BookingDto }) {
  const message = useStatusMessage();
  return (
    <>
      <CustomerStatusBadge booking={b} />
      <p>{message(b)}</p>
    </>
  );
}

describe('a hold that ran out unpaid', () => {
  it('reads "Not booked — payment not completed", not cancelled', () => {
    render(<Status b={booking({ status: 'cancelled', cancelReason: 'payment not completed' })} />);
    expect(screen.getByText('not booked')).toBeTruthy();
    expect(screen.getByText(/^Not booked — payment not completed\./)).toBeTruthy();
    expect(screen.queryByText('This booking has been cancelled.')).toBeNull();
    expect(screen.queryByText('cancelled')).toBeNull();
  });

  it('leaves a booking the customer cancelled as cancelled', () => {
    render(<Status b={booking({ status: 'cancelled', cancelReason: 'Cancelled by client' })} />);
    expect(screen.getByText('cancelled')).toBeTruthy();
    expect(screen.getByText('This booking has been cancelled.')).toBeTruthy();
  });
});

describe('a paid online booking: the money back to its source or as credits at once', () => {
  it('offers both, the source chosen first, and tells the choice', () => {
    const onRefundToChange = vi.fn();
    render(
      <CancelBookingDialog
        booking={booking({ paymentStatus: 'paid', paymentMethod: 'razorpay_upi' })}
        onClose={() => {}}
        onConfirm={() => {}}
        refundTo="source"
        onRefundToChange={onRefundToChange}
      />,
    );
    const source = screen.getByRole('radio', {
      name: 'Back to the UPI account, card or bank you paid with, in 5-7 business days',
    }) as HTMLInputElement;
    const credits = screen.getByRole('radio', {
      name: 'As Chamak credits, at once: ₹850 to use on your next booking',
    }) as HTMLInputElement;
    expect(source.checked).toBe(true);
    expect(credits.checked).toBe(false);
    credits.click();
    expect(onRefundToChange).toHaveBeenCalledWith('credits');
  });

  it('offers no choice when nothing was paid online', () => {
    render(
      <CancelBookingDialog
        booking={booking()}
        onClose={() => {}}
        onConfirm={() => {}}
        onRefundToChange={() => {}}
      />,
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
