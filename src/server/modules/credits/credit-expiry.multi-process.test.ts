import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { uniqueEmail } from '../../test/test-app';

/**
 * Two real server processes on one PostgreSQL both run the `credit-expiry` job every 100 ms while lots run out
 * one after another: each lot is written off once (one 'expired' entry, one settlement), whichever process took
 * the run. PostgreSQL only (vitest.config.ts excludes *.multi-process.test.ts without TEST_DATABASE_URL).
 */
const CUSTOMERS = 12;

describe('credit expiry across two server processes', () => {
  let two: TwoServers;
  let sql: pg.Client;

  beforeAll(async () => {
    ({ sql } = two = await startTwoServers({
      CREDIT_EXPIRY_POLL_MS: '100',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '100',
    }));
  }, 180_000);

  afterAll(async () => {
    await two?.stop();
  });

  it(`writes off each of ${CUSTOMERS * 2} lots once, though both processes run the job`, async () => {
    const customers: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const { rows } = await sql.query<{ id: string }>(
        `insert into users (name, email, password_hash) values ($1, $2, 'unused') returning id`,
        [`Customer ${i}`, uniqueEmail('expiry')],
      );
      const id = rows[0].id;
      customers.push(id);
      // ₹50 that never runs out, ₹100 already past, and ₹80 that runs out within the next two seconds,
      // of which ₹30 is spent first (taken from the ₹100 lot, the soonest to expire).
      await sql.query(
        `insert into credit_entries (user_id, amount_paise, reason, expires_at) values
           ($1, 5000, 'goodwill', null),
           ($1, 10000, 'voucher', now() - interval '1 hour'),
           ($1, 8000, 'voucher', now() + ($2 || ' milliseconds')::interval)`,
        [id, String(200 + i * 150)],
      );
      await sql.query(
        `insert into credit_entries (user_id, amount_paise, reason) values ($1, -3000, 'spent')`,
        [id],
      );
    }
    const lots = CUSTOMERS * 2;
    await waitUntil(
      async () =>
        (await sql.query<{ n: number }>(`select count(*)::int as n from credit_lot_expiries`)).rows[0].n ===
        lots,
      { what: 'every lot settled', deadlineMs: 60_000 },
    );
    // Further runs after every lot is settled change nothing.
    const mark = Date.now();
    await waitUntil(
      async () =>
        (
          await sql.query<{ at: Date }>(
            `select last_started_at as at from job_schedules where name = 'credit-expiry'`,
          )
        ).rows[0].at.getTime() >
        mark + 300,
      { what: 'the job ran again', deadlineMs: 30_000 },
    );
    const { rows: expired } = await sql.query<{ key: string; n: number; paise: number }>(
      `select idempotency_key as key, count(*)::int as n, sum(amount_paise)::int as paise
         from credit_entries where reason = 'expired' group by idempotency_key`,
    );
    const { rows: balances } = await sql.query<{ user_id: string; balance_paise: number }>(
      `select user_id, balance_paise from credit_balances where user_id = any($1)`,
      [customers],
    );
    const { rows: runs } = await sql.query<{ by: string }>(
      `select claimed_by as by from job_schedules where name = 'credit-expiry'`,
    );
    console.log(
      `[2 processes, postgres] ${lots} lots: ${expired.length} expired entries, ` +
        `${expired.reduce((s, e) => s + e.paise, 0)} paise written off, last run by ${runs[0]?.by}`,
    );
    // Per customer: ₹100 − ₹30 = ₹70 of the past lot and all ₹80 of the second run out; ₹50 is left.
    expect(expired).toHaveLength(lots);
    for (const e of expired) expect(e.n).toBe(1);
    expect(expired.reduce((s, e) => s + e.paise, 0)).toBe(-CUSTOMERS * 150_00);
    expect(balances.map((b) => b.balance_paise)).toEqual(customers.map(() => 50_00));
  }, 180_000);
});
