import { describe, expect, it } from 'vitest';
import { amountToCollectPaise, type CollectableBooking } from './pay-after-service';

const base: CollectableBooking = {
  paymentMethod: 'pay_after_service',
  paymentStatus: 'unpaid',
  status: 'assigned',
  totalPaise: 150_000,
  holdExpiresAt: null,
};

describe('amountToCollectPaise', () => {
  it.each<[string, Partial<CollectableBooking>, number]>([
    ['assigned, unpaid', {}, 150_000],
    ['in progress', { status: 'in-progress' }, 150_000],
    ['completed, still unpaid', { status: 'completed' }, 150_000],
    ['paid (online or recorded)', { paymentStatus: 'paid' }, 0],
    ['refunded', { paymentStatus: 'refunded' }, 0],
    ['cancelled', { status: 'cancelled' }, 0],
    ['an online method', { paymentMethod: 'razorpay_upi' }, 0],
    ['no choice yet', { paymentMethod: null }, 0],
    ['still on hold', { holdExpiresAt: '2026-11-26T05:00:00Z' }, 0],
    ['free (₹0)', { totalPaise: 0 }, 0],
  ])('%s', (_name, change, paise) => {
    expect(amountToCollectPaise({ ...base, ...change })).toBe(paise);
  });
});
