import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { BASIC_VISIT } from '../../test/bookings.test-support';

// 10:00 IST on a fixed day: expiry and "first booking" are deterministic.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let officeId: string;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const apply = (token: string, code: string, bookingAmount: number) =>
  t.request('POST', '/api/coupons/apply', { token, body: { code, bookingAmount } });

const book = (token: string, couponCode?: string) =>
  t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      ...BASIC_VISIT,
      scheduledDate: addDays(today, day++),
      scheduledTime: '10:00',
      ...(couponCode ? { couponCode } : {}),
    },
  });

describe('coupon messages name the real reason', () => {
  it.each([
    // amount in rupees, how much more, the minimum
    [349, '₹1,151'],
    [1000, '₹500'],
    [1499.5, '₹0.50'],
  ])('FLAT200 on ₹%d says to add %s more and names its ₹1,500 minimum', async (amount, more) => {
    const { token } = await t.signup();
    const res = await apply(token, 'FLAT200', amount);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('COUPON_MINIMUM');
    expect(res.body.message).toBe(`Add ${more} more to use FLAT200 (minimum ₹1,500)`);
    expect(res.body.details).toEqual([{ field: 'couponCode', message: res.body.message }]);
  });

  it('applies FLAT200 at its minimum exactly', async () => {
    const { token } = await t.signup();
    const res = await apply(token, 'FLAT200', 1500);
    expect(res.status).toBe(200);
    expect(res.body.data.discountAmount).toBe(200);
  });

  it('names the day an expired coupon ended, in India time', async () => {
    const { token } = await t.signup();
    const res = await apply(token, 'EXPIRED50', 2000);
    expect(res.body.code).toBe('COUPON_EXPIRED');
    // Expired at 2025-01-01T00:00Z, which is 5:30 AM on 1 Jan in India.
    expect(res.body.message).toBe('EXPIRED50 expired on Wed, 1 Jan 2025. Please try a different coupon.');
  });

  it.each(['SAVE10', 'LAUNCH50'])(
    'says %s was used once by this account, never that it is a first-time coupon',
    async (code) => {
      const { token } = await t.signup();
      expect((await book(token, code)).status).toBe(201);
      for (const res of [await apply(token, code, 6500), await book(token, code)]) {
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('COUPON_ALREADY_USED');
        expect(res.body.message).toBe(`You have already used ${code}. Each account can use it once.`);
        expect(res.body.message).not.toMatch(/first-time/i);
      }
    },
  );

  it('keeps the first-time words for WELCOME20: used once, or a customer who has booked before', async () => {
    const used = await t.signup();
    expect((await book(used.token, 'WELCOME20')).status).toBe(201);
    expect((await apply(used.token, 'WELCOME20', 6500)).body.message).toBe(
      'You have already used this coupon. First-time coupons can only be used once.',
    );
    const booked = await t.signup();
    expect((await book(booked.token)).status).toBe(201);
    const res = await apply(booked.token, 'WELCOME20', 6500);
    expect(res.body.code).toBe('COUPON_ALREADY_USED');
    expect(res.body.message).toBe('WELCOME20 is for your first booking only.');
  });
});
