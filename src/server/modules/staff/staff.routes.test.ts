import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { demo, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: string;
let ownerId: string;
let phone = 9876511000;
const nextPhone = () => String(phone++);
const PASSWORD = 'Dispatch!Desk42';

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  owner = await t.login('admin');
  ownerId = (await t.request('GET', '/api/auth/verify', { token: owner })).body.data.user.id;
});
afterAll(() => t.close());

async function addStaff(role: string, extra: Record<string, unknown> = {}) {
  const email = `${role}.${phone}@chamak.in`;
  const res = await t.request('POST', '/api/admin/staff', {
    token: owner,
    body: { name: `Test ${role}`, email, phone: nextPhone(), role, password: PASSWORD, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    id: res.body.data.member._id as string,
    email,
    token: await t.login({ email, password: PASSWORD }),
  };
}

describe('staff accounts', () => {
  it('adds a staff member with a password: they sign in with it and are told their role', async () => {
    const indore = (await t.request('GET', '/api/cities')).body.data.cities[0]._id as string;
    const d = await addStaff('dispatcher', { cityIds: [indore] });
    const me = await t.request('GET', '/api/auth/verify', { token: d.token });
    // Their cities are kept (issue 38 part 2) and shown on the Staff page.
    const listed = (await t.request('GET', '/api/admin/staff', { token: owner })).body.data.staff;
    expect(listed.find((m: { _id: string }) => m._id === d.id).cityIds).toEqual([indore]);
    const unknown = await t.request('POST', '/api/admin/staff', {
      token: owner,
      body: {
        name: 'Nowhere',
        email: 'nowhere@chamak.in',
        phone: nextPhone(),
        role: 'support',
        password: PASSWORD,
        cityIds: ['7f1c2a9e-0000-4000-8000-000000000001'],
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ field: 'cityIds.0', message: 'Unknown city' }]);
    expect(me.body.data.user).toMatchObject({ role: 'dispatcher', mustChangePassword: false });
    expect(await messagesTo(t.database.db, d.email)).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, d.id), eq(auditLog.action, 'staff.create')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: ownerId, actorRole: 'admin' });
    expect(audits[0].details).toMatchObject({ role: 'dispatcher', temporaryPassword: false });
  });

  it('mails a temporary password through the outbox when none is given; it must be changed', async () => {
    const res = await t.request('POST', '/api/admin/staff', {
      token: owner,
      body: { name: 'Farah Finance', email: 'farah.finance@chamak.in', phone: nextPhone(), role: 'finance' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.member).toMatchObject({
      role: 'finance',
      isActive: true,
      email: 'farah.finance@chamak.in',
    });
    const mails = await messagesTo(t.database.db, 'farah.finance@chamak.in');
    expect(mails.map((m) => m.kind)).toEqual(['staff-welcome']);
    const list = await t.request('GET', '/api/admin/staff', { token: owner });
    expect(list.status).toBe(200);
    const roles = list.body.data.staff.map((s: { email: string; role: string }) => [s.email, s.role]);
    expect(roles).toContainEqual(['farah.finance@chamak.in', 'finance']);
    expect(roles).toContainEqual([demo.admin.email, 'admin']);
    // Customers and cleaners are not staff.
    expect(roles.map((r: string[]) => r[1])).not.toContain('client');
    expect(roles.map((r: string[]) => r[1])).not.toContain('cleaner');
  });

  it('refuses a long name, a NUL byte, an unknown role, a taken email and an extra field with 400/409', async () => {
    const base = {
      name: 'Sunil Support',
      email: 'sunil.support@chamak.in',
      phone: nextPhone(),
      role: 'support',
    };
    // 50,000 characters is over every JSON route's 16 KB body limit (platform/body-limits.ts): refused
    // before it is read, with 413 as on every other route.
    const huge = await t.request('POST', '/api/admin/staff', {
      token: owner,
      body: { ...base, name: 'x'.repeat(50_000) },
    });
    expect(huge.status).toBe(413);
    for (const body of [
      { ...base, name: 'x'.repeat(10_000) },
      { ...base, name: 'x'.repeat(101) },
      { ...base, name: 'Sunil\u0000Support' },
      { ...base, role: 'superuser' },
      { ...base, role: 'client' },
      { ...base, role: 'cleaner' },
      { ...base, isAdmin: true },
      { ...base, cityIds: ['not-a-city'] },
    ]) {
      const res = await t.request('POST', '/api/admin/staff', { token: owner, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await t.request('POST', '/api/admin/staff', { token: owner, body: base })).status).toBe(201);
    const again = await t.request('POST', '/api/admin/staff', { token: owner, body: base });
    expect(again.status).toBe(409);
    const patch = await t.request('PATCH', `/api/admin/staff/${ownerId}`, {
      token: owner,
      body: { role: 'root' },
    });
    expect(patch.status).toBe(400);
  });

  it('is for owners only: other staff, cleaners and customers get 403, guests 401', async () => {
    const cm = await addStaff('city_manager');
    const client = await t.login('client');
    const cleaner = await t.login('cleaner');
    for (const token of [cm.token, client, cleaner]) {
      expect((await t.request('GET', '/api/admin/staff', { token })).status).toBe(403);
      const post = await t.request('POST', '/api/admin/staff', { token, body: { junk: 1 } });
      expect(post.status).toBe(403);
      expect(post.body.details).toBeUndefined();
      expect(
        (await t.request('PATCH', `/api/admin/staff/${cm.id}`, { token, body: { role: 'admin' } })).status,
      ).toBe(403);
    }
    expect((await t.request('GET', '/api/admin/staff')).status).toBe(401);
  });

  it('changes a role and switches an account off (signed out at once), audited', async () => {
    const s = await addStaff('support');
    expect((await t.request('GET', '/api/admin/complaints', { token: s.token })).status).toBe(200);
    const toFinance = await t.request('PATCH', `/api/admin/staff/${s.id}`, {
      token: owner,
      body: { role: 'finance' },
    });
    expect(toFinance.status).toBe(200);
    expect(toFinance.body.data.member).toMatchObject({ role: 'finance', isActive: true });
    // The role is read from the account on every request: the old token now has finance's rights.
    expect((await t.request('GET', '/api/admin/complaints', { token: s.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/payments', { token: s.token })).status).toBe(200);
    const off = await t.request('PATCH', `/api/admin/staff/${s.id}`, {
      token: owner,
      body: { isActive: false },
    });
    expect(off.body.data.member.isActive).toBe(false);
    expect((await t.request('GET', '/api/admin/payments', { token: s.token })).status).toBe(401);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.id), eq(auditLog.action, 'staff.update')));
    expect(audits.map((a) => a.details)).toEqual([
      { before: { role: 'support', isActive: true }, after: { role: 'finance', isActive: true } },
      { before: { role: 'finance', isActive: true }, after: { role: 'finance', isActive: false } },
    ]);
    expect(
      (
        await t.request('PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', {
          token: owner,
          body: { isActive: false },
        })
      ).status,
    ).toBe(404);
    // A customer's account is not staff: 404, not a way to promote a customer.
    const customer = (await t.request('GET', '/api/auth/verify', { token: await t.login('client') })).body
      .data.user.id;
    expect(
      (await t.request('PATCH', `/api/admin/staff/${customer}`, { token: owner, body: { role: 'admin' } }))
        .status,
    ).toBe(404);
  });

  it('keeps at least one active owner', async () => {
    const others = (await t.request('GET', '/api/admin/staff', { token: owner })).body.data.staff.filter(
      (s: { role: string; isActive: boolean; _id: string }) =>
        s.role === 'admin' && s.isActive && s._id !== ownerId,
    );
    expect(others).toEqual([]);
    for (const body of [{ role: 'dispatcher' }, { isActive: false }]) {
      const res = await t.request('PATCH', `/api/admin/staff/${ownerId}`, { token: owner, body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LAST_OWNER');
    }
    // With a second owner, the first may step down; the second then cannot.
    const second = await addStaff('admin');
    const down = await t.request('PATCH', `/api/admin/staff/${ownerId}`, {
      token: second.token,
      body: { role: 'city_manager' },
    });
    expect(down.status).toBe(200);
    const alone = await t.request('PATCH', `/api/admin/staff/${second.id}`, {
      token: second.token,
      body: { isActive: false },
    });
    expect(alone.status).toBe(409);
    // Put the demo owner back for the other tests in this file.
    expect(
      (
        await t.request('PATCH', `/api/admin/staff/${ownerId}`, {
          token: second.token,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the permission table on the routes', () => {
  it('gives a dispatcher bookings and assignment, not refunds, payouts, prices or staff', async () => {
    const d = await addStaff('dispatcher');
    expect((await t.request('GET', '/api/admin/bookings', { token: d.token })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/cleaners', { token: d.token })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/summary', { token: d.token })).status).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request('POST', `/api/admin/payments/${unknown}/refund`, { token: d.token, body: {} })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/admin/payouts', { token: d.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/coupons', { token: d.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/staff', { token: d.token })).status).toBe(403);
  });

  it('gives finance refunds and payouts, not assignment', async () => {
    const f = await addStaff('finance');
    expect((await t.request('GET', '/api/admin/payments', { token: f.token })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/cash-held', { token: f.token })).status).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.request('GET', `/api/bookings/${unknown}/free-cleaners`, { token: f.token })).status,
    ).toBe(403);
    expect(
      (await t.request('PATCH', `/api/bookings/${unknown}/assign`, { token: f.token, body: {} })).status,
    ).toBe(403);
  });

  it('lets support resolve a complaint but not refund through it (403 before the complaint is looked up)', async () => {
    const s = await addStaff('support');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const resolve = (token: string, body: object) =>
      t.request('POST', `/api/admin/complaints/${unknown}/resolve`, { token, body });
    expect((await resolve(s.token, { action: 'close', note: 'Spoke to the customer' })).status).toBe(404);
    // The refund is refused by role, before the complaint is even looked up; finance gets past it.
    const refund = { action: 'refund', amountPaise: 10000, note: 'Sorry' };
    expect((await resolve(s.token, refund)).status).toBe(403);
    expect((await resolve(owner, refund)).status).toBe(404);
  });
});
