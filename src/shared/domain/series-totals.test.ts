import { describe, expect, it } from 'vitest';
import { seriesTotals } from './series-totals';

describe('seriesTotals: the numbers a customer sees before confirming agree with the visits booked', () => {
  it.each([
    ['one-time', 1, 1500],
    ['weekly', 9, 13_500],
    ['bi-weekly', 5, 7500],
    ['monthly', 4, 6000],
  ] as const)('%s at ₹1,500 a visit: %i visits, ₹%i', (frequency, visits, total) => {
    const s = seriesTotals(frequency, '2026-11-28', 1500);
    expect(s).toMatchObject({ perVisit: 1500, visits, total });
    expect(s.dates[0]).toBe('2026-11-28');
    expect(s.dates).toHaveLength(visits);
  });

  it('a coupon comes off the first visit only, never below zero', () => {
    expect(seriesTotals('weekly', '2026-11-28', 1500, 150).total).toBe(13_350);
    expect(seriesTotals('one-time', '2026-11-28', 100, 500).total).toBe(0);
  });

  it('monthly visits fall on the same day of the next three months', () => {
    expect(seriesTotals('monthly', '2026-11-28', 1).dates).toEqual([
      '2026-11-28',
      '2026-12-28',
      '2027-01-28',
      '2027-02-28',
    ]);
  });
});

describe("seriesTotals with a plan's discount", () => {
  it.each([
    ['weekly', 1500, 150, 0, 1350, 9 * 1350],
    ['weekly', 1500, 150, 100, 1350, 9 * 1350 - 100],
    ['monthly', 1500, 75, 2000, 1425, 3 * 1425],
    ['one-time', 1500, 150, 0, 1500, 1500],
    ['bi-weekly', 100, 500, 0, 0, 0],
  ] as const)(
    '%s at %i, plan discount %i, coupon %i: %i a visit, %i in all',
    (frequency, list, plan, coupon, perVisit, total) => {
      const s = seriesTotals(frequency, '2026-11-28', list, coupon, plan);
      expect(s).toMatchObject({ perVisit, total });
      expect(s.planDiscount).toBe(list - perVisit);
    },
  );
});
