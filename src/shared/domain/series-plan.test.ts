import { describe, expect, it } from 'vitest';
import {
  pauseUntilAllowed,
  planDiscountPaise,
  planMoveAllowed,
  seriesHorizon,
  seriesState,
  topUpDates,
} from './series-plan';

describe('topUpDates', () => {
  it.each([
    {
      name: 'a weekly plan booked to its last visit gets the weeks after it, up to the horizon',
      plan: {
        frequency: 'weekly',
        anchor: '2026-12-01',
        latest: '2027-01-26',
        from: '2026-12-20',
        horizon: '2027-02-14',
      },
      dates: ['2027-02-02', '2027-02-09'],
    },
    {
      name: 'nothing when the last visit is already past the horizon',
      plan: {
        frequency: 'weekly',
        anchor: '2026-12-01',
        latest: '2027-02-16',
        from: '2026-12-20',
        horizon: '2027-02-14',
      },
      dates: [],
    },
    {
      name: 'a pause that ends later starts the rhythm again on or after its end, on the plan weekday',
      plan: {
        frequency: 'weekly',
        anchor: '2026-12-01',
        latest: '2026-12-08',
        from: '2027-01-10',
        horizon: '2027-01-31',
      },
      dates: ['2027-01-12', '2027-01-19', '2027-01-26'],
    },
    {
      name: 'a fortnightly plan keeps its fortnights from the first visit',
      plan: {
        frequency: 'bi-weekly',
        anchor: '2026-12-01',
        latest: '2026-12-29',
        from: '2026-12-20',
        horizon: '2027-02-10',
      },
      dates: ['2027-01-12', '2027-01-26', '2027-02-09'],
    },
    {
      name: 'a monthly plan on the 31st keeps the 31st where a month has it',
      plan: {
        frequency: 'monthly',
        anchor: '2026-10-31',
        latest: '2026-12-31',
        from: '2026-12-01',
        horizon: '2027-03-31',
      },
      dates: ['2027-01-31', '2027-02-28', '2027-03-31'],
    },
    {
      name: 'a plan years old jumps to its current weeks',
      plan: {
        frequency: 'weekly',
        anchor: '2020-01-07',
        latest: '2026-12-01',
        from: '2026-12-02',
        horizon: '2026-12-20',
      },
      dates: ['2026-12-08', '2026-12-15'],
    },
    {
      name: 'a date already passed (from) is never booked',
      plan: {
        frequency: 'weekly',
        anchor: '2026-11-03',
        latest: '2026-11-10',
        from: '2026-11-29',
        horizon: '2026-12-10',
      },
      dates: ['2026-12-01', '2026-12-08'],
    },
  ] as const)('$name', ({ plan, dates }) => {
    expect(topUpDates(plan)).toEqual(dates);
  });
});

describe('seriesHorizon', () => {
  it.each([
    ['weekly', '2026-12-01', '2027-01-26'],
    ['bi-weekly', '2026-12-01', '2027-01-26'],
    ['monthly', '2026-12-01', '2027-03-01'],
  ] as const)('%s from %s reaches %s', (frequency, today, horizon) => {
    expect(seriesHorizon(frequency, today)).toBe(horizon);
  });
});

describe('pauseUntilAllowed', () => {
  it.each([
    ['2026-11-30', false],
    ['2026-12-01', false],
    ['2026-12-02', true],
    ['2027-02-28', true],
    ['2027-03-01', false],
  ])('until %s from 2026-11-30: %s', (until, allowed) => {
    expect(pauseUntilAllowed(until, '2026-11-30')).toBe(allowed);
  });
});

describe('seriesState', () => {
  it.each([
    [{ cancelledAt: new Date(), pausedUntil: '2027-01-01' }, 'cancelled'],
    [{ cancelledAt: null, pausedUntil: '2027-01-01' }, 'paused'],
    [{ cancelledAt: null, pausedUntil: '2026-11-30' }, 'active'],
    [{ cancelledAt: null, pausedUntil: null }, 'active'],
  ])('%o is %s on 2026-11-30', (series, state) => {
    expect(seriesState(series, '2026-11-30')).toBe(state);
  });
});

describe('planDiscountPaise', () => {
  it.each([
    [1_300_000, 10, 130_000],
    [34_900, 10, 3_400], // ₹34.90 rounds down to ₹34
    [99_900, 5, 4_900],
    [100_000, 0, 0],
    [100_000, -5, 0],
    [100_000, 80, 50_000], // never above the most a plan may take
    [0, 10, 0],
    [99, 50, 0], // under a rupee: nothing
  ])('%i paise at %i%%: %i paise off', (price, percent, off) => {
    expect(planDiscountPaise(price, percent)).toBe(off);
  });
});

describe('planMoveAllowed', () => {
  it.each([
    ['weekly', 6, true],
    ['weekly', -6, true],
    ['weekly', 7, false],
    ['weekly', 0, true],
    ['bi-weekly', 13, true],
    ['bi-weekly', 14, false],
    ['monthly', 27, true],
    ['monthly', -28, false],
    ['weekly', 1.5, false],
  ] as const)('%s by %i days: %s', (frequency, days, allowed) => {
    expect(planMoveAllowed(frequency, days)).toBe(allowed);
  });
});
