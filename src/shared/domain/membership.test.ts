import { describe, expect, it } from 'vitest';
import { memberDiscountPaise, perksActive, supersedes, type SubscriptionStatus } from './membership';
import { calculatePrice } from './pricing';

const at = (s: number) => new Date(Date.UTC(2026, 11, 1) + s * 1000);

describe('supersedes', () => {
  it.each([
    ['active', 10, 'pending', 20, true],
    ['pending', 20, 'active', 10, false],
    ['halted', 30, 'active', 40, true],
    ['authenticated', 10, 'active', 10, true],
    ['active', 10, 'authenticated', 10, false],
    ['cancelled', 10, 'active', 99, false],
    ['completed', 10, 'halted', 99, false],
    ['active', 50, 'cancelled', 1, true],
  ] as const)('held %s@%d, incoming %s@%d → %s', (held, heldAt, incoming, incomingAt, expected) => {
    expect(
      supersedes(
        { status: held as SubscriptionStatus, eventAt: at(heldAt) },
        { status: incoming as SubscriptionStatus, eventAt: at(incomingAt) },
      ),
    ).toBe(expected);
  });
});

describe('perksActive', () => {
  const now = at(100);
  it.each([
    ['active', null, true],
    ['pending', null, true],
    ['created', null, false],
    ['authenticated', null, false],
    ['halted', at(200), true],
    ['halted', at(100), false],
    ['halted', null, false],
    ['active', at(50), false],
    ['cancelled', at(200), true],
    ['cancelled', at(99), false],
    ['completed', null, false],
  ] as const)('%s, perks end %s → %s', (status, perksEndAt, expected) => {
    expect(perksActive({ status: status as SubscriptionStatus, perksEndAt }, now)).toBe(expected);
  });
});

describe('member discount', () => {
  it('rounds to whole paise and never exceeds the price', () => {
    expect(memberDiscountPaise(34_900, 10)).toBe(3_490);
    expect(memberDiscountPaise(999, 15)).toBe(150);
    expect(memberDiscountPaise(100, 0)).toBe(0);
    expect(memberDiscountPaise(0, 10)).toBe(0);
  });

  it('is taken by the one pricing rule on the list price (package and add-ons)', () => {
    const price = calculatePrice({
      pricingType: 'unit',
      pkg: { name: 'Normal', pricePaise: 49_900, maxArea: null, extraPerSqftPaise: null },
      quantity: 2,
      addons: [{ name: 'Balcony', pricePaise: 10_000, packageNames: [] }],
      memberDiscountPercent: 10,
    });
    expect(price).toMatchObject({ ok: true, totalPaise: 109_800, memberDiscountPaise: 10_980 });
  });
});
