import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../../test/test-app';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  adminId = (await t.request('GET', '/api/auth/verify', { token: admin })).body.data.user.id;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.request(method, path, { token: admin, body });
const monsoon = {
  code: 'monsoon25',
  description: 'Monsoon offer',
  type: 'percent',
  value: 25,
  maxDiscountPaise: 50000,
  minOrderPaise: 100000,
  firstBookingOnly: false,
  usageLimit: 2,
  expiresAt: '2026-12-31T18:29:59Z',
};

describe('admin coupons', () => {
  let id: string;

  it('creates a coupon with every rule, upper-cases its code and audits it', async () => {
    const res = await call('POST', '/api/admin/coupons', monsoon);
    expect(res.status).toBe(201);
    id = res.body.data.coupon.id;
    expect(res.body.data.coupon).toMatchObject({
      code: 'MONSOON25',
      type: 'percent',
      value: 25,
      maxDiscountPaise: 50000,
      minOrderPaise: 100000,
      usageLimit: 2,
      usedCount: 0,
      expiresAt: '2026-12-31T18:29:59.000Z',
      isActive: true,
    });
    const audit = await call('GET', `/api/admin/audit?entityType=coupon&entityId=${id}`);
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'coupon.create',
        actorId: adminId,
        actorRole: 'admin',
        actorName: expect.any(String),
      }),
    ]);
    expect(audit.body.data.items[0].details).toMatchObject({ code: 'MONSOON25', discountValue: 25 });
  });

  it('refuses a duplicate code with 409 and bad rules with field messages', async () => {
    const dup = await call('POST', '/api/admin/coupons', { ...monsoon, code: 'Monsoon25' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('COUPON_EXISTS');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: 150 }, 'value', 'A percent coupon is 1 to 100'],
      [{ type: 'bogo' }, 'type', 'Type is percent or flat'],
      [{ code: 'no spaces' }, 'code', 'Coupon code may use letters, digits, - and _'],
      [{ minOrderPaise: 10.5 }, 'minOrderPaise', 'Minimum order must be whole paise'],
      [{ expiresAt: 'tomorrow' }, 'expiresAt', 'Expiry must be an ISO date-time'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', '/api/admin/coupons', { ...monsoon, code: 'OTHER', ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.details).toContainEqual({ field, message });
    }
  });

  it('applies at once to customers: a customer gets the new rules on the next apply', async () => {
    const client = await t.signup();
    const applied = await t.request('POST', '/api/coupons/apply', {
      token: client.token,
      body: { code: 'monsoon25', bookingAmount: 5000 },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.discountAmount).toBe(500); // 25% of 5000 = 1250, capped at 500
    await call('PATCH', `/api/admin/coupons/${id}`, { isActive: false });
    const refused = await t.request('POST', '/api/coupons/apply', {
      token: client.token,
      body: { code: 'monsoon25', bookingAmount: 5000 },
    });
    expect(refused.status).toBe(400);
    await call('PATCH', `/api/admin/coupons/${id}`, { isActive: true });
  });

  it('edits a coupon, audits what changed, and keeps a percent at most 100', async () => {
    const res = await call('PATCH', `/api/admin/coupons/${id}`, { value: 30, maxDiscountPaise: null });
    expect(res.status).toBe(200);
    expect(res.body.data.coupon).toMatchObject({ value: 30, maxDiscountPaise: null });
    const [entry] = (await call('GET', `/api/admin/audit?entityId=${id}&action=coupon.update&size=1`)).body
      .data.items;
    expect(entry.details.changed).toEqual({ discountValue: 30, maxDiscountPaise: null });
    const tooMuch = await call('PATCH', `/api/admin/coupons/${id}`, { value: 101 });
    expect(tooMuch.status).toBe(400);
    const flatFirst = await call('PATCH', `/api/admin/coupons/${id}`, { type: 'flat', value: 20000 });
    expect(flatFirst.body.data.coupon).toMatchObject({ type: 'flat', value: 20000 });
    expect((await call('PATCH', `/api/admin/coupons/${id}`, { type: 'percent' })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/coupons/${id}`, { code: 'RENAMED' })).status).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/coupons/00000000-0000-4000-8000-000000000000', { value: 5 })).status,
    ).toBe(404);
  });

  it('lists coupons paged, with search and the active filter', async () => {
    const all = await call('GET', '/api/admin/coupons?size=100');
    expect(all.body.data.total).toBeGreaterThan(1);
    expect(all.body.data.items[0].code).toBe('MONSOON25');
    const found = await call('GET', '/api/admin/coupons?search=monsoon');
    expect(found.body.data.items.map((c: any) => c.code)).toEqual(['MONSOON25']);
    const page = await call('GET', '/api/admin/coupons?size=1&page=2');
    expect(page.body.data).toMatchObject({ page: 2, size: 1, total: all.body.data.total });
    expect((await call('GET', '/api/admin/coupons?active=maybe')).status).toBe(400);
  });

  it("shows a coupon's redemptions, and deletes only a coupon nobody used", async () => {
    const client = await t.signup({ name: 'Chitra Rao' });
    const officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
    const booked = await t.request('POST', '/api/bookings', {
      token: client.token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: { line1: '1 Park Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
        phoneNumber: '9876543210',
        areaSqft: 100,
        scheduledDate: addDays(todayInIndia(clock.now()), 2),
        scheduledTime: '10:00',
        couponCode: 'MONSOON25',
      },
    });
    expect(booked.status).toBe(201);
    const redemptions = await call('GET', `/api/admin/coupons/${id}/redemptions`);
    expect(redemptions.status).toBe(200);
    expect(redemptions.body.data).toMatchObject({ page: 1, size: 20, total: 1 });
    expect(redemptions.body.data.items[0]).toMatchObject({
      bookingId: booked.body.data.booking._id,
      customerName: 'Chitra Rao',
      customerEmail: client.email,
      discountPaise: 20000,
    });
    expect((await call('GET', `/api/admin/coupons/${id}`)).body.data.coupon.usedCount).toBe(1);
    expect((await call('PATCH', `/api/admin/coupons/${id}`, { usageLimit: 1 })).status).toBe(200);

    const used = await call('DELETE', `/api/admin/coupons/${id}`);
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('COUPON_IN_USE');

    const spare = (await call('POST', '/api/admin/coupons', { code: 'SPARE', type: 'flat', value: 5000 }))
      .body.data.coupon;
    expect((await call('DELETE', `/api/admin/coupons/${spare.id}`)).status).toBe(200);
    expect((await call('GET', `/api/admin/coupons/${spare.id}`)).status).toBe(404);
    const trail = (await call('GET', `/api/admin/audit?entityId=${spare.id}`)).body.data.items;
    expect(trail.map((e: any) => e.action)).toEqual(['coupon.delete', 'coupon.create']);
  });
});

describe('GET /api/admin/audit', () => {
  it('reads newest first, filtered by entity, actor and dates, paged', async () => {
    const all = (await call('GET', '/api/admin/audit?entityType=coupon&size=100')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const times = all.items.map((e: any) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('GET', `/api/admin/audit?actorId=${adminId}`)).body.data.total).toBe(all.total);
    const today = todayInIndia(new Date());
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}`)).body.data.total).toBe(all.total);
    expect((await call('GET', `/api/admin/audit?to=${addDays(today, -1)}`)).body.data.total).toBe(0);
    const page = (await call('GET', '/api/admin/audit?entityType=coupon&size=2&page=2')).body.data;
    expect(page.items.map((e: any) => e.id)).toEqual(all.items.slice(2, 4).map((e: any) => e.id));
    expect((await call('GET', '/api/admin/audit?actorId=me')).status).toBe(400);
  });

  it('offers no way to change or delete an entry', async () => {
    const [entry] = (await call('GET', '/api/admin/audit?size=1')).body.data.items;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await call(
        method,
        `/api/admin/audit/${entry.id}`,
        method === 'DELETE' ? undefined : { action: 'x' },
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    }
  });
});
