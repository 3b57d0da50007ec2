import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '../../../../shared/api-bookings';
import { paths } from '../../../lib/paths';
import { mockApi } from '../../../test/test-support';
import BookingConfirmedPage from './booking-confirmed-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dayBefore = 'Our team will contact you 1 day before the service.';
const sameDay = 'Our team will contact you before the visit today.';

function renderFor(
  scheduledDate: string,
  overrides: Partial<Record<string, unknown>> = {},
  extraState: Record<string, unknown> = {},
) {
  const booking = {
    _id: 'b1',
    id: 'b1',
    serviceId: 's',
    serviceName: 'Bathroom Cleaning',
    scheduledDate,
    scheduledTime: '11:00',
    areaSqft: 100,
    status: 'pending',
    paymentMethod: 'pay_after_service',
    totalAmount: 499,
    address: { line1: '1 MG Road', line2: '', city: 'Indore', state: 'MP', pincode: '452001' },
    ...overrides,
  } as unknown as BookingDto;
  const router = createMemoryRouter([{ path: paths.bookingConfirmed, element: <BookingConfirmedPage /> }], {
    initialEntries: [{ pathname: paths.bookingConfirmed, state: { booking, ...extraState } }],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the confirmation’s next steps', () => {
  // 1:10 am IST on 26 Nov 2026: still 25 Nov in UTC.
  const now = new Date('2026-11-25T19:40:00Z');

  it.each([
    ['2026-11-26', sameDay, dayBefore],
    ['2026-11-27', dayBefore, sameDay],
  ])('a visit on %s says %j, not %j', (date, shown, hidden) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    mockApi();
    renderFor(date);
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText(hidden)).toBeNull();
  });
});

describe('the confirmation’s words match the booking', () => {
  const id = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

  it('says Booking received, not Booking Confirmed!, while no crew is assigned, with the short reference', () => {
    mockApi();
    renderFor('2026-12-01', { _id: id, id });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking received');
    expect(screen.queryByText('Booking Confirmed!')).toBeNull();
    // The booking's status row (the payment's own 'Pending' is the spec's payment state).
    const details = screen.getByRole('region', { name: 'Booking Details' });
    expect(within(details).queryByText('Pending')).toBeNull();
    expect(within(details).getByText('Booking received')).toBeTruthy();
    expect(within(details).getByText('A1B2C3D4')).toBeTruthy();
    expect(screen.queryByText(id)).toBeNull();
  });

  it('says Booking Confirmed! once a crew is assigned', () => {
    mockApi();
    renderFor('2026-12-01', { _id: id, id, status: 'assigned' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking Confirmed!');
    expect(screen.getByText('Assigned')).toBeTruthy();
  });
});

describe('an online payment for a booking already paid at the visit', () => {
  it('says plainly that the payment is refunded, not the usual success', () => {
    mockApi();
    renderFor(
      '2026-12-05',
      { status: 'completed', paymentStatus: 'paid', totalAmount: 6500 },
      { paymentMethod: 'razorpay_upi', paymentId: 'pay_x1', paymentSuccess: true, refundedPaise: 650000 },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Already paid at the visit');
    expect(screen.getByRole('status').textContent).toBe(
      'Your booking was already paid at the visit, so the online payment of ₹6,500.00 you made afterwards is not needed. We are refunding it automatically: it will be credited to the original payment method within 5-7 business days.',
    );
    expect(screen.queryByText('Booking Confirmed!')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('Being refunded')).toBeTruthy();
    expect(within(payment).queryByText('Paid')).toBeNull();
  });

  it.each([
    [
      'processed',
      'It has been refunded: it will be credited to the original payment method within 5-7 business days.',
      'Refunded',
    ],
    [
      'failed',
      'Its automatic refund did not go through; our team has been told and will refund it to you. Call us if you have any question.',
      'Refund delayed',
    ],
  ] as const)('says what became of a refund already %s', (refundStatus, ending, status) => {
    mockApi();
    renderFor(
      '2026-12-05',
      { status: 'completed', paymentStatus: 'paid', totalAmount: 6500 },
      { paymentMethod: 'razorpay_upi', paymentId: 'pay_x3', refundedPaise: 650000, refundStatus },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Already paid at the visit');
    expect(screen.getByRole('status').textContent).toContain(ending);
    expect(screen.queryByText(/We are refunding it automatically/)).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText(status)).toBeTruthy();
    expect(within(payment).queryByText('Being refunded')).toBeNull();
  });

  it('an ordinary online payment still reads Paid under the usual heading', () => {
    mockApi();
    renderFor(
      '2026-12-05',
      { status: 'assigned', paymentStatus: 'paid', totalAmount: 6500 },
      { paymentMethod: 'razorpay_upi', paymentId: 'pay_x2', paymentSuccess: true },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Booking Confirmed!');
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('Paid')).toBeTruthy();
  });
});

describe('the confirmation’s quantity row', () => {
  it.each([
    ['bathroom', 2, 'Quantity', '2 bathrooms'],
    ['sq.ft', 1200, 'Area', '1200 sq.ft'],
  ])('a booking counted in %s reads "%s: %s" (a count is not an area)', (unit, amount, label, value) => {
    mockApi();
    renderFor('2026-12-05', { measurementUnit: unit, areaSqft: amount });
    const row = screen.getByText(value).parentElement!;
    expect(within(row).getByText(label)).toBeTruthy();
    expect(screen.queryByText('Area', { selector: 'dt' })?.textContent ?? null).toBe(
      label === 'Area' ? 'Area' : null,
    );
  });
});
