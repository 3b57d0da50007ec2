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
} from '../push/push-service-fake.test-support';
import { PALASIA } from '../../test/bookings.test-support';

/**
 * Two real server processes on one PostgreSQL both run the evening job (due at once: 00:00) every
 * 100 ms; each cleaner's push of tomorrow's first job reaches the loopback push service once.
 * PostgreSQL only (vitest.config.ts excludes *.multi-process.test.ts without TEST_DATABASE_URL).
 */
const vapid = webPush.generateVAPIDKeys();
const CLEANERS = 3;

describe("tomorrow's first job across two server processes", () => {
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
      ADMIN_EMAIL: 'day-ahead-admin@chamak.test',
      ADMIN_PASSWORD: 'Admin-Secret-123',
      DAY_AHEAD_PUSH_TIME: '00:00',
      REMINDER_POLL_MS: '100',
      OUTBOX_POLL_MS: '100',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    // One after the other: the first creates the admin and the schema.
    ({ servers, sql } = two = await startTwoServers(env, { oneAfterTheOther: true }));
  }, 180_000);

  afterAll(async () => {
    await two?.stop();
    await pushService?.close();
  });

  it(`pushes each of ${CLEANERS} cleaners' first job of tomorrow once, though both processes run the job`, async () => {
    const admin = await requestJson(servers[0], 'POST', '/api/auth/login', {
      body: { email: 'day-ahead-admin@chamak.test', password: 'Admin-Secret-123' },
    });
    expect(admin.status).toBe(200);
    const signup = await requestJson(servers[1], 'POST', '/api/auth/register', {
      body: {
        name: 'Kavita Rao',
        email: uniqueEmail('dayahead'),
        phone: '9876512345',
        password: 'Sitar-Lamp-123',
      },
    });
    expect(signup.status).toBe(201);
    const officeId = (await requestJson(servers[0], 'GET', '/api/services/office-cleaning')).body.data.service
      ._id;
    const tomorrow = addDays(todayInIndia(new Date()), 1);
    // Tomorrow locked: each cleaner keeps the jobs set here (the re-plan before the push would move them).
    const lock = await requestJson(servers[0], 'PUT', `/api/admin/dispatch/plan/${tomorrow}/lock`, {
      token: admin.body.token,
      body: { locked: true },
    });
    expect(lock.status).toBe(200);
    const devices: ReturnType<typeof browserDevice>[] = [];
    const cleanerIds: string[] = [];
    for (let i = 0; i < CLEANERS; i++) {
      const [cleanerId] = await addCleaners(sql, [`Cleaner ${i}`]);
      cleanerIds.push(cleanerId);
      // Two jobs each: the later one booked first, so "first" is by time, not by order made.
      for (const time of ['15:00', '09:00']) {
        const server = servers[(i + (time === '09:00' ? 1 : 0)) % 2];
        const created = await requestJson(server, 'POST', '/api/bookings', {
          token: signup.body.token,
          body: {
            serviceId: officeId,
            packageId: 'Basic',
            address: PALASIA,
            phoneNumber: '9876512345',
            areaSqft: 100,
            scheduledDate: tomorrow,
            scheduledTime: time,
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const bookingId = created.body.data.booking._id;
        expect(
          (
            await requestJson(server, 'POST', '/api/bookings/complete-payment', {
              token: signup.body.token,
              body: { bookingId, paymentMethod: 'pay_after_service' },
            })
          ).status,
        ).toBe(200);
        const assigned = await requestJson(server, 'PATCH', `/api/bookings/${bookingId}/assign`, {
          token: admin.body.token,
          body: { cleanerId },
        });
        expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      }
    }

    // Devices last: the job (due all day here) pushes only to cleaners with one, so it sees both jobs.
    for (const [i, cleanerId] of cleanerIds.entries()) {
      const device = browserDevice(`${pushService.url}/cleaner-${i}`);
      devices.push(device);
      await sql.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`,
        [
          cleanerId,
          device.subscription.endpoint,
          device.subscription.keys.p256dh,
          device.subscription.keys.auth,
        ],
      );
    }

    const firstJobs = () =>
      devices.map((device, i) =>
        pushService.requests
          .filter((r) => r.device === `cleaner-${i}`)
          .map((r) => JSON.parse(decryptPush(r.body, device)) as { title: string; body: string })
          .filter((m) => m.title === "Tomorrow's first job"),
      );
    await waitUntil(async () => firstJobs().every((got) => got.length >= 1), {
      what: "every cleaner's evening push received",
      deadlineMs: 60_000,
    });
    // Both processes keep running the job: wait until each has taken further runs after the pushes.
    const { rows: before } = await sql.query<{ n: number }>(
      `select count(*)::int as n from job_schedules where name = 'day-ahead-push'`,
    );
    expect(before[0].n).toBe(1);
    const runAt = async () =>
      (
        await sql.query<{ at: Date; by: string }>(
          `select last_started_at as at, claimed_by as by from job_schedules where name = 'day-ahead-push'`,
        )
      ).rows[0];
    // Runs after the pushes arrived: until both processes are seen taking one, or twenty runs went by.
    const seenBy = new Set<string>();
    const runs = new Set<number>();
    const mark = Date.now();
    await waitUntil(
      async () => {
        const run = await runAt();
        if (run.at.getTime() > mark) {
          seenBy.add(run.by);
          runs.add(run.at.getTime());
        }
        return seenBy.size === 2 || runs.size >= 20;
      },
      { what: 'the evening job ran again', deadlineMs: 60_000 },
    );
    await waitUntil(
      async () => {
        const { rows } = await sql.query<{ pending: number }>(
          `select count(*)::int as pending from outbox_texts where channel = 'push' and status <> 'sent'`,
        );
        return rows[0].pending === 0;
      },
      { what: 'every queued push sent', deadlineMs: 60_000 },
    );
    const got = firstJobs();
    const { rows: claims } = await sql.query(`select * from cleaner_day_pushes where day = $1`, [tomorrow]);
    console.log(
      `[2 processes, postgres, loopback push service] ${CLEANERS} cleaners × 2 jobs tomorrow: ` +
        `${got.map((g) => g.length).join('/')} evening pushes received, ${claims.length} claims, ` +
        `${runs.size} later runs seen, taken by ${seenBy.size} processes`,
    );
    expect(claims).toHaveLength(CLEANERS);
    for (const g of got) {
      expect(g).toHaveLength(1);
      expect(g[0].body).toMatch(/tomorrow at 9:00 AM/);
    }
  }, 180_000);
});
