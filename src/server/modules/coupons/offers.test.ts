import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

/** Issue 36: the offers strip shows the public coupons that can be used now, and nothing else. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const offers = async () => {
  const res = await t.request('GET', '/api/offers');
  expect(res.status).toBe(200);
  return res.body.data.offers as { code: string }[];
};
const codes = async () => (await offers()).map((o) => o.code);
const coupon = (body: object) => t.request('POST', '/api/admin/coupons', { token: admin, body });

describe('GET /api/offers', () => {
  it("shows anyone the demo's public offers with their rules, never the office's own codes", async () => {
    const res = await t.request('GET', '/api/offers');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body.data.offers).toEqual([
      {
        code: 'SAVE10',
        description: '10% off any booking',
        type: 'percent',
        value: 10,
        maxDiscountPaise: null,
        minOrderPaise: null,
        firstBookingOnly: false,
        expiresAt: null,
      },
      expect.objectContaining({ code: 'WELCOME20', maxDiscountPaise: 30_000, firstBookingOnly: true }),
    ]);
  });

  it('follows the admin: made public it shows, deactivated, expired or used up it does not', async () => {
    const made = await coupon({ code: 'MONSOON15', type: 'percent', value: 15, isPublic: true });
    expect(made.status).toBe(201);
    expect(made.body.data.coupon).toMatchObject({ isPublic: true });
    expect(await codes()).toContain('MONSOON15');
    const id = made.body.data.coupon.id;
    expect(
      (await t.request('PATCH', `/api/admin/coupons/${id}`, { token: admin, body: { isActive: false } }))
        .status,
    ).toBe(200);
    expect(await codes()).not.toContain('MONSOON15');

    await coupon({
      code: 'GONE5',
      type: 'percent',
      value: 5,
      isPublic: true,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    await coupon({ code: 'USEDUP', type: 'percent', value: 5, isPublic: true, usageLimit: 1 });
    await t.database.db.execute(sql`update coupons set used_count = 1 where code = 'USEDUP'`);
    expect(await codes()).toEqual(['SAVE10', 'WELCOME20']);
  });

  it('refuses isPublic that is not a boolean', async () => {
    const res = await coupon({ code: 'BAD1', type: 'percent', value: 5, isPublic: 'yes' });
    expect(res.status).toBe(400);
  });
});
