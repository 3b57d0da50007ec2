import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesPlanDto } from '../../../shared/api-series';
import { planDiscountPaise } from '../../../shared/domain/series-plan';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { rupeesToPaise } from '../../../shared/money';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from '../dispatch/crew.test-support';

/** Issue 36 part 2: a plan's own discount per frequency, set by the owner, on every visit it books. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const DAY = 86_400_000;
let t: TestApp;
let customer: string;
let admin: string;
let ids: { home: string; bathroom: string };

beforeAll(async () => {
  ({ t, ids, customer, admin } = await startCrewTestApp(clock));
});
afterAll(() => t.close());

const setDiscounts = (body: unknown, token = admin) =>
  t.request('PUT', '/api/admin/plans/discounts', { token, body });

async function book(frequency: string, first: string, time: string, couponCode?: string) {
  const made = await t.request('POST', '/api/bookings', {
    token: customer,
    body: {
      ...crewJobBody(ids.bathroom, 'Normal', first, time),
      frequency,
      ...(couponCode ? { couponCode } : {}),
    },
  });
  expect(made.status).toBe(201);
  await t.payAfterService(customer, made.body.data.booking._id);
  return made.body.data.booking;
}

const visitsOf = async (seriesId: string) => {
  const res = await t.request('GET', `/api/bookings/series/${seriesId}`, { token: customer });
  expect(res.status).toBe(200);
  return res.body.data.plan as SeriesPlanDto;
};

describe("plans' discounts per frequency", () => {
  it('are public to read, the owner sets them, and a bad table is refused whole', async () => {
    const before = await t.request('GET', '/api/plans/discounts');
    expect(before.status).toBe(200);
    // The demo's table (seed): 10% weekly, 5% fortnightly or monthly.
    expect(before.body.data).toEqual({ weekly: 10, 'bi-weekly': 5, monthly: 5 });

    const saved = await setDiscounts({ weekly: 10, 'bi-weekly': 5, monthly: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Plan discounts saved');
    expect(saved.body.data).toEqual({ weekly: 10, 'bi-weekly': 5, monthly: 0 });

    for (const bad of [
      { weekly: 51, 'bi-weekly': 5, monthly: 0 },
      { weekly: 9.5, 'bi-weekly': 5, monthly: 0 },
      { weekly: -1, 'bi-weekly': 5, monthly: 0 },
      { weekly: 10, 'bi-weekly': 5 },
      { weekly: 10, 'bi-weekly': 5, monthly: 0, daily: 20 },
      { weekly: '10\u0000', 'bi-weekly': 5, monthly: 0 },
    ]) {
      const res = await setDiscounts(bad);
      expect(res.status).toBe(400);
    }
    expect((await setDiscounts({ weekly: 50, 'bi-weekly': 50, monthly: 50 }, customer)).status).toBe(403);
    expect((await t.request('GET', '/api/plans/discounts')).body.data).toEqual({
      weekly: 10,
      'bi-weekly': 5,
      monthly: 0,
    });
  });

  it('takes the plan discount off every visit, and a coupon off the first visit after it', async () => {
    const first = addDays(todayInIndia(clock.now()), 2);
    const booking = await book('weekly', first, '09:00', 'SAVE10');
    const list = rupeesToPaise(booking.baseAmount);
    const planOff = planDiscountPaise(list, 10);
    expect(planOff).toBeGreaterThan(0);
    expect(rupeesToPaise(booking.planDiscountAmount)).toBe(planOff);
    // SAVE10 is 10% of what the visit costs after the plan's discount.
    const couponOff = Math.round((list - planOff) * 0.1);
    expect(Math.abs(rupeesToPaise(booking.discountAmount) - (planOff + couponOff))).toBeLessThanOrEqual(100);
    expect(rupeesToPaise(booking.totalAmount)).toBe(list - rupeesToPaise(booking.discountAmount));

    const plan = await visitsOf(booking.seriesId);
    expect(plan.discountPercent).toBe(10);
    const later = plan.visits.slice(1);
    expect(later).toHaveLength(8);
    expect(later.every((v) => v.totalPaise === list - planOff)).toBe(true);
  });

  it('keeps the percent a plan was booked with when the owner changes the table; one visit gets none', async () => {
    const first = addDays(todayInIndia(clock.now()), 3);
    const booking = await book('bi-weekly', first, '13:00');
    const list = rupeesToPaise(booking.baseAmount);
    expect(rupeesToPaise(booking.totalAmount)).toBe(list - planDiscountPaise(list, 5));

    expect((await setDiscounts({ weekly: 20, 'bi-weekly': 25, monthly: 0 })).status).toBe(200);
    clock.advance(30 * DAY);
    expect(await t.app.planTopUp.runOnce()).toBeGreaterThan(0);
    const plan = await visitsOf(booking.seriesId);
    expect(plan.discountPercent).toBe(5);
    const booked = plan.visits.filter((v) => v.status !== 'cancelled');
    expect(booked.length).toBeGreaterThan(2);
    expect(booked.every((v) => v.totalPaise === list - planDiscountPaise(list, 5))).toBe(true);

    const once = await book('one-time', addDays(todayInIndia(clock.now()), 2), '16:00');
    expect(once.planDiscountAmount).toBe(0);
    expect(once.totalAmount).toBe(once.baseAmount);
  });
});
