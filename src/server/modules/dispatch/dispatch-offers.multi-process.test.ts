import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../db/seed/catalogue-data';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { offerMessages } from '../../../shared/schemas/dispatch-offers';
import { requestJson as request, type ServerProcess } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * Offers across two real server processes on one PostgreSQL database (DISPATCH_MODE=offer), each running
 * the dispatch job: two cleaners of a crew accepting at once through different processes get one job
 * (the offer's row lock decides); an offer past its time is expired once and passed on once, whichever
 * process's pass comes first. PostgreSQL only (vitest.config.ts leaves this file out without it).
 */
describe('offers across two server processes on one PostgreSQL database', () => {
  let two: TwoServers;
  let servers: TwoServers['servers'];
  let sql: pg.Client;
  const tokens: Record<string, string> = {};
  const services: Record<string, string> = {};
  const date = addDays(todayInIndia(new Date()), 21);

  beforeAll(async () => {
    ({ servers, sql } = two = await startTwoServers({
      DEMO_DATA: 'true',
      RATE_LIMIT_MULTIPLIER: '100',
      MAX_UNPAID_BOOKINGS: '1000',
      DISPATCH_MODE: 'offer',
      DISPATCH_POLL_MS: '200',
    }));
    for (const a of demoAccounts) {
      const login = await request(servers[0], 'POST', '/api/auth/login', {
        body: { email: a.email, password: a.password },
      });
      tokens[a.name] = login.body.token;
    }
    for (const slug of ['office-cleaning', 'water-tank-cleaning'])
      services[slug] = (await request(servers[0], 'GET', `/api/services/${slug}`)).body.data.service._id;
  }, 120_000);

  afterAll(async () => {
    await two?.stop();
  });

  async function bookAndConfirm(slug: string, time: string) {
    const res = await request(servers[0], 'POST', '/api/bookings', {
      token: tokens['Demo Customer'],
      body: {
        serviceId: services[slug],
        packageId: 'Basic',
        address: MG_ROAD,
        phoneNumber: '9876543210',
        areaSqft: slug === 'office-cleaning' ? 100 : 1,
        scheduledDate: date,
        scheduledTime: time,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bookingId = res.body.data.booking._id as string;
    const paid = await request(servers[1], 'POST', '/api/bookings/complete-payment', {
      token: tokens['Demo Customer'],
      body: { bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(paid.status).toBe(200);
    return bookingId;
  }

  /** The booking's offers, oldest first, once `ready` holds of them (the processes' jobs run on their own). */
  async function offersWhen(
    bookingId: string,
    ready: (rows: { id: string; state: string; cleaner_ids: string[] }[]) => boolean,
  ) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql.query(
        `select id, state, cleaner_ids from dispatch_offers where booking_id = $1 order by offered_at`,
        [bookingId],
      );
      if (ready(rows) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const nameOf = async (id: string) =>
    (await sql.query(`select name from users where id = $1`, [id])).rows[0].name as string;

  it('gives one job when two of the crew accept at once through different processes', async () => {
    const bookingId = await bookAndConfirm('water-tank-cleaning', '14:00');
    const [offer] = await offersWhen(bookingId, (rows) => rows.some((r) => r.state === 'open'));
    expect(offer.cleaner_ids).toHaveLength(2);
    const names = await Promise.all(offer.cleaner_ids.map(nameOf));
    const answers = await Promise.all(
      names.map((name, i) =>
        request(servers[i] as ServerProcess, 'POST', `/api/cleaner/offers/${offer.id}/accept`, {
          token: tokens[name],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: 'OFFER_TAKEN',
      message: offerMessages.takenByCrew,
    });
    const { rows } = await sql.query(
      `select b.status, d.outcome,
        (select count(*)::int from booking_assignments a where a.booking_id = b.id and a.kind = 'assigned') as holds,
        (select count(*)::int from booking_events e where e.booking_id = b.id and e.note like 'Accepted by%') as events
       from bookings b join dispatch_decisions d on d.booking_id = b.id where b.id = $1`,
      [bookingId],
    );
    expect(rows).toEqual([{ status: 'assigned', outcome: 'assigned', holds: 2, events: 1 }]);
    const { rows: overlaps } = await sql.query(
      `select count(*)::int as n from booking_assignments a join booking_assignments b
         on a.cleaner_id = b.cleaner_id and a.id < b.id and a.during && b.during`,
    );
    expect(overlaps[0].n).toBe(0);
  }, 60_000);

  it('expires an offer past its time once and passes it on once, with both processes polling', async () => {
    const bookingId = await bookAndConfirm('office-cleaning', '10:00');
    const [first] = await offersWhen(bookingId, (rows) => rows.some((r) => r.state === 'open'));
    // The processes run on the real clock: the offer's time is moved into the past rather than waited for.
    await sql.query(`update dispatch_offers set expires_at = now() - interval '1 second' where id = $1`, [
      first.id,
    ]);
    const rows = await offersWhen(bookingId, (r) => r.length >= 2 && r[1].state === 'open');
    expect(rows.map((r) => r.state)).toEqual(['expired', 'open']);
    expect(rows[1].cleaner_ids[0]).not.toBe(first.cleaner_ids[0]);
    // The next cleaner sees it; the first is told it lapsed.
    const next = await nameOf(rows[1].cleaner_ids[0]);
    const listed = await request(servers[1], 'GET', '/api/cleaner/offers', { token: tokens[next] });
    expect(listed.body.data.offers.map((o: { _id: string }) => o._id)).toContain(rows[1].id);
    const late = await request(servers[0], 'POST', `/api/cleaner/offers/${first.id}/accept`, {
      token: tokens[await nameOf(first.cleaner_ids[0])],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(offerMessages.expired);
  }, 60_000);
});
