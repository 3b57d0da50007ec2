import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson as request } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { demo } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * Issue 35: two real server processes, each running the dispatch job (DISPATCH_MODE=auto), while 20
 * bookings are confirmed at once through both: each is assigned once, by one process, and no cleaner holds
 * two overlapping jobs (the exclusion constraint still decides). PostgreSQL only.
 */
// Runs only in the PostgreSQL run of the suite: vitest.config.ts leaves this file out without it.

describe('auto-dispatch across two server processes on one PostgreSQL database', () => {
  let two: TwoServers;
  let servers: TwoServers['servers'];
  let sql: pg.Client;
  let token: string;
  let kitchenId: string;
  // Weeks ahead, past the demo's bookings; three bookings a slot for the three cleaners.
  const first = addDays(todayInIndia(new Date()), 20);
  const slots = [first, addDays(first, 1)].flatMap((date) =>
    ['08:00', '11:00', '14:00', '17:00'].map((time) => ({ date, time })),
  );

  beforeAll(async () => {
    ({ servers, sql } = two = await startTwoServers({
      DEMO_DATA: 'true',
      RATE_LIMIT_MULTIPLIER: '100',
      MAX_UNPAID_BOOKINGS: '1000',
      DISPATCH_MODE: 'auto',
    }));
    const login = await request(servers[0], 'POST', '/api/auth/login', {
      body: { email: demo.client.email, password: demo.client.password },
    });
    token = login.body.token;
    kitchenId = (await request(servers[0], 'GET', '/api/services/kitchen-cleaning')).body.data.service._id;
  }, 120_000);

  afterAll(async () => {
    await two?.stop();
  });

  it('assigns 20 bookings confirmed at once through both processes, each once, with no overlaps', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { date, time } = slots[Math.floor(i / 3)];
      const res = await request(servers[i % 2], 'POST', '/api/bookings', {
        token,
        body: {
          serviceId: kitchenId,
          packageId: 'Normal',
          address: MG_ROAD,
          phoneNumber: '9876543210',
          areaSqft: 100,
          scheduledDate: date,
          scheduledTime: time,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.booking._id);
    }
    const confirmed = await Promise.all(
      ids.map((bookingId, i) =>
        request(servers[(i + 1) % 2], 'POST', '/api/bookings/complete-payment', {
          token,
          body: { bookingId, paymentMethod: 'pay_after_service' },
        }),
      ),
    );
    expect(confirmed.map((r) => r.status)).toEqual(ids.map(() => 200));

    // The processes' jobs are woken by the confirmations' NOTIFY; wait until every booking is decided.
    const deadline = Date.now() + 60_000;
    let decided = 0;
    while (Date.now() < deadline) {
      const { rows } = await sql.query(
        `select count(*)::int as n from dispatch_decisions where booking_id = any($1::uuid[])`,
        [ids],
      );
      decided = rows[0].n;
      if (decided === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(decided).toBe(20);

    const { rows: decisions } = await sql.query(
      `select d.outcome, b.status, b.cleaner_id, d.cleaner_ids[1] as lead,
        (select count(*)::int from booking_events e where e.booking_id = b.id and e.note like 'Assigned by dispatch%') as events,
        (select count(*)::int from booking_assignments a where a.booking_id = b.id and a.kind = 'assigned') as holds
       from dispatch_decisions d join bookings b on b.id = d.booking_id where b.id = any($1::uuid[])`,
      [ids],
    );
    for (const d of decisions) {
      expect(d).toMatchObject({ outcome: 'assigned', status: 'assigned', events: 1, holds: 1 });
      expect(d.cleaner_id).toBe(d.lead);
    }
    const { rows: overlaps } = await sql.query(
      `select count(*)::int as n from booking_assignments a join booking_assignments b
         on a.cleaner_id = b.cleaner_id and a.id < b.id and a.during && b.during`,
    );
    expect(overlaps[0].n).toBe(0);
    // Both processes ran the job (each process's runner lists it).
    for (const server of servers)
      expect((await request(server, 'GET', '/readyz')).body.jobs).toContain('auto-dispatch');
  }, 180_000);
});
