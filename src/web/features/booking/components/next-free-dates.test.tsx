import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import { mockApi, renderWithApp } from '../../../test/test-support';
import { NextFreeDates } from './next-free-dates';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slot = (time: string, available: boolean) => ({ time, available }) as AvailabilitySlot;
// A day whose morning is full and whose afternoon is not.
const day = [slot('08:00', false), slot('09:00', false), slot('14:00', true)];
const morning = { name: 'morning', times: ['08:00', '09:00'] };
const nextFreeUrl = (times: string) =>
  `GET /api/availability/next-free?date=2026-12-02&serviceId=s1${times ? `&times=${times}` : ''}`;

describe('next free dates', () => {
  it('names the next free mornings when only the chosen morning is full', async () => {
    const { calls } = mockApi({
      [nextFreeUrl('08:00,09:00')]: () => ({
        body: {
          status: 'success',
          data: { after: '2026-12-02', dates: [{ date: '2026-12-03', freeSlots: 2 }], searchedDays: 1 },
        },
      }),
    });
    renderWithApp(
      <NextFreeDates
        date="2026-12-02"
        job={{ serviceId: 's1' }}
        slots={day}
        band={morning}
        onPick={() => {}}
      />,
    );
    expect(await screen.findByText('No free morning times on Wed, 2 Dec 2026.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Thu, 3 Dec 2026, 2 free' })).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('&times=08:00,09:00'))).toBe(true);
  });

  it('says nothing when the chosen time of day has a free start time', () => {
    const { calls } = mockApi();
    renderWithApp(
      <NextFreeDates
        date="2026-12-02"
        job={{ serviceId: 's1' }}
        slots={day}
        band={{ name: 'afternoon', times: ['14:00'] }}
        onPick={() => {}}
      />,
    );
    expect(screen.queryByTestId('next-free-dates')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('without a time of day, speaks only of a wholly full day', () => {
    mockApi();
    renderWithApp(
      <NextFreeDates date="2026-12-02" job={{ serviceId: 's1' }} slots={day} onPick={() => {}} />,
    );
    expect(screen.queryByTestId('next-free-dates')).toBeNull();
  });
});
