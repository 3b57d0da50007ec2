import pg from 'pg';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { requestJson, waitUntil } from '../../test/server-process';
import { addCleaners, startTwoServers, type TwoServers } from '../../test/two-servers';
import { uniqueEmail } from '../../test/test-app';
import {
  browserDevice,
  decryptPush,
  type PushServiceFake,
  startPushServiceFake,
} from './push-service-fake.test-support';
import { PALASIA } from '../../test/bookings.test-support';

/**
 * Two real server processes on one PostgreSQL, both sending the outbox, against a loopback push
 * service: each push (per event and device) reaches the push service once. PostgreSQL only
 * (vitest.config.ts excludes *.multi-process.test.ts without TEST_DATABASE_URL).
 */
const BOOKINGS = 6;
const vapid = webPush.generateVAPIDKeys();

describe('push exactly once across two server processes', () => {
  let two: TwoServers;
  let pushService: PushServiceFake;
  let servers: TwoServers['servers'];
  let sql: pg.Client;

  beforeAll(async () => {
    pushService = await startPushServiceFake();
    const env = {
      MAX_UNPAID_BOOKINGS: '1000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@chamak.test',
      ADMIN_EMAIL: 'push-admin@chamak.test',
      ADMIN_PASSWORD: 'Admin-Secret-123',
      OUTBOX_POLL_MS: '100',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    // One after the other: the first creates the admin and the schema.
    ({ servers, sql } = two = await startTwoServers(env, { oneAfterTheOther: true }));
  });

  afterAll(async () => {
    await two?.stop();
    await pushService?.close();
  });

  it(`sends ${BOOKINGS} assignments' pushes once per device, though both processes send`, async () => {
    const [cleanerId] = await addCleaners(sql, ['Ravi Kumar']);
    const raviPhone = browserDevice(`${pushService.url}/ravi`);
    await sql.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`,
      [
        cleanerId,
        raviPhone.subscription.endpoint,
        raviPhone.subscription.keys.p256dh,
        raviPhone.subscription.keys.auth,
      ],
    );

    const signup = await requestJson(servers[0], 'POST', '/api/auth/register', {
      body: {
        name: 'Kavita Rao',
        email: uniqueEmail('push'),
        phone: '9876512345',
        password: 'Sitar-Lamp-123',
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token;
    const kavitaPhone = browserDevice(`${pushService.url}/kavita`);
    expect(
      (
        await requestJson(servers[1], 'POST', '/api/push/subscriptions', {
          token,
          body: kavitaPhone.subscription,
        })
      ).status,
    ).toBe(200);
    const admin = await requestJson(servers[1], 'POST', '/api/auth/login', {
      body: { email: 'push-admin@chamak.test', password: 'Admin-Secret-123' },
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);

    const officeId = (await requestJson(servers[1], 'GET', '/api/services/office-cleaning')).body.data.service
      ._id;
    for (let i = 0; i < BOOKINGS; i++) {
      const server = servers[i % 2];
      const created = await requestJson(server, 'POST', '/api/bookings', {
        token,
        body: {
          serviceId: officeId,
          packageId: 'Basic',
          address: PALASIA,
          phoneNumber: '9876512345',
          areaSqft: 100,
          scheduledDate: addDays(todayInIndia(new Date()), 2 + i),
          scheduledTime: '10:00',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const bookingId = created.body.data.booking._id;
      expect(
        (
          await requestJson(server, 'POST', '/api/bookings/complete-payment', {
            token,
            body: { bookingId, paymentMethod: 'pay_after_service' },
          })
        ).status,
      ).toBe(200);
      const assigned = await requestJson(servers[(i + 1) % 2], 'PATCH', `/api/bookings/${bookingId}/assign`, {
        token: admin.body.token,
        body: { cleanerId },
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    }

    const expected = BOOKINGS * 2;
    await waitUntil(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n, count(*) filter (where status = 'sent')::int as sent from outbox_texts where channel = 'push'`,
        );
        return rows[0].n === expected && rows[0].sent === expected;
      },
      { what: 'all pushes queued and sent', deadlineMs: 60_000 },
    );
    const { rows } = await sql.query<{ locked_by: string; attempts: number }>(
      `select locked_by, attempts from outbox_texts where channel = 'push'`,
    );
    const senders = new Set(rows.map((r) => r.locked_by));
    const toRavi = pushService.requests.filter((r) => r.device === 'ravi');
    const toKavita = pushService.requests.filter((r) => r.device === 'kavita');
    console.log(
      `[2 processes, postgres, loopback push service] ${BOOKINGS} assignments: ${rows.length} pushes queued; ` +
        `the push service received ${toRavi.length} for the cleaner, ${toKavita.length} for the customer; ` +
        `${senders.size} senders`,
    );
    expect(toRavi).toHaveLength(BOOKINGS);
    expect(toKavita).toHaveLength(BOOKINGS);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const jobs = toRavi.map(
      (r) => JSON.parse(decryptPush(r.body, raviPhone)) as { title: string; body: string },
    );
    expect(jobs.every((m) => m.title === 'New job')).toBe(true);
    // One per booking: six different days.
    expect(new Set(jobs.map((m) => m.body)).size).toBe(BOOKINGS);
    const assignedTexts = toKavita.map(
      (r) => JSON.parse(decryptPush(r.body, kavitaPhone)) as { title: string },
    );
    expect(assignedTexts.every((m) => m.title === 'Your cleaner')).toBe(true);
  });
});
