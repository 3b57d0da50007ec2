import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, weekOf } from '../../../shared/domain/earnings';
import { todayInIndia } from '../../../shared/domain/time';
import { cleanerDayWork, users } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/** A cleaner's week and month, and the admins' payout report (JSON and CSV). */
// Wednesday 25 Nov 2026, 10:00 IST: the week is Mon 23 – Sun 29 Nov, the month November.
const clock = manualClock(new Date('2026-11-25T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;
let cleaner: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  // A cleaner of our own, so the demo cleaners' work does not mix in; a name a spreadsheet would run.
  const made = await t.request('POST', '/api/admin/cleaners', {
    token: admin,
    body: {
      name: '=HYPERLINK("http://x")',
      email: 'formula@chamak.in',
      phone: '9811100011',
      password: 'Mopping-Crew-2026',
    },
  });
  expect(made.status).toBe(201);
  cleaner = {
    id: made.body.data.cleaner._id,
    token: await t.login({ email: 'formula@chamak.in', password: 'Mopping-Crew-2026' }),
  };
});
afterAll(() => t.close());

/** A completed visit on `date` done by our cleaner, rated `stars` when given. */
async function doneJob(date: string, time: string, stars?: number) {
  const { token } = await t.signup();
  const made = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1: '1 Race Course Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452003' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: date,
      scheduledTime: time,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.booking._id;
  await t.payAfterService(token, id);
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId: cleaner.id },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const startCode = (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking.startCode;
  for (const body of [{ status: 'in-progress', startCode }, { status: 'completed' }])
    expect((await t.request('PATCH', `/api/bookings/${id}/status`, { token: admin, body })).status).toBe(200);
  if (stars)
    expect(
      (await t.request('POST', `/api/bookings/${id}/rating`, { token, body: { rating: stars } })).status,
    ).toBe(201);
  return { id, durationMinutes: made.body.data.booking.durationMinutes as number };
}

