import { describe, expect, it } from 'vitest';
import { couponState, type CouponStanding } from './coupon-state';

const now = new Date('2026-11-26T06:00:00Z');
const coupon = (patch: Partial<CouponStanding>): CouponStanding => ({
  isActive: true,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  ...patch,
});

describe('a coupon’s state in the admin list', () => {
  it.each<[string, Partial<CouponStanding>, string]>([
    ['no expiry, no limit', {}, 'active'],
    ['expires later', { expiresAt: '2026-12-31T18:29:59Z' }, 'active'],
    ['expired yesterday', { expiresAt: '2026-11-25T06:00:00Z' }, 'expired'],
    ['expires this instant', { expiresAt: '2026-11-26T06:00:00Z' }, 'expired'],
    ['limit reached', { usageLimit: 5, usedCount: 5 }, 'used-up'],
    ['limit not reached', { usageLimit: 5, usedCount: 4 }, 'active'],
    ['switched off and expired', { isActive: false, expiresAt: '2025-01-01T00:00:00Z' }, 'off'],
    ['expired and used up', { expiresAt: '2025-01-01T00:00:00Z', usageLimit: 1, usedCount: 1 }, 'expired'],
  ])('%s', (_, patch, state) => expect(couponState(coupon(patch), now)).toBe(state));
});
