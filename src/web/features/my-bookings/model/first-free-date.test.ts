import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import { firstDateWithFreeSlot, SEARCH_DAYS } from './first-free-date';

const slot = (time: string, available: boolean): AvailabilitySlot => ({
  time,
  available,
  free: available ? 1 : 0,
  capacity: 1,
  booked: available ? 0 : 1,
});
const day = (free: boolean) => [slot('09:00', false), slot('10:00', free)];

describe('firstDateWithFreeSlot', () => {
  it.each([
    ['the first date when it has a free time', ['2026-11-26'], '2026-11-26'],
    ['the next date when the first is full', ['2026-11-27'], '2026-11-27'],
    ['a date in a later week', ['2026-12-09', '2026-12-10'], '2026-12-09'],
    ['the first date when none is free within the search', [], '2026-11-26'],
  ])('answers %s', async (_, freeDates, expected) => {
    const asked: string[] = [];
    const found = await firstDateWithFreeSlot('2026-11-26', async (date) => {
      asked.push(date);
      return day(freeDates.includes(date));
    });
    expect(found).toBe(expected);
    expect(asked.length).toBeLessThanOrEqual(SEARCH_DAYS);
  });

  it('asks a week at a time and stops at the week that has one', async () => {
    const asked: string[] = [];
    await firstDateWithFreeSlot('2026-11-30', async (date) => {
      asked.push(date);
      return day(date === '2026-12-02');
    });
    expect(asked).toHaveLength(7);
    expect(asked[0]).toBe('2026-11-30');
    expect(asked[6]).toBe('2026-12-06');
  });
});
