import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-app';
import { SCALE_CITIES, SCALE_CUSTOMER, seedScale } from './seed-scale';

/**
 * Issue 34 part 5: `npm run seed:scale` at a thousandth of its size (1,000 bookings) on a fresh PostgreSQL
 * database. PostgreSQL only (vitest.config.ts runs *.postgres.test.ts with TEST_DATABASE_URL). The crews'
 * rows go through the exclusion constraint: an overlap would fail the insert, and the check below finds none.
 */
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
});
afterAll(async () => {
  await database?.drop();
});

describe('seed:scale (SEED_SCALE=0.001)', () => {
  it('fills a fresh database with a year of five cities, crews that never overlap, and refuses to run twice', async () => {
    const now = new Date();
    const result = await seedScale(database.url, { scale: 0.001, now });
    const { counts } = result;
    // 1,000 of the year's bookings plus the demo seed's 8.
    expect(counts.bookings).toBe(1_000 + 8);
    expect(counts.users).toBeGreaterThanOrEqual(200 + 2 + 5);
    expect(counts.addresses).toBe(200);
    expect(counts.booking_assignments).toBeGreaterThan(800);
    expect(counts.payments).toBeGreaterThan(400);
    expect(counts.booking_ratings).toBeGreaterThan(200);
    expect(counts.outbox_emails).toBeGreaterThan(1_500);
    expect(result.steps.map((s) => s.step)).toContain('vacuum (analyze)');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const one = async (text: string, params: unknown[] = []) => (await client.query(text, params)).rows[0];
      const mine = await one(
        `select count(*)::int n from bookings b join users u on u.id = b.user_id where u.email = $1`,
        [SCALE_CUSTOMER.email],
      );
      expect(mine.n).toBe(200);
      // No cleaner is held twice at once (what the exclusion constraint guarantees, checked directly).
      const overlaps = await one(
        `select count(*)::int n from booking_assignments a join booking_assignments b
           on a.cleaner_id = b.cleaner_id and a.id < b.id and a.during && b.during`,
      );
      expect(overlaps.n).toBe(0);
      const constraint = await one(
        `select count(*)::int n from pg_constraint where conrelid = 'booking_assignments'::regclass and contype = 'x'`,
      );
      expect(constraint.n).toBe(1);
      const cities = await client.query(
        `select distinct city from bookings where customer_email like 'scale-%' or customer_email = $1 order by city`,
        [SCALE_CUSTOMER.email],
      );
      expect(cities.rows.map((r) => r.city)).toEqual(SCALE_CITIES.map((c) => c.city).sort());
      const shares = await one(
        `select avg((status = 'cancelled')::int)::float cancelled, avg((status = 'completed')::int)::float completed,
                count(*) filter (where status in ('pending', 'assigned') and starts_at > now())::int ahead,
                count(*) filter (where status in ('pending', 'assigned') and starts_at < now())::int stale
         from bookings where customer_email <> 'demo@chamak.in'`,
      );
      expect(shares.cancelled).toBeGreaterThan(0.03);
      expect(shares.cancelled).toBeLessThan(0.15);
      expect(shares.completed).toBeGreaterThan(0.75);
      expect(shares.ahead).toBeGreaterThan(0);
      expect(shares.stale).toBe(0);
      // Online-paid bookings have a captured (or refunded) payment; refunds only for cancelled ones.
      const money = await one(
        `select count(*) filter (where b.payment_method = 'razorpay_upi' and p.id is null)::int unpaid_online,
                (select count(*)::int from refunds r join bookings x on x.id = r.booking_id where x.status <> 'cancelled') refunds_not_cancelled
         from bookings b left join payments p on p.booking_id = b.id where b.customer_email <> 'demo@chamak.in'`,
      );
      expect(money).toEqual({ unpaid_online: 0, refunds_not_cancelled: 0 });
    } finally {
      await client.end();
    }

    await expect(seedScale(database.url, { scale: 0.001, now })).rejects.toThrow(/more than 50 bookings/);
  }, 120_000);
});
