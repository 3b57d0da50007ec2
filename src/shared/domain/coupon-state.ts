/** What a coupon is now, for the admin list (an expired coupon must not read as active). */
export type CouponState = 'active' | 'expired' | 'used-up' | 'off';

export interface CouponStanding {
  isActive: boolean;
  expiresAt: string | null;
  usageLimit: number | null;
  usedCount: number;
}

/** Switched off first, then past its expiry, then out of uses; otherwise customers can use it. */
export function couponState(c: CouponStanding, now: Date): CouponState {
  if (!c.isActive) return 'off';
  if (c.expiresAt && new Date(c.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'used-up';
  return 'active';
}

export const couponStateLabels: Record<CouponState, string> = {
  active: 'Active',
  expired: 'Expired',
  'used-up': 'Used up',
  off: 'Switched off',
};
