import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../shared/domain/time';
import { requestJson, waitUntil } from '../test/server-process';
import { addCleaners, bookAndConfirmOnBoth, startTwoServers, type TwoServers } from '../test/two-servers';
import { closeSmtpServer, mailsTo, startSmtpServer } from '../test/smtp-server';
import { uniqueEmail } from '../test/test-app';
import { BASIC_VISIT, PALASIA } from '../test/bookings.test-support';

/**
 * Effects that must happen once, with two real server processes on one PostgreSQL database, one real
 * SMTP server on loopback and one Redis: every mail is sent once whichever process claims it, each
 * booking gets one reminder though both processes run the reminder job, and an account's failed logins
 * are counted in one place whichever process answers. PostgreSQL only (vitest.config.ts), and Redis on
 * TEST_REDIS_URL (default 127.0.0.1:6379, which every machine of this kind runs).
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A key space of its own: Redis outlives the test, and other runs may share it.
const redisPrefix = `chamak-test-${randomBytes(6).toString('hex')}`;
const MAIL_FROM = 'Chamak <mailer@chamak.test>';
const BOOKINGS = 10;

describe('exactly once across two server processes', () => {
  let two: TwoServers;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let servers: TwoServers['servers'];
  let sql: pg.Client;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = {
      // One account makes all ten bookings; the unpaid cap is booking-hold.test.ts's.
      MAX_UNPAID_BOOKINGS: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      // Hour 0: tomorrow's visits are due for their reminder at once, so both processes race for them.
      REMINDER_HOUR: '0',
      REMINDER_POLL_MS: '100',
      OUTBOX_POLL_MS: '100',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '100',
    };
    ({ servers, sql } = two = await startTwoServers(env));
    // Bookings need free crews. A 45-minute job holds its cleaner 75 minutes (buffer), so each overlaps its
    // neighbours; made at once in any order, hourly jobs can need three cleaners. Four leave no doubt.
    await addCleaners(sql, ['Ravi Kumar', 'Sunita Sharma', 'Arjun Patel', 'Meena Devi']);
  });

  afterAll(async () => {
    await two?.stop();
    if (smtp) await closeSmtpServer(smtp.server);
    const redis = new Redis(redisUrl, { lazyConnect: true });
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys(`${redisPrefix}:*`).catch(() => []);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it(`sends ${BOOKINGS} bookings' mails and reminders once each, though both processes send and remind`, async () => {
    const email = uniqueEmail('two-processes');
    const signup = await requestJson(servers[0], 'POST', '/api/auth/register', {
      body: { name: 'Kavita Rao', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token;
    const officeId = (await requestJson(servers[1], 'GET', '/api/services/office-cleaning')).body.data.service
      ._id;
    const tomorrow = addDays(todayInIndia(new Date()), 1);
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

    const bookingIds = await bookAndConfirmOnBoth(
      servers,
      token,
      times.slice(0, BOOKINGS).map((time) => ({
        serviceId: officeId,
        ...BASIC_VISIT,
        address: PALASIA,
        scheduledDate: tomorrow,
        scheduledTime: time,
      })),
    );

    // Done when every reminder is taken and every message to the customer is marked sent. A mail is
    // received before it is marked sent, and a sent message can never be claimed again.
    await waitUntil(
      async () => {
        const reminders = await sql.query(
          `select count(*)::int as n from notifications_sent where booking_id = any($1) and kind = 'booking-reminder'`,
          [bookingIds],
        );
        const unsent = await sql.query(
          `select count(*)::int as n from outbox_emails where to_address = $1 and status <> 'sent'`,
          [email],
        );
        return reminders.rows[0].n === BOOKINGS && unsent.rows[0].n === 0;
      },
      { what: 'all reminders queued and all mails sent', deadlineMs: 60_000 },
    );

    const { rows } = await sql.query<{ id: string; kind: string; locked_by: string; attempts: number }>(
      `select id, kind, locked_by, attempts from outbox_emails where to_address = $1`,
      [email],
    );
    const mails = mailsTo(email);
    const subjects = (prefix: string) => mails.filter((m) => m.headers.get('subject')!.startsWith(prefix));
    const bySender = new Map<string, number>();
    for (const r of rows) bySender.set(r.locked_by, (bySender.get(r.locked_by) ?? 0) + 1);
    console.log(
      `[2 processes, postgres, SMTP on loopback] ${BOOKINGS} bookings: ${rows.length} messages queued, ` +
        `${mails.length} mails received (welcome ${subjects('Welcome').length}, booking received ` +
        `${subjects('Booking received').length}, reminders ${subjects('Reminder').length}); ` +
        `per booking ${subjects('Booking received').length / BOOKINGS} booking mail + ` +
        `${subjects('Reminder').length / BOOKINGS} reminder; sent by ${[...bySender.values()].join(' and ')} ` +
        `(${bySender.size} senders)`,
    );
    expect(rows).toHaveLength(1 + 2 * BOOKINGS);
    expect(mails).toHaveLength(rows.length);
    expect(subjects('Booking received')).toHaveLength(BOOKINGS);
    expect(subjects('Reminder')).toHaveLength(BOOKINGS);
    // Each stored message arrived once, under its own stable Message-ID.
    const messageIds = mails.map((m) => m.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(mails.length);
    expect(messageIds.sort()).toEqual(rows.map((r) => `<${r.id}@chamak.test>`).sort());
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it('counts failed logins in one place whichever process answers (Redis), and never locks the owner out', async () => {
    const email = uniqueEmail('locked');
    const signup = await requestJson(servers[1], 'POST', '/api/auth/register', {
      body: { name: 'Rate Test', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(signup.status).toBe(201);
    const login = (i: number, password = 'Wrong1234') =>
      requestJson(servers[i % 2], 'POST', '/api/auth/login', { body: { email, password } });

    const failures: number[] = [];
    for (let i = 0; i < 10; i++) failures.push((await login(i)).status);
    const redis = new Redis(redisUrl);
    try {
      const count = async (key: string) => Number(await redis.get(`${redisPrefix}:at:n:${key}`));
      const counted = {
        pair: await count(`login-pair:${email}|127.0.0.1`),
        account: await count(`login-account:${email}`),
      };
      const right = [(await login(0, 'Sitar-Lamp-123')).status, (await login(1, 'Sitar-Lamp-123')).status];
      console.log(
        `[2 processes, Redis] failed logins alternating A/B: ${failures.join(',')}; counted ` +
          `${counted.pair} for the account from this address, ${counted.account} for the account; ` +
          `then the right password on A ${right[0]}, on B ${right[1]}`,
      );
      expect(failures).toEqual(Array(10).fill(401));
      // Ten failures, five on each process, counted ten times in the one shared store.
      expect(counted).toEqual({ pair: 10, account: 10 });
      expect(right).toEqual([200, 200]);
      // The success forgot this address's failures.
      expect(await count(`login-pair:${email}|127.0.0.1`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
