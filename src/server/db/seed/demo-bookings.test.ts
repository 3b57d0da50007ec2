import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { cleanerPayRules, users } from '../schema/index';
import { seedDatabase } from './seed';

// 09:00 IST: today's 08:00 job is under way, the 14:00 one is ahead.
const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock, demoBookings: true });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo client bookings in every status, one assigned to Ravi, shown with a masked phone', async () => {
    const client = await t.login('client');
    const list = (await t.request('GET', '/api/bookings', { token: client })).body.data.bookings;
    expect(new Set(list.map((b: any) => b.status))).toEqual(
      new Set(['pending', 'assigned', 'in-progress', 'completed', 'cancelled']),
    );
    const ravis = list.filter((b: any) => b.status === 'assigned' && b.cleanerId?.name === 'Ravi Verma');
    expect(ravis.length).toBeGreaterThan(0);
    expect(ravis[0].cleanerId.phone).toBe('98XXXXXX01');
    expect(list.find((b: any) => b.status === 'pending').cleanerId).toBeNull();
  });

  it('gives the demo cleaners jobs today and this week', async () => {
    const ravi = await t.login('cleaner');
    const jobs = (
      await t.request('GET', `/api/cleaner/jobs?from=${today}&to=${addDays(today, 6)}`, { token: ravi })
    ).body.data.jobs;
    expect(jobs.some((j: any) => j.scheduledDate === today)).toBe(true);
    expect(jobs.some((j: any) => j.scheduledDate > today)).toBe(true);
    // A crew job names the co-worker; every job says how much of the service it is (issue 37).
    const crewJob = jobs.find((j: any) => j.crewSize > 1);
    expect(crewJob.coWorkers).toEqual(['Sunita Yadav']);
    expect(jobs.every((j: any) => j.quantity > 0 && typeof j.measurementUnit === 'string')).toBe(true);
    // The demo cleaners start with a pay rule (issue 37: not "Pay ₹0 – Pay rule not set yet").
    const earnings = (await t.request('GET', '/api/cleaner/earnings', { token: ravi })).body.data;
    expect(earnings.week.payRule).toEqual({ kind: 'hourly', rate: 150 });
  });

  it('seeds them once, however often the server starts', async () => {
    await seedDatabase(t.database.db, { demoData: true, now: clock.now() });
    const client = await t.login('client');
    const res = await t.request('GET', '/api/bookings', { token: client });
    expect(res.body.data.page.total).toBe(8);
  });

  it('gives a demo database seeded before the pay rules its rules at the next start, keeping an admin’s', async () => {
    const admin = await t.login('admin');
    const rules = async () =>
      Object.fromEntries(
        (await t.request('GET', '/api/admin/pay-rules', { token: admin })).body.data.rules.map(
          (r: { name: string; kind: string | null; rate: number | null }) => [r.name, `${r.kind} ${r.rate}`],
        ),
      );
    const ravi = (await rules()) as Record<string, string>;
    expect(ravi['Ravi Verma']).toBe('hourly 150');
    await t.database.db.delete(cleanerPayRules);
    const [sunita] = await t.database.db.select().from(users).where(eq(users.email, 'sunita@chamak.in'));
    const set = await t.request('PUT', `/api/admin/cleaners/${sunita!.id}/pay-rule`, {
      token: admin,
      body: { kind: 'per_job', rate: 500 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await seedDatabase(t.database.db, { demoData: true, now: clock.now() });
    const after = (await rules()) as Record<string, string>;
    expect(after['Ravi Verma']).toBe('hourly 150');
    expect(after['Sunita Yadav']).toBe('per_job 500');
  });
});
