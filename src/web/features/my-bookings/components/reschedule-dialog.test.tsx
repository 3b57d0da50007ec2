import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySlot, BookingDto } from '../../../../shared/api-bookings';
import { TIME_SLOTS } from '../../../../shared/domain/time';
import { renderWithApp } from '../../../test/test-support';
import { bookingReference } from '../../../../shared/booking-reference';
import { RescheduleDialog } from './reschedule-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const booking = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  serviceId: { _id: 'svc-office', name: 'Office Cleaning', description: '', slug: 'office-cleaning' },
  serviceName: 'Office Cleaning',
  packageId: 'Basic',
  areaSqft: 100,
  scheduledDate: '2026-11-28',
  scheduledTime: '09:00',
} as unknown as BookingDto;

/** The availability API: every time taken before `firstFree`, 10:00 free from it on. */
function availability(firstFree: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const date = url.searchParams.get('date')!;
      if (url.pathname === '/api/availability') asked.push(date);
      const slots: AvailabilitySlot[] = TIME_SLOTS.map((time) => ({
        time,
        available: date >= firstFree && time === '10:00',
        free: date >= firstFree && time === '10:00' ? 1 : 0,
        capacity: 1,
        booked: 1,
      }));
      return new Response(JSON.stringify({ status: 'success', data: { slots } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

describe('RescheduleDialog', () => {
  it('opens on the first date after the booking’s own full day with a free time', async () => {
    // 10:00 on 26 Nov 2026 in India.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:30:00Z'));
    const asked = availability('2026-11-30');
    renderWithApp(<RescheduleDialog booking={booking} onClose={() => {}} onDone={() => {}} />);

    // The calendar field shows the chosen day in the one date format.
    const date = await screen.findByLabelText('New date');
    await waitFor(() => expect(date.textContent).toBe('Mon, 30 Nov 2026'));
    await waitFor(() => expect(screen.getByRole('radio', { name: '10:00 AM' })).toBeTruthy());
    expect((screen.getByRole('radio', { name: '10:00 AM' }) as HTMLButtonElement).disabled).toBe(false);
    // The search began on the booking's own date, not today.
    expect(asked[0]).toBe('2026-11-28');
    expect(asked).not.toContain('2026-11-26');
  });

  it('names the booking and opens on its own date when that day has a free time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T04:30:00Z'));
    availability('2026-11-20');
    renderWithApp(<RescheduleDialog booking={booking} onClose={() => {}} onDone={() => {}} />);
    const ref = bookingReference(booking._id);
    expect(
      await screen.findByText(`Office Cleaning, now Sat, 28 Nov 2026, 9:00 AM (Ref ${ref})`),
    ).toBeTruthy();
    const date = await screen.findByLabelText('New date');
    await waitFor(() => expect(date.textContent).toBe('Sat, 28 Nov 2026'));
  });
});