describe('earnings', () => {
  it("shows a cleaner this week's and this month's jobs, hours, stars and tips (India, weeks from Monday)", async () => {
    const empty = await t.request('GET', '/api/cleaner/earnings', { token: cleaner.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      weekStartsOn: 'Monday',
      week: { ...weekOf(today), jobs: 0, hours: 0, tips: 0, rating: { average: null, count: 0 } },
      month: { ...monthOf(today), jobs: 0 },
    });

    // Two jobs this week (today and Sunday), one later in the month (Monday 30th, next week).
    const a = await doneJob(today, '14:00', 5);
    const b = await doneJob('2026-11-29', '10:00', 2);
    const c = await doneJob('2026-11-30', '10:00');
    const res = await t.request('GET', '/api/cleaner/earnings', { token: cleaner.token });
    const weekMinutes = a.durationMinutes + b.durationMinutes;
    expect(res.body.data.week).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      jobs: 2,
      minutes: weekMinutes,
      hours: Math.round((weekMinutes / 60) * 10) / 10,
      rating: { average: 3.5, count: 2 },
      tips: 0,
    });
    expect(res.body.data.month).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      jobs: 3,
      minutes: weekMinutes + c.durationMinutes,
    });
    expect((await t.request('GET', '/api/cleaner/earnings', { token: admin })).status).toBe(403);
    expect((await t.request('GET', '/api/cleaner/earnings', { token: await t.login('client') })).status).toBe(
      403,
    );
  });

  it('reports every cleaner for a period as JSON, with totals', async () => {
    const res = await t.request('GET', `/api/admin/payouts?from=2026-11-23&to=2026-11-29`, { token: admin });
    expect(res.status).toBe(200);
    const ours = res.body.data.cleaners.find((c: { cleanerId: string }) => c.cleanerId === cleaner.id);
    expect(ours).toMatchObject({
      name: '=HYPERLINK("http://x")',
      jobs: 2,
      tips: 0,
      rating: { average: 3.5, count: 2 },
    });
    const names = res.body.data.cleaners.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Ravi Verma']));
    expect(res.body.data.totals.jobs).toBe(
      res.body.data.cleaners.reduce((n: number, c: { jobs: number }) => n + c.jobs, 0),
    );
  });

  it('downloads the report as CSV with formula-like cells escaped', async () => {
    // A cleaner whose name and email start with what spreadsheets treat as formulas.
    for (const [name, email] of [
      ['+SUM(1,2)', 'plus@chamak.in'],
      ['-2+3', 'minus@chamak.in'],
      ['@cmd', 'at@chamak.in'],
      ['\tTabbed', 'tab@chamak.in'],
    ])
      await t.database.db
        .insert(users)
        .values({ name, email, phone: '9800000000', role: 'cleaner', passwordHash: 'x' });
    for (const url of [
      '/api/admin/payouts.csv?from=2026-11-01&to=2026-11-30',
      '/api/admin/payouts?from=2026-11-01&to=2026-11-30&format=csv',
    ]) {
      const res = await t.request('GET', url, { token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="chamak-payouts-2026-11-01-to-2026-11-30.csv"',
      );
      const lines = (res.body as string).trim().split('\r\n');
      expect(lines[0]).toBe(
        'Cleaner,Email,Phone,From,To,Jobs done,Hours,Pay rule,Pay (INR),Tips (INR),Cash held (INR),Net (INR),Average rating,Ratings',
      );
      const ours = lines.find((l) => l.includes('formula@chamak.in'))!;
      expect(
        ours.startsWith(`"'=HYPERLINK(""http://x"")",formula@chamak.in,9811100011,2026-11-01,2026-11-30,3,`),
      ).toBe(true);
      expect(ours.endsWith(',,0.00,0.00,0.00,0.00,3.5,2')).toBe(true);
      expect(lines).toContain(
        `"'+SUM(1,2)",plus@chamak.in,9800000000,2026-11-01,2026-11-30,0,0,,0.00,0.00,0.00,0.00,,0`,
      );
      expect(lines).toContain(
        `'-2+3,minus@chamak.in,9800000000,2026-11-01,2026-11-30,0,0,,0.00,0.00,0.00,0.00,,0`,
      );
      expect(lines).toContain(
        `'@cmd,at@chamak.in,9800000000,2026-11-01,2026-11-30,0,0,,0.00,0.00,0.00,0.00,,0`,
      );
      expect(lines).toContain(
        `'\tTabbed,tab@chamak.in,9800000000,2026-11-01,2026-11-30,0,0,,0.00,0.00,0.00,0.00,,0`,
      );
      // Every cleaner has a row; no cell starts with a bare formula character.
      for (const line of lines.slice(1)) expect(line).not.toMatch(/^[=+\-@\t\r]/);
    }
    await t.database.db.delete(users).where(eq(users.phone, '9800000000'));
  });

  it.each([
    ['?from=2026-11-01', 'to'],
    ['?from=2026-11-31&to=2026-12-01', 'from'],
    ['?from=2026-12-01&to=2026-11-01', 'to'],
    ['?from=2025-01-01&to=2026-12-31', 'to'],
    ['?from=2026-11-01&to=2026-11-30&format=xls', 'format'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await t.request('GET', `/api/admin/payouts${query}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('is for admins only', async () => {
    const q = '?from=2026-11-01&to=2026-11-30';
    expect((await t.request('GET', `/api/admin/payouts${q}`, { token: cleaner.token })).status).toBe(403);
    expect((await t.request('GET', `/api/admin/payouts.csv${q}`, { token: cleaner.token })).status).toBe(403);
    expect((await t.request('GET', `/api/admin/payouts.csv${q}`)).status).toBe(401);
  });
});

describe("the days' work the database keeps per cleaner (migration 0053)", () => {
  /** cleaner_day_work against the same figures computed from every completed visit, crew and rating. */
  async function keptAndComputed() {
    const rows = async (query: SQL) =>
      (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    const kept = await rows(sql`
      select cleaner_id, day::text, jobs, minutes, stars, rated from cleaner_day_work
      where jobs <> 0 or minutes <> 0 or stars <> 0 or rated <> 0 order by 1, 2`);
    const computed = await rows(sql`
      select a.cleaner_id, b.scheduled_date::text as day, count(*)::int as jobs,
        sum(b.duration_minutes)::int as minutes, coalesce(sum(r.rating), 0)::int as stars, count(r.rating)::int as rated
      from bookings b
      join booking_assignments a on a.booking_id = b.id and a.kind = 'assigned'
      left join booking_ratings r on r.booking_id = b.id
      where b.status = 'completed' group by 1, 2 order by 1, 2`);
    return { kept: kept.rows, computed: computed.rows };
  }
  const expectKeptRight = async () => {
    const { kept, computed } = await keptAndComputed();
    expect(kept).toEqual(computed);
  };
  const dayOf = async (cleanerId: string, day: string) =>
    (
      await t.database.db
        .select()
        .from(cleanerDayWork)
        .where(and(eq(cleanerDayWork.cleanerId, cleanerId), eq(cleanerDayWork.day, day)))
    )[0];

  it('follow visits completed, moved, reopened, re-crewed, re-rated and deleted, whoever writes them', async () => {
    const db = t.database.db;
    const before = (await dayOf(cleaner.id, today)) ?? { jobs: 0, minutes: 0, stars: 0, rated: 0 };
    const job = await doneJob(today, '18:00', 4);
    expect(await dayOf(cleaner.id, today)).toMatchObject({
      jobs: before.jobs + 1,
      minutes: before.minutes + job.durationMinutes,
      stars: before.stars + 4,
      rated: before.rated + 1,
    });
    await expectKeptRight();

    const visit = sql`id = ${job.id}`;
    const steps: SQL[] = [
      sql`update bookings set scheduled_date = scheduled_date + 1 where ${visit}`,
      sql`update bookings set duration_minutes = duration_minutes + 30 where ${visit}`,
      sql`update booking_ratings set rating = 2 where booking_id = ${job.id}`,
      sql`update bookings set status = 'in-progress' where ${visit}`,
      sql`update booking_ratings set rating = 5 where booking_id = ${job.id}`,
      sql`update bookings set status = 'completed' where ${visit}`,
      // A second cleaner joins the crew (a year ahead, so no calendar of theirs clashes), is held, then leaves.
      sql`insert into booking_assignments (booking_id, cleaner_id, during, kind)
        select ${job.id}, u.id, tstzrange(now() + interval '400 days', now() + interval '401 days'), 'assigned'
        from users u where u.role = 'cleaner' and u.id <> ${cleaner.id} order by u.id limit 1`,
      sql`update booking_assignments set kind = 'reserved' where booking_id = ${job.id} and cleaner_id <> ${cleaner.id}`,
      sql`update booking_assignments set kind = 'assigned' where booking_id = ${job.id} and cleaner_id <> ${cleaner.id}`,
      sql`delete from booking_assignments where booking_id = ${job.id} and cleaner_id <> ${cleaner.id}`,
      sql`delete from booking_ratings where booking_id = ${job.id}`,
    ];
    for (const step of steps) {
      await db.execute(step);
      await expectKeptRight();
    }
    await db.execute(sql`delete from bookings where ${visit}`);
    await expectKeptRight();
    expect(await dayOf(cleaner.id, today)).toMatchObject(before);
  });
});
