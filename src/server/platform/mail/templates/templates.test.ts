import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { brandFromConfig } from '../brand';
import {
  type BookingFacts,
  formatAmount,
  formatIndianDate,
  renderBookingCancelled,
  renderBookingReceived,
  renderBookingRescheduled,
  renderCleanerAssignedToCustomer,
  renderContactMessage,
  renderNewJobForCleaner,
  renderOnMyWay,
  renderQuoteRequest,
  renderRefund,
  renderReminder,
  renderStatusChanged,
  renderTemporaryPassword,
  renderWelcome,
} from './index';

const brand = brandFromConfig(loadConfig({ NODE_ENV: 'test' }));
const booking: BookingFacts = {
  id: '7d7c1a52-0b7e-4a8e-9d7e-2f0c7b1d9a10',
  customerName: 'Asha Verma',
  serviceName: 'Home Cleaning',
  packageName: '2 BHK',
  date: '2026-12-02',
  time: '14:00',
  address: '12 MG Road, Indore, Madhya Pradesh - 452001',
  totalPaise: 12345650,
  instructions: 'Ring twice; the dog is friendly',
};
const cleaner = { name: 'Ravi Kumar' };

/** Both alternatives must carry the fact: some clients show only one of them. */
function expectInBoth(mail: { html: string; text: string }, ...facts: string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(mail.html).toContain(fact.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  }
}

describe('Indian formats', () => {
  it.each([
    ['2026-12-02', 'Wed, 2 Dec 2026'],
    ['2027-01-26', 'Tue, 26 Jan 2027'],
    ['2028-02-29', 'Tue, 29 Feb 2028'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatIndianDate(date)).toBe(expected);
  });

  it.each([
    [12345650, '₹1,23,456.50'],
    [150000, '₹1,500.00'],
    [99, '₹0.99'],
  ])('writes %i paise as %s (lakh grouping)', (paise, expected) => {
    expect(formatAmount(paise)).toBe(expected);
  });
});

describe('email templates (HTML and text from one tree)', () => {
  it('booking received: service, Indian date and time, address, ₹ total, short reference, company footer', async () => {
    const mail = await renderBookingReceived(brand, booking, 2);
    expect(mail.subject).toBe('Booking received: Home Cleaning on Wed, 2 Dec 2026');
    expectInBoth(
      mail,
      'Hi Asha Verma,',
      'Home Cleaning (2 BHK)',
      'Wed, 2 Dec 2026, 2:00 PM',
      booking.address,
      '₹1,23,456.50',
      'Booking reference',
      '7D7C1A52',
      'We have also booked 2 more visits',
      brand.name,
      brand.phone,
      brand.address,
    );
    expect(mail.text).not.toContain(booking.id);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('reminder: carries the start code when there is one', async () => {
    const mail = await renderReminder(brand, booking, { startCode: '4821', cleanerName: 'Ravi Kumar' });
    expect(mail.subject).toBe('Reminder: Home Cleaning tomorrow, Wed, 2 Dec 2026, 2:00 PM');
    expectInBoth(mail, 'Start code:', '4821', 'Ravi Kumar', '₹1,23,456.50', booking.address, brand.phone);
    const without = await renderReminder(brand, booking, {});
    expect(without.text).not.toContain('Start code');
  });

  it("cleaner assigned, to the customer: the crew's names and the office's number to call", async () => {
    const mail = await renderCleanerAssignedToCustomer(brand, booking, {
      names: ['Ravi Kumar', 'Arjun Patel'],
    });
    expect(mail.subject).toBe('Ravi and Arjun will clean on Wed, 2 Dec 2026');
    expectInBoth(
      mail,
      'Ravi and Arjun will clean for you',
      `Call us on ${brand.phone}.`,
      'Wed, 2 Dec 2026, 2:00 PM',
    );
  });

  it('new job, to the cleaner: time, address, instructions and customer phone, never a start code', async () => {
    const job = { ...booking, customerPhone: '9876543210', endTime: '10:30 PM' };
    const mail = await renderNewJobForCleaner(brand, { ...job, startCode: '4821' } as typeof job, cleaner);
    expectInBoth(
      mail,
      'Hi Ravi Kumar,',
      'Wed, 2 Dec 2026, 2:00 PM',
      booking.address,
      'Ring twice; the dog is friendly',
      '9876543210',
    );
    expect(mail.text).not.toContain('4821');
    expect(mail.html).not.toContain('4821');
    expect(mail.text).not.toContain('₹');
  });

  it('status change, on my way, refund, cancellation, reschedule', async () => {
    expectInBoth(
      await renderStatusChanged(brand, booking, { status: 'completed', note: 'All rooms done' }),
      'has been completed',
      'All rooms done',
    );
    expectInBoth(
      await renderOnMyWay(brand, booking, cleaner),
      'Ravi Kumar is on the way',
      `To reach them, call us on ${brand.phone}.`,
    );
    const refund = await renderRefund(brand, booking, {
      amountPaise: 150000,
      status: 'initiated',
      reference: 'rfnd_1',
    });
    expect(refund.subject).toBe('Refund of ₹1,500.00 initiated');
    expectInBoth(refund, '₹1,500.00', '5-7 business days', 'rfnd_1');
    expectInBoth(
      await renderBookingCancelled(brand, booking, { refundPaise: 150000 }),
      'has been cancelled',
      'Your payment of ₹1,500.00 will be refunded',
    );
    expectInBoth(await renderBookingRescheduled(brand, booking), 'is now on Wed, 2 Dec 2026, 2:00 PM');
  });

  it('account and team emails', async () => {
    const welcome = await renderWelcome(brand, { name: 'Asha Verma' });
    expect(welcome.subject).toBe(`Welcome to ${brand.name}`);
    expectInBoth(welcome, `Welcome to ${brand.name}! Your account is ready.`, `— ${brand.name}`);
    const temporary = await renderTemporaryPassword(brand, {
      name: 'Asha',
      temporaryPassword: 'Xy7-pq2-LM9',
      resetUrl: 'http://localhost:3000/reset-password?token=abc%2Fdef',
    });
    // The password and link survive as whole words in the text a person copies from.
    expect(/temporary password is: (\S+)/.exec(temporary.text)?.[1]).toBe('Xy7-pq2-LM9');
    expect(/token=(\S+)/.exec(temporary.text)?.[1]).toBe('abc%2Fdef');
    expectInBoth(
      await renderContactMessage(brand, { name: 'Asha', email: 'a@example.com', message: 'Hello <b>' }),
      'Hello <b>',
    );
    const quote = await renderQuoteRequest(brand, {
      service: 'office-cleaning',
      area: 1200,
      phone: '9876543210',
    });
    expect(quote.text).toContain('Area: 1200');
    expectInBoth(quote, '1200', '9876543210');
  });
});
