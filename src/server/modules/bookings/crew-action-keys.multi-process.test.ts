import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson as request } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { demo } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * A phone's queued action sent again through two server processes at once (a retry racing the first
 * try, behind a load balancer): one Idempotency-Key, applied once. PostgreSQL only.
 */

const env = {
  DEMO_DATA: 'true',
  RATE_LIMIT_MULTIPLIER: '100',
  // The job here is booked days ahead: its start is allowed now.
  JOB_START_EARLY_MINUTES: '43200',
};

describe('crew action keys across two server processes on one PostgreSQL database', () => {
  let two: TwoServers;
  let servers: TwoServers['servers'];
  let sql: pg.Client;
  let admin: string;
  let cleaner: string;
  let client: string;
  let bookingId: string;

  const login = async (account: { email: string; password: string }) =>
    (
      await request(servers[0], 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      })
    ).body.token as string;

  beforeAll(async () => {
    ({ servers, sql } = two = await startTwoServers(env));
    [admin, cleaner, client] = await Promise.all([
      login(demo.admin),
      login(demo.cleaner),
      login(demo.client),
    ]);
    const bathroom = (await request(servers[0], 'GET', '/api/services/bathroom-cleaning')).body.data.service;
    const cleaners = (await request(servers[0], 'GET', '/api/admin/cleaners', { token: admin })).body.data
      .cleaners;
    const raviId = cleaners.find((c: any) => c.email === demo.cleaner.email)._id;
    // Past the demo jobs (the next five days), a day and time the demo cleaner is free.
    const made = await request(servers[1], 'POST', '/api/bookings', {
      token: client,
      body: {
        serviceId: bathroom._id,
        packageId: 'Normal',
        address: MG_ROAD,
        phoneNumber: '9876543210',
        areaSqft: 1,
        scheduledDate: addDays(todayInIndia(new Date()), 9),
        scheduledTime: '10:00',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    bookingId = made.body.data.booking._id;
    const confirmed = await request(servers[1], 'POST', '/api/bookings/complete-payment', {
      token: client,
      body: { bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const assigned = await request(servers[0], 'PATCH', `/api/bookings/${bookingId}/assign`, {
      token: admin,
      body: { cleanerId: raviId },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  });

  afterAll(async () => {
    await two?.stop();
  });

  const audits = async (action: string) =>
    (
      await sql.query(`select details from audit_log where entity_id = $1 and action = $2`, [
        bookingId,
        action,
      ])
    ).rows;

  it('on my way and start, each sent 10 times at once over both processes with one key, apply once', async () => {
    const send = (method: string, path: string, key: string, body?: object) =>
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request(servers[i % 2], method, path, {
            token: cleaner,
            body,
            headers: { 'idempotency-key': key },
          }),
        ),
      );
    const onWay = await send('POST', `/api/bookings/${bookingId}/on-my-way`, `omw-${crypto.randomUUID()}`);
    expect(onWay.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await audits('booking.on-my-way')).toHaveLength(1);

    const own = await request(servers[0], 'GET', `/api/bookings/${bookingId}`, { token: client });
    const starts = await send('PATCH', `/api/bookings/${bookingId}/status`, `start-${crypto.randomUUID()}`, {
      status: 'in-progress',
      startCode: own.body.data.booking.startCode,
    });
    expect(starts.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(starts.every((r) => r.body.data.booking.status === 'in-progress')).toBe(true);
    expect(await audits('booking.status')).toHaveLength(1);
    const { rows } = await sql.query(`select count(*)::int as n from action_keys where booking_id = $1`, [
      bookingId,
    ]);
    expect(rows[0].n).toBe(2);
  });
});
