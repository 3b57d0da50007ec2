import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingDtoSchema, pageInfoSchema } from '../../../shared/api-bookings';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { users } from '../../db/schema/index';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD_FLAT_4 } from '../../test/bookings.test-support';

// The list reads its rows with one hand-mapped statement and skips the zod check of its answer: every
// booking it lists must equal, field for field, what GET /api/bookings/:id (drizzle's mapping, zod's
// serialiser) answers for the same viewer.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let officeId: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const payload = (days: number, overrides: Record<string, unknown> = {}) => ({
  serviceId: officeId,
  packageId: 'Basic',
  address: MG_ROAD_FLAT_4,
  phoneNumber: '9876543210',
  areaSqft: 120.5,
  scheduledDate: addDays(today, days),
  scheduledTime: '10:00',
  ...overrides,
});

describe('GET /api/bookings', () => {
  it('lists each booking exactly as its own page shows it, for the customer, the cleaner and an admin', async () => {
    const { token } = await t.signup();
    const admin = await t.login('admin');
    const cleaner = await t.login('cleaner');
    const ids: string[] = [];
    const book = async (body: object, confirm = false) => {
      const res = await t.request('POST', '/api/bookings', { token, body });
      expect(res.status).toBe(201);
      ids.push(res.body.data.booking._id);
      // Confirmed (pay after service) where it should not count against the unpaid cap.
      if (confirm)
        expect(
          (
            await t.request('POST', '/api/bookings/complete-payment', {
              token,
              body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
            })
          ).status,
        ).toBe(200);
      return res.body.data.booking._id as string;
    };
    const withCoupon = await book(payload(3, { instructions: 'Ring twice', couponCode: 'SAVE10' }), true);
    await book(payload(4, { frequency: 'weekly', scheduledTime: '15:00' }), true);
    const assigned = await book(payload(60, { scheduledTime: '12:00' }), true);
    const cancelled = await book(payload(61));
    const [cleanerRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.cleaner.email));
    const assign = await t.request('PATCH', `/api/bookings/${assigned}/assign`, {
      token: admin,
      body: { cleanerId: cleanerRow.id },
    });
    expect(assign.status).toBe(200);
    const cancel = await t.request('PATCH', `/api/bookings/${cancelled}/cancel`, {
      token,
      body: { reason: 'Moving' },
    });
    expect(cancel.status).toBe(200);

    const own = (await t.request('GET', '/api/bookings?size=200', { token })).body.data.bookings;
    expect(own).toHaveLength(ids.length + 8); // the weekly series' 8 more visits
    ids.splice(0, ids.length, ...own.map((b: { _id: string }) => b._id));
    for (const viewer of [token, admin, cleaner]) {
      const list = await t.request('GET', '/api/bookings?size=200', { token: viewer });
      expect(list.status).toBe(200);
      expect(pageInfoSchema.strict().parse(list.body.data.page)).toMatchObject({ page: 1, size: 200 });
      const listed = list.body.data.bookings as { _id: string }[];
      const mine = listed.filter((b) => ids.includes(b._id));
      expect(mine.length).toBe(viewer === cleaner ? 1 : ids.length);
      for (const item of mine) {
        expect(bookingDtoSchema.strict().parse(item)).toEqual(item);
        const one = await t.request('GET', `/api/bookings/${item._id}`, { token: viewer });
        expect(item).toEqual(one.body.data.booking);
      }
    }
    const ownList = (await t.request('GET', '/api/bookings?size=200', { token })).body.data.bookings;
    const byId = new Map<string, any>(ownList.map((b: any) => [b._id, b]));
    expect(byId.get(assigned)).toMatchObject({
      status: 'assigned',
      cleanerId: { _id: cleanerRow.id },
      crew: [{ _id: cleanerRow.id, kind: 'assigned' }],
    });
    expect(byId.get(withCoupon)).toMatchObject({
      couponCode: 'SAVE10',
      instructions: 'Ring twice',
      areaSqft: 120.5,
    });
    expect(byId.get(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: 'Moving', crew: [] });
  });

  it('pages in order of service date, newest first, with the total', async () => {
    const { token } = await t.signup();
    for (const days of [10, 12, 11])
      expect((await t.request('POST', '/api/bookings', { token, body: payload(days) })).status).toBe(201);
    const first = await t.request('GET', '/api/bookings?size=2', { token });
    const second = await t.request('GET', '/api/bookings?size=2&page=2', { token });
    expect(first.body.data.page).toEqual({ page: 1, size: 2, total: 3, pages: 2 });
    expect(
      [...first.body.data.bookings, ...second.body.data.bookings].map((b: any) => b.scheduledDate),
    ).toEqual([addDays(today, 12), addDays(today, 11), addDays(today, 10)]);
  });
});
