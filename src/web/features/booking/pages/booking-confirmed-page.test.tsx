import { cleanup, render, screen } from '@testing-library/react';
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

function renderFor(scheduledDate: string) {
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
  } as unknown as BookingDto;
  const router = createMemoryRouter([{ path: paths.bookingConfirmed, element: <BookingConfirmedPage /> }], {
    initialEntries: [{ pathname: paths.bookingConfirmed, state: { booking } }],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the confirmation’s next steps (issue 24)', () => {
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
