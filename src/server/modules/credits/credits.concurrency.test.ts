import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { creditBalances, creditEntries, users } from '../../db/schema/index';
import { createPostgresDatabase, openTestDatabase } from '../../test/test-app';
import { createCreditsService } from './credits.service';

/**
 * The balance can never go negative under concurrency (issue 36 part 4): 20 spends of one balance at the same
 * moment, each on its own connection, spend it once. Meant for PostgreSQL (TEST_DATABASE_URL), where the 20
 * transactions really race; on PGlite (one connection) it still proves the rule.
 */
const SPENDS = 20;
let database: Database;
let drop: () => Promise<void>;
let n = 0;

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const created = await createPostgresDatabase(base);
    database = await openDatabase({ databaseUrl: created.url, poolSize: SPENDS + 2 });
    await database.migrate();
    drop = created.drop;
  } else {
    ({ database, drop } = await openTestDatabase('migrated'));
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function customerWith(balancePaise: number): Promise<string> {
  const [u] = await database.db
    .insert(users)
    .values({ name: `Racer ${++n}`, email: `racer.${n}.${Date.now()}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  await database.db
    .insert(creditEntries)
    .values({ userId: u!.id, amountPaise: balancePaise, reason: 'goodwill' });
  return u!.id;
}

async function race(userId: string, amountPaise: number, keyed = false) {
  const credits = createCreditsService({ db: database.db });
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: SPENDS }, (_, i) =>
      credits.spend({ userId, amountPaise, key: keyed ? 'booking-pay:one' : `spend:${i}` }),
    ),
  );
  const ms = performance.now() - started;
  const spent = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r) => r.status === 'rejected');
  for (const r of refused) expect((r.reason as { code?: string }).code).toBe('CONFLICT');
  const [balance] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
  const entries = await database.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
  const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `[credits] ${driver}: ${SPENDS} simultaneous spends of ${amountPaise} paise → ${spent.length} spent, ${refused.length} refused, balance ${balance!.balancePaise}, ${ms.toFixed(0)} ms`,
  );
  return { spent: spent.length, refused: refused.length, balance: balance!.balancePaise, entries };
}

describe('spending one balance at once', () => {
  it(`${SPENDS} simultaneous spends of the whole balance spend it once`, async () => {
    const userId = await customerWith(500_00);
    const r = await race(userId, 500_00);
    expect(r).toMatchObject({ spent: 1, refused: SPENDS - 1, balance: 0 });
    expect(r.entries.filter((e) => e.reason === 'spent').map((e) => e.amountPaise)).toEqual([-500_00]);
  });

  it(`${SPENDS} simultaneous spends of a quarter each: four succeed, the balance ends at zero`, async () => {
    const userId = await customerWith(400_00);
    const r = await race(userId, 100_00);
    expect(r).toMatchObject({ spent: 4, refused: SPENDS - 4, balance: 0 });
  });

  it(`${SPENDS} simultaneous retries of one booking's spend (one key) record it once`, async () => {
    const userId = await customerWith(1_000_00);
    const r = await race(userId, 300_00, true);
    expect(r).toMatchObject({ spent: SPENDS, refused: 0, balance: 700_00 });
    expect(r.entries.filter((e) => e.reason === 'spent')).toHaveLength(1);
  });

  it(`the database alone (no lock taken) still refuses all but one of ${SPENDS} raw inserts that would overdraw`, async () => {
    const userId = await customerWith(500_00);
    const results = await Promise.allSettled(
      Array.from({ length: SPENDS }, () =>
        database.db.insert(creditEntries).values({ userId, amountPaise: -500_00, reason: 'spent' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [balance] = await database.db
      .select()
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    expect(balance!.balancePaise).toBe(0);
  });
});
