import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalances, creditEntries } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/test-app';

/** Credits over HTTP on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): issue 36 part 4. */
let t: TestApp;
let owner: string;
let phone = 9876522000;
const PASSWORD = 'Goodwill!Desk42';

async function addStaff(role: string) {
  const email = `${role}.${phone}@chamak.in`;
  const res = await t.request('POST', '/api/admin/staff', {
    token: owner,
    body: { name: `Test ${role}`, email, phone: String(phone++), role, password: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.member._id as string, token: await t.login({ email, password: PASSWORD }) };
}

const grant = (token: string, customerId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request('POST', `/api/admin/customers/${customerId}/credits`, { token, body, headers });

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  owner = await t.login('admin');
});
afterAll(() => t.close());

describe('GET /api/users/credits', () => {
  it('shows a new customer a zero balance and no entries', async () => {
    const c = await t.signup();
    const res = await t.request('GET', '/api/users/credits', { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ balancePaise: 0, entries: [] });
  });

  it('asks for a sign-in, and shows each customer only their own credits', async () => {
    expect((await t.request('GET', '/api/users/credits')).status).toBe(401);
    const a = await t.signup();
    const b = await t.signup();
    expect((await grant(owner, a.user.id, { amountRupees: 100, reason: 'Late crew' })).status).toBe(200);
    const seenByB = await t.request('GET', '/api/users/credits', { token: b.token });
    expect(seenByB.body.data).toEqual({ balancePaise: 0, entries: [] });
  });
});

describe('POST /api/admin/customers/:id/credits (goodwill)', () => {
  it('grants goodwill the customer then sees, with the reason in words, and audits it by name', async () => {
    const c = await t.signup({ name: 'Meera Joshi' });
    const res = await grant(owner, c.user.id, { amountRupees: 250.5, reason: 'The crew came an hour late' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.balancePaise).toBe(25050);

    const mine = (await t.request('GET', '/api/users/credits', { token: c.token })).body.data;
    expect(mine.balancePaise).toBe(25050);
    expect(mine.entries).toEqual([
      expect.objectContaining({
        amountPaise: 25050,
        reason: 'goodwill',
        reasonText: 'Goodwill from Chamak',
        note: 'The crew came an hour late',
        bookingId: null,
        expiresAt: null,
      }),
    ]);

    const audit = await t.request('GET', `/api/admin/audit?entityType=customer&entityId=${c.user.id}`, {
      token: owner,
    });
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        action: 'credits.goodwill',
        actorRole: 'admin',
        actorName: expect.any(String),
      }),
    ]);
    expect(audit.body.data.items[0].details).toMatchObject({
      customer: 'Meera Joshi',
      amount: '₹250.50',
      reason: 'The crew came an hour late',
    });
  });

  it('holds each role to its limit per grant: support ₹500, finance ₹2,000, owner ₹5,000; a dispatcher none', async () => {
    const c = await t.signup();
    const support = await addStaff('support');
    const finance = await addStaff('finance');
    const dispatcher = await addStaff('dispatcher');
    expect((await grant(support.token, c.user.id, { amountRupees: 500, reason: 'Sorry' })).status).toBe(200);
    const over = await grant(support.token, c.user.id, { amountRupees: 500.01, reason: 'Sorry' });
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your role may grant at most ₹500 of goodwill at a time.',
    });
    expect((await grant(finance.token, c.user.id, { amountRupees: 2000, reason: 'Sorry' })).status).toBe(200);
    expect((await grant(finance.token, c.user.id, { amountRupees: 2001, reason: 'Sorry' })).status).toBe(403);
    expect((await grant(owner, c.user.id, { amountRupees: 5000, reason: 'Sorry' })).status).toBe(200);
    expect((await grant(owner, c.user.id, { amountRupees: 5001, reason: 'Sorry' })).status).toBe(403);
    expect((await grant(dispatcher.token, c.user.id, { amountRupees: 1, reason: 'Sorry' })).status).toBe(403);
    expect((await grant(c.token, c.user.id, { amountRupees: 1, reason: 'Sorry' })).status).toBe(403);
    const mine = (await t.request('GET', '/api/users/credits', { token: c.token })).body.data;
    expect(mine.balancePaise).toBe(7_500_00);
    expect(mine.entries).toHaveLength(3);
  });

  it('refuses unknown fields, a reason over 200 characters or with a NUL, and bad amounts with 400', async () => {
    const c = await t.signup();
    for (const body of [
      { amountRupees: 10, reason: 'ok', userId: c.user.id },
      { amountRupees: 10, reason: 'x'.repeat(201) },
      { amountRupees: 10, reason: 'nul\u0000here' },
      { amountRupees: 10, reason: '' },
      { amountRupees: 0, reason: 'ok' },
      { amountRupees: -10, reason: 'ok' },
      { amountRupees: 10.001, reason: 'ok' },
      { amountRupees: '10', reason: 'ok' },
    ]) {
      const res = await grant(owner, c.user.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.request('GET', '/api/users/credits', { token: c.token })).body.data.balancePaise).toBe(0);
  });

  it('answers 404 for an account that is not a customer', async () => {
    const support = await addStaff('support');
    expect((await grant(owner, support.id, { amountRupees: 10, reason: 'x' })).status).toBe(404);
    const none = await grant(owner, '00000000-0000-4000-8000-000000000000', {
      amountRupees: 10,
      reason: 'x',
    });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('grants once per Idempotency-Key, and refuses the key for a different grant', async () => {
    const c = await t.signup();
    const key = { 'idempotency-key': 'goodwill-retry-0001' };
    const first = await grant(owner, c.user.id, { amountRupees: 100, reason: 'Late' }, key);
    const again = await grant(owner, c.user.id, { amountRupees: 100, reason: 'Late' }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.entry.id).toBe(first.body.data.entry.id);
    expect(again.body.data.balancePaise).toBe(10000);
    const other = await grant(owner, c.user.id, { amountRupees: 200, reason: 'Late' }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        grant(
          owner,
          c.user.id,
          { amountRupees: 50, reason: 'At once' },
          { 'idempotency-key': 'together-0001' },
        ),
      ),
    );
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await t.request('GET', '/api/users/credits', { token: c.token })).body.data.balancePaise).toBe(
      15000,
    );
  });
});

