import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson as request } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { demo } from '../../test/test-app';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * Two real server processes on one PostgreSQL database: slot capacity and idempotency must hold across
 * processes, where no in-process lock could help. PostgreSQL only (PGlite is one process by nature).
 */
// Runs only in the PostgreSQL run of the suite: vitest.config.ts leaves this file out without it.

const env = {
  DEMO_DATA: 'true',
  RATE_LIMIT_MULTIPLIER: '100',
  // One account makes every booking here; the unpaid cap is booking-hold.test.ts's.
  MAX_UNPAID_BOOKINGS: '1000',
};

describe('bookings across two server processes on one PostgreSQL database', () => {
  let two: TwoServers;
  let servers: TwoServers['servers'];
  let sql: pg.Client;
  let token: string;
  let officeId: string;
  let homeId: string;
  let bathroomId: string;
  // A week ahead in Indian time, so the slot is bookable whatever the wall clock says.
  const date = addDays(todayInIndia(new Date()), 7);

  const payload = (scheduledTime: string) => ({
    serviceId: officeId,
    ...BASIC_VISIT,
    scheduledDate: date,
    scheduledTime,
  });

  beforeAll(async () => {
    // Both at once on a fresh database: migrations run under an advisory lock, seeding is idempotent.
    ({ servers, sql } = two = await startTwoServers(env));
    const login = await request(servers[1], 'POST', '/api/auth/login', {
      body: { email: demo.client.email, password: demo.client.password },
    });
    expect(login.status).toBe(200);
    token = login.body.token;
    const serviceId = async (slug: string) =>
      (await request(servers[0], 'GET', `/api/services/${slug}`)).body.data.service._id as string;
    officeId = await serviceId('office-cleaning');
    homeId = await serviceId('home-cleaning');
    bathroomId = await serviceId('bathroom-cleaning');
  });

  afterAll(async () => {
    await two?.stop();
  });

  it('runs two distinct server processes against the same database', async () => {
    const pids = servers.map((s) => s.child.pid);
    expect(new Set([...pids, process.pid]).size).toBe(3);
    for (const server of servers) {
      expect((await request(server, 'GET', '/readyz')).body).toMatchObject({
        status: 'ok',
        database: 'postgres',
      });
      const slots = (await request(server, 'GET', `/api/availability?date=${date}&city=indore`)).body.data
        .slots;
      expect(slots.find((s: any) => s.time === '10:00')).toMatchObject({ capacity: 3, booked: 0 });
    }
  });

  it('never lets 50 concurrent creates split over both processes overbook one slot', async () => {
    const attempts = 50;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        request(servers[i % 2], 'POST', '/api/bookings', { token, body: payload('10:00') }).then((r) => ({
          ...r,
          process: i % 2,
        })),
      ),
    );
    const succeeded = results.filter((r) => r.status === 201 || r.status === 200);
    const full = results.filter((r) => r.status === 409);
    const perProcess = [0, 1].map((p) => succeeded.filter((r) => r.process === p).length);
    console.log(
      `[2 processes, postgres] ${attempts} concurrent creates into one slot: ${succeeded.length} succeeded ` +
        `(process A ${perProcess[0]}, process B ${perProcess[1]}), ${full.length} got 409, ` +
        `${attempts - succeeded.length - full.length} other`,
    );
    expect(succeeded).toHaveLength(3);
    expect(full).toHaveLength(47);
    expect(full.every((r) => r.body.code === 'SLOT_FULL')).toBe(true);

    // Three bookings, each holding a different cleaner.
    const { rows } = await sql.query<{ cleaner_id: string }>(
      `select a.cleaner_id from booking_assignments a join bookings b on b.id = a.booking_id
        where b.scheduled_date = $1 and b.scheduled_time = $2 and b.status <> 'cancelled'`,
      [date, '10:00'],
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.cleaner_id)).size).toBe(3);
    const slots = (await request(servers[0], 'GET', `/api/availability?date=${date}&city=indore`)).body.data
      .slots;
    expect(slots.find((s: any) => s.time === '10:00')).toMatchObject({
      capacity: 3,
      booked: 3,
      free: 0,
      available: false,
    });
  });

  it('gives the last free crew to exactly one of 100 concurrent bookings split over both processes', async () => {
    const day = addDays(date, 1);
    const home = (time: string) => ({
      ...payload(time),
      scheduledDate: day,
      serviceId: homeId,
      packageId: '1 BHK Standard',
      areaSqft: 500,
    });
    // Two of the three cleaners hold all-day jobs: one crew is left at 12:00.
    for (let i = 0; i < 2; i++)
      expect(
        (await request(servers[i], 'POST', '/api/bookings', { token, body: home('08:00') })).status,
      ).toBe(201);
    const attempts = 100;
    const bathroom = { ...home('12:00'), serviceId: bathroomId, packageId: 'Normal', areaSqft: 1 };
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        request(servers[i % 2], 'POST', '/api/bookings', { token, body: bathroom }).then((r) => ({
          ...r,
          process: i % 2,
        })),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const full = results.filter((r) => r.status === 409 && r.body.code === 'SLOT_FULL');
    console.log(
      `[2 processes, postgres] ${attempts} concurrent bookings for the last free crew: ${created.length} created ` +
        `(process ${created.map((r) => (r.process ? 'B' : 'A')).join(',')}), ${full.length} got 409, ` +
        `${attempts - created.length - full.length} other`,
    );
    expect(created).toHaveLength(1);
    expect(full).toHaveLength(attempts - 1);
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from bookings where scheduled_date = $1 and scheduled_time = '12:00'`,
      [day],
    );
    expect(rows[0].n).toBe(1);
  });

  it('turns one Idempotency-Key sent 10 times in parallel over both processes into one booking', async () => {
    const key = `multi-process-${Date.now()}`;
    // After the 10:00 jobs and their travel buffers (until 11:15), a crew is free at 13:00.
    const body = payload('13:00');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(servers[i % 2], 'POST', '/api/bookings', {
          token,
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    console.log(
      `[2 processes, postgres] 10 parallel creates with one Idempotency-Key: statuses ${statuses.join(',')}`,
    );
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const ids = new Set(results.map((r) => r.body.data.booking._id));
    expect(ids.size).toBe(1);

    const { rows } = await sql.query<{ id: string }>('select id from bookings where idempotency_key = $1', [
      key,
    ]);
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });
});
