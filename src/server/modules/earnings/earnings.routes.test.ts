import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, weekOf } from '../../../shared/domain/earnings';
import { todayInIndia } from '../../../shared/domain/time';
import { users } from '../../db/schema/index';
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
