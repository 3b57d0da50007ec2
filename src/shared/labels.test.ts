import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditDetails, bookingStatusLabel, humanize, paymentSummary } from './labels';

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
});
