import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditDetails,
  auditSubject,
  bookingStatusLabel,
  humanize,
  paymentSummary,
} from './labels';

describe('labels for stored values', () => {
  it.each([
    ['in-progress', 'In progress'],
    ['pending', 'Pending'],
    ['cancelled', 'Cancelled'],
  ])('booking status %s reads %s', (status, words) => expect(bookingStatusLabel(status)).toBe(words));

  it.each([
    ['pay_after_service', 'unpaid', 'Pay after service · Unpaid'],
    ['razorpay_upi', 'captured', 'UPI (online) · Received'],
    ['razorpay_qr', 'refund_pending', 'UPI QR code (online) · Refund in progress'],
    [null, 'paid', 'Paid'],
  ])('payment %s · %s reads %s', (method, status, words) =>
    expect(paymentSummary(method, status)).toBe(words),
  );

  it('names an unknown value in words instead of showing it raw', () => {
    expect(humanize('reclean_booked')).toBe('Reclean booked');
    expect(humanize('todayLoadMinutes')).toBe('Today load minutes');
    expect(auditActionLabel('something.new-thing')).toBe('Something new thing');
    expect(auditActionLabel('booking.status')).toBe('Changed a booking status');
  });

  it('turns audit details into label–value lines, enums and money in words', () => {
    expect(
      auditDetails({
        from: 'pending',
        to: 'in-progress',
        amountPaise: 150000,
        notify: true,
        crew: ['a', 'b'],
      }),
    ).toEqual([
      { label: 'From', value: 'Pending' },
      { label: 'To', value: 'In progress' },
      { label: 'Amount', value: '₹1,500' },
      { label: 'Notify', value: 'Yes' },
      { label: 'Crew', value: 'a, b' },
    ]);
    expect(auditDetails({ change: { status: 'paid' } })).toEqual([
      { label: 'Change', value: 'Status: Paid' },
    ]);
    expect(auditDetails(null)).toEqual([]);
  });

  it('names the people and bookings an entry holds, and its dates in the one format (issue 37)', () => {
    const ravi = '4c6bf3b5-1111-4222-8333-444455556666';
    const sita = 'f055f162-1111-4222-8333-444455556666';
    const booking = 'e6388248-4794-41ce-bd6d-e366bac5effa';
    const names = { [ravi]: 'Ravi Verma', [sita]: 'Sita Devi', [booking]: 'E6388248 · Meera Joshi' };
    expect(
      auditDetails(
        { from: [{ id: ravi, kind: 'reserved' }], to: [sita], fromStatus: 'pending', amountPaise: -79800 },
        names,
      ),
    ).toEqual([
      { label: 'From', value: 'Ravi Verma (reserved)' },
      { label: 'To', value: 'Sita Devi' },
      { label: 'Was', value: 'Pending' },
      { label: 'Amount', value: '−₹798' },
    ]);
    expect(auditDetails({ from: '2026-12-02 09:00', to: '2026-12-09' })).toEqual([
      { label: 'From', value: 'Wed, 2 Dec 2026, 9:00 AM' },
      { label: 'To', value: 'Wed, 9 Dec 2026' },
    ]);
    // An id no longer known reads as the short reference, never a raw lower-case fragment.
    expect(auditDetails({ cleanerId: ravi })).toEqual([{ label: 'Cleaner', value: '4C6BF3B5' }]);
    expect(auditSubject('booking', booking, names)).toBe('Booking E6388248 · Meera Joshi');
    expect(auditSubject('coupon', null)).toBe('Coupon');
  });
});