describe('the ledger in the database', () => {
  it('refuses to change or remove an entry: a mistake is undone by a new one', async () => {
    const c = await t.signup();
    await grant(owner, c.user.id, { amountRupees: 100, reason: 'x' });
    const db = t.database.db;
    await expect(
      db.update(creditEntries).set({ amountPaise: 999999 }).where(eq(creditEntries.userId, c.user.id)),
    ).rejects.toThrow();
    await expect(db.delete(creditEntries).where(eq(creditEntries.userId, c.user.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate credit_entries`)).rejects.toThrow();
  });

  it('keeps the balance from the entries and never below zero, whatever inserts them', async () => {
    const c = await t.signup();
    const db = t.database.db;
    await db.insert(creditEntries).values({ userId: c.user.id, amountPaise: 300, reason: 'goodwill' });
    await db.insert(creditEntries).values({ userId: c.user.id, amountPaise: -100, reason: 'spent' });
    await expect(
      db.insert(creditEntries).values({ userId: c.user.id, amountPaise: -201, reason: 'spent' }),
    ).rejects.toThrow();
    await expect(
      db.insert(creditEntries).values({ userId: c.user.id, amountPaise: 100, reason: 'spent' }),
    ).rejects.toThrow();
    const [row] = await db.select().from(creditBalances).where(eq(creditBalances.userId, c.user.id));
    expect(row!.balancePaise).toBe(200);
  });
});

describe('GET /api/admin/customers/:id/credits (the console)', () => {
  const view = (token: string, customerId: string) =>
    t.request('GET', `/api/admin/customers/${customerId}/credits`, { token });

  it("shows a customer's balance and entries, newest first, with the caller's goodwill limit", async () => {
    const c = await t.signup();
    await grant(owner, c.user.id, { amountRupees: 100, reason: 'Late crew' });
    await grant(owner, c.user.id, { amountRupees: 40, reason: 'Missed corner' });
    const seen = await view(owner, c.user.id);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data).toMatchObject({ balancePaise: 140_00, goodwillLimitPaise: 5_000_00 });
    expect(seen.body.data.entries.map((e: { note: string }) => e.note)).toEqual([
      'Missed corner',
      'Late crew',
    ]);
    const support = await addStaff('support');
    expect((await view(support.token, c.user.id)).body.data.goodwillLimitPaise).toBe(500_00);
  });

  it('is for the roles of credits.read only, and 404 for an account that is not a customer', async () => {
    const c = await t.signup();
    const dispatcher = await addStaff('dispatcher');
    const finance = await addStaff('finance');
    expect((await view(dispatcher.token, c.user.id)).status).toBe(403);
    expect((await view(c.token, c.user.id)).status).toBe(403);
    expect((await view(finance.token, c.user.id)).status).toBe(200);
    expect((await view(owner, dispatcher.id)).status).toBe(404);
    const none = await view(owner, '00000000-0000-4000-8000-000000000000');
    expect(none.body.code).toBe('CUSTOMER_NOT_FOUND');
  });
});
