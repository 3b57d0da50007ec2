import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, creditLotExpiries } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { createCreditsService } from './credits.service';
import { createCreditExpiry } from './expire-credits';

/**
 * Credit that runs out (decision 040): the `credit-expiry` job writes one 'expired' entry per lot for what is
 * left of it, spends having taken the soonest-expiring credit first. PGlite; PostgreSQL with TEST_DATABASE_URL.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-11-28T06:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t?.close());

const run = () => t.app.jobs.job('credit-expiry')!.runOnce() as Promise<number>;
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY);

async function give(userId: string, amountPaise: number, expiresAt: Date | null = null) {
  const [row] = await t.database.db
    .insert(creditEntries)
    .values({ userId, amountPaise, reason: 'voucher', expiresAt })
    .returning();
  return row!;
}

const mine = async (token: string) =>
  (await t.request('GET', '/api/users/credits', { token })).body.data as {
    balancePaise: number;
    entries: Array<{ reason: string; amountPaise: number }>;
  };

describe('credit expiry', () => {
  it('writes off what is left of a lot once it has run out, once, and keeps never-expiring credit', async () => {
    const c = await t.signup();
    const credits = createCreditsService({ db: t.database.db });
    await give(c.user.id, 300_00);
    const expiring = await give(c.user.id, 200_00, inDays(10));
    // Spent before the expiry: taken from the expiring lot first, though it was given later.
    await credits.spend({ userId: c.user.id, amountPaise: 150_00 });

    expect(await run()).toBe(0);
    clock.set(inDays(10));
    expect(await run()).toBe(50_00);
    expect(await run()).toBe(0);

    const view = await mine(c.token);
    expect(view.balancePaise).toBe(300_00);
    expect(view.entries[0]).toMatchObject({ reason: 'expired', amountPaise: -50_00, reasonText: 'Expired' });
    const expired = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.idempotencyKey, `expiry:${expiring.id}`));
    expect(expired).toHaveLength(1);
  });

  it('settles a lot spent in full at zero, writing no entry, and does not look at it again', async () => {
    const c = await t.signup();
    const lot = await give(c.user.id, 100_00, inDays(1));
    await createCreditsService({ db: t.database.db }).spend({ userId: c.user.id, amountPaise: 100_00 });
    clock.set(inDays(2));
    expect(await run()).toBe(0);
    const [settled] = await t.database.db
      .select()
      .from(creditLotExpiries)
      .where(eq(creditLotExpiries.entryId, lot.id));
    expect(settled).toMatchObject({ expiredPaise: 0, userId: c.user.id });
    expect((await mine(c.token)).entries.map((e) => e.reason)).toEqual(['spent', 'voucher']);
  });

  it('expires several lots of several customers in one pass, each by what is left of it', async () => {
    const a = await t.signup();
    const b = await t.signup();
    await give(a.user.id, 100_00, inDays(1));
    await give(a.user.id, 100_00, inDays(3));
    await give(a.user.id, 100_00);
    await give(b.user.id, 70_00, inDays(2));
    await createCreditsService({ db: t.database.db }).spend({ userId: a.user.id, amountPaise: 150_00 });
    clock.set(inDays(5));
    // a: the first lot spent in full, the second half spent (₹50 left); b: ₹70.
    expect(await run()).toBe(120_00);
    expect((await mine(a.token)).balancePaise).toBe(100_00);
    expect((await mine(b.token)).balancePaise).toBe(0);
  });

  it('two passes at once (two processes would be the same) expire each lot once', async () => {
    const c = await t.signup();
    await give(c.user.id, 100_00, inDays(1));
    await give(c.user.id, 40_00, inDays(1));
    clock.set(inDays(2));
    const one = createCreditExpiry({ db: t.database.db, clock });
    const two = createCreditExpiry({ db: t.database.db, clock });
    const [x, y] = await Promise.all([one.runDue(), two.runDue()]);
    expect(x + y).toBe(140_00);
    const view = await mine(c.token);
    expect(view.balancePaise).toBe(0);
    expect(view.entries.filter((e) => e.reason === 'expired')).toHaveLength(2);
  });
});
