import { describe, expect, it } from 'vitest';
import {
  beforeCutoff,
  canTransition,
  cleanerCanTransition,
  couponDiscountPaise,
  isUpcoming,
  seriesDates,
} from './booking-rules';

describe('booking rules', () => {
  it.each([
    ['pending', 'assigned', true],
    ['assigned', 'in-progress', true],
    ['in-progress', 'completed', true],
    ['pending', 'cancelled', true],
    ['assigned', 'cancelled', true],
    ['pending', 'in-progress', false],
    ['pending', 'completed', false],
    ['assigned', 'pending', false],
    ['assigned', 'completed', false],
    ['in-progress', 'cancelled', false],
    ['in-progress', 'assigned', false],
    ['completed', 'pending', false],
    ['completed', 'cancelled', false],
    ['cancelled', 'pending', false],
    ['cancelled', 'assigned', false],
  ] as const)('an admin may move %s to %s: %s', (from, to, allowed) =>
    expect(canTransition(from, to)).toBe(allowed),
  );

  it('lets a cleaner only start and finish', () => {
    expect(cleanerCanTransition('assigned', 'in-progress')).toBe(true);
    expect(cleanerCanTransition('in-progress', 'completed')).toBe(true);
    expect(cleanerCanTransition('pending', 'assigned')).toBe(false);
    expect(cleanerCanTransition('assigned', 'completed')).toBe(false);
    expect(cleanerCanTransition('assigned', 'cancelled')).toBe(false);
    expect(cleanerCanTransition('completed', 'in-progress')).toBe(false);
  });

  it('closes changes 2 hours before the slot (IST)', () => {
    // 10:00 IST = 04:30 UTC
    expect(beforeCutoff('2026-12-01', '12:00', new Date('2026-12-01T04:30:00Z'))).toBe(true);
    expect(beforeCutoff('2026-12-01', '12:00', new Date('2026-12-01T04:31:00Z'))).toBe(false);
  });

  it('calls a booking upcoming until its day passes or it ends', () => {
    const now = new Date('2026-12-01T04:30:00Z');
    expect(isUpcoming({ scheduledDate: '2026-12-01', status: 'pending' }, now)).toBe(true);
    expect(isUpcoming({ scheduledDate: '2026-11-30', status: 'pending' }, now)).toBe(false);
    expect(isUpcoming({ scheduledDate: '2026-12-05', status: 'completed' }, now)).toBe(false);
  });

  it.each([
    [{ discountType: 'percent', discountValue: 10, maxDiscountPaise: null }, 650_000, 65_000],
    [{ discountType: 'percent', discountValue: 20, maxDiscountPaise: 30_000 }, 650_000, 30_000],
    [{ discountType: 'flat', discountValue: 20_000, maxDiscountPaise: null }, 150_000, 20_000],
    [{ discountType: 'flat', discountValue: 20_000, maxDiscountPaise: null }, 10_000, 10_000],
  ] as const)('discount %j on %i paise is %i', (terms, amount, discount) =>
    expect(couponDiscountPaise(terms, amount)).toBe(discount),
  );

  it('plans 8 weekly, 4 bi-weekly or 3 monthly visits after the first', () => {
    expect(seriesDates('2026-12-01', 'weekly')).toHaveLength(8);
    expect(seriesDates('2026-12-01', 'bi-weekly')).toEqual([
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
      '2027-01-26',
    ]);
    expect(seriesDates('2027-01-31', 'monthly')).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
  });
});
