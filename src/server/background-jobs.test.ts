import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../shared/domain/time';
import { BACKGROUND_JOBS } from './background-jobs';
import { startFakeRazorpay, type FakeRazorpay } from './platform/payments/razorpay-fake.test-support';
import {
  repoRoot,
  requestJson,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntil,
} from './test/server-process';
import { findPromtool, PROM_CLIENT_DEFAULT_LINT, runPromtool } from './test/promtool';
import { closeSmtpServer, mailsTo, startSmtpServer, waitForMail } from './test/smtp-server';
import { createPostgresDatabase, uniqueEmail } from './test/test-app';
import { PALASIA } from './test/bookings.test-support';

/**
 * Every background job runs in the server as `npm start` runs it: its own process, started by
 * server.ts, its effects seen only from outside (HTTP, a loopback SMTP server, a loopback Razorpay).
 * The mail poll is set to ten minutes, so a mail that arrives was sent because its enqueue woke the
 * sender (NOTIFY on commit), not by a poll tick. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */
const KEY_ID = 'rzp_test_Chamak000009';
const METRICS_TOKEN = 'jobs-metrics-token-0123456789';
const KEY_SECRET = 'fake-razorpay-key-secret-9';
const pgBase = process.env.TEST_DATABASE_URL;
const address = PALASIA;

let server: ServerProcess;
let fake: FakeRazorpay;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let dataDir: string | null = null;
let customer: { email: string; token: string };
let officeId: string;

beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  smtp = await startSmtpServer();
  if (pgBase) database = await createPostgresDatabase(pgBase);
  else dataDir = mkdtempSync(path.join(tmpdir(), 'chamak-jobs-'));
  server = await startServerProcess({
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(dataDir!, 'db') }),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    DEMO_DATA: 'true',
    RATE_LIMIT_MULTIPLIER: '100',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE_URL: fake.baseUrl,
    // No RAZORPAY_WEBHOOK_SECRET: no webhook can tell the server about a payment.
    PAYMENT_RECONCILE_AFTER_MINUTES: '0.05',
    PAYMENT_RECONCILE_POLL_MS: '500',
    // Hour 0: a visit tomorrow is due for its reminder at once.
    REMINDER_HOUR: '0',
    REMINDER_POLL_MS: '500',
    // Bookings nobody confirms are released after 3 s, looked for every half second.
    BOOKING_HOLD_MINUTES: '0.05',
    BOOKING_HOLD_POLL_MS: '500',
    OUTBOX_POLL_MS: String(10 * 60_000),
    METRICS_TOKEN: METRICS_TOKEN,
    METRICS_PORT: '0',
  });
  customer = { email: uniqueEmail('jobs'), token: '' };
  const signup = await requestJson(server, 'POST', '/api/auth/register', {
    body: { name: 'Kavita Rao', email: customer.email, phone: '9876543210', password: 'Sitar-Lamp-123' },
  });
  expect(signup.status).toBe(201);
  customer.token = signup.body.token;
  officeId = (await requestJson(server, 'GET', '/api/services/office-cleaning')).body.data.service._id;
}, 90_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (smtp) await closeSmtpServer(smtp.server);
  await fake?.close();
});

const book = async (dayOffset: number, time: string) => {
  const res = await requestJson(server, 'POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address,
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(todayInIndia(new Date()), dayOffset),
      scheduledTime: time,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.booking._id as string;
};

/** Pay after service: the booking is confirmed (docs/product-rules.md#booked-means-confirmed) and no longer released. */
const confirm = async (bookingId: string) => {
  const res = await requestJson(server, 'POST', '/api/bookings/complete-payment', {
    token: customer.token,
    body: { bookingId, paymentMethod: 'pay_after_service' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const paymentStatusOf = async (bookingId: string) =>
  (await requestJson(server, 'GET', `/api/bookings/${bookingId}`, { token: customer.token })).body.data
    .booking.paymentStatus as string;

describe('background jobs in a running server', () => {
  it('starts every defined job, and only those', async () => {
    const ready = await requestJson(server, 'GET', '/readyz');
    expect([...ready.body.jobs].sort()).toEqual([...BACKGROUND_JOBS].sort());
    expect(server.output()).toMatch(/background jobs started/);
  });

  it('sends a queued mail at once: the welcome mail arrives though the mail poll is ten minutes', async () => {
    const welcome = await waitForMail((m) => m.envelopeTo.includes(customer.email));
    expect(welcome.headers.get('subject')).toMatch(/^Welcome to /);
  });

  it('sends the day-before reminder of a visit tomorrow', async () => {
    await confirm(await book(1, '16:00'));
    const reminder = await Promise.race([
      waitForMail(
        (m) => m.envelopeTo.includes(customer.email) && /^Reminder/.test(m.headers.get('subject') ?? ''),
      ),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no reminder in 30 s\n${server.output()}`)), 30_000).unref(),
      ),
    ]);
    expect(reminder.body).toContain('Hi Kavita Rao,');
    expect(mailsTo(customer.email).filter((m) => /^Reminder/.test(m.headers.get('subject')!))).toHaveLength(
      1,
    );
  });

  it('releases a booking nobody confirmed in time: cancelled, its slot free again, one short email', async () => {
    const date = addDays(todayInIndia(new Date()), 5);
    const bookingId = await book(5, '12:00');
    const booking = async () =>
      (await requestJson(server, 'GET', `/api/bookings/${bookingId}`, { token: customer.token })).body.data
        .booking;
    await waitUntil(async () => (await booking()).status === 'cancelled', {
      what: 'the release job cancels the unconfirmed booking',
      deadlineMs: 60_000,
      detail: server.output,
    });
    expect(await booking()).toMatchObject({ cancelReason: 'payment not completed', holdExpiresAt: null });
    const mail = await waitForMail(
      (m) => m.envelopeTo.includes(customer.email) && /^Not booked/.test(m.headers.get('subject') ?? ''),
    );
    expect(mail.body).toContain('Hi Kavita Rao,');
    const slots = await requestJson(
      server,
      'GET',
      `/api/availability?date=${date}&serviceId=${officeId}&packageId=Basic&quantity=100`,
    );
    expect(slots.body.data.slots.find((s: { time: string }) => s.time === '12:00').available).toBe(true);
  });

  it('marks paid an order paid at Razorpay that the browser never verified, and hands a failed refund over again', async () => {
    const bookingId = await book(3, '10:00');
    const order = await requestJson(server, 'POST', '/api/payment/create-order', {
      token: customer.token,
      body: { bookingId, method: 'razorpay_upi' },
    });
    expect(order.status).toBe(200);
    const paymentId = fake.capture(order.body.data.orderId);
    expect(await paymentStatusOf(bookingId)).not.toBe('paid');

    await waitUntil(async () => (await paymentStatusOf(bookingId)) === 'paid', {
      what: 'reconciliation marks the booking paid',
      deadlineMs: 60_000,
      detail: server.output,
    });

    // Razorpay is unreachable when the customer cancels: the refund is recorded but not handed over.
    fake.mode = 'drop';
    try {
      const cancel = await requestJson(server, 'PATCH', `/api/bookings/${bookingId}/cancel`, {
        token: customer.token,
        body: { reason: 'Cancelled by client' },
      });
      expect(cancel.status).toBe(200);
      expect(cancel.body.data.booking.paymentStatus).toBe('refund_pending');
      expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(0);
    } finally {
      fake.mode = 'ok';
    }
    await waitUntil(async () => fake.refunds.some((r) => r.payment_id === paymentId), {
      what: 'the reconciler hands the refund over again',
      deadlineMs: 60_000,
      detail: server.output,
    });
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });
});

/** The value of one sample line, e.g. sample(text, 'chamak_bookings_total{event="created"}'). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('metrics and shutdown of the running server', () => {
  it('serves on METRICS_PORT what the jobs above did, in a format promtool accepts', async () => {
    const port = /"metricsPort":(\d+)/.exec(server.output())?.[1];
    expect(port, server.output()).toBeDefined();
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    // The same registry on the app's port, with the token.
    const onAppPort = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(onAppPort.status).toBe(200);
    expect(await onAppPort.text()).toContain('chamak_bookings_total');

    expect(sample(text, 'chamak_bookings_total{event="created"}')).toBe(3);
    // The unconfirmed one; the one paid late may also have run out before its payment was seen.
    expect(sample(text, 'chamak_bookings_total{event="released"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'chamak_bookings_total{event="cancelled"}')).toBe(1);
    expect(sample(text, 'chamak_payments_total{state="captured"}')).toBe(1);
    // The refund handed over again above, in whichever state the fake left it.
    const refunds = [...text.matchAll(/^chamak_refunds\{state="\w+"\} (\d+)$/gm)].map((m) => Number(m[1]));
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sample(text, 'chamak_outbox_depth{outbox="mail",channel="email"}')).toBe(0);
    const startedAt = Date.now() / 1000 - 600;
    for (const job of ['booking-holds', 'payment-reconciliation', 'reminders', 'mail']) {
      expect(sample(text, `chamak_job_last_success_timestamp_seconds{job="${job}"}`)).toBeGreaterThan(
        startedAt,
      );
      expect(sample(text, `chamak_job_runs_total{job="${job}"}`)).toBeGreaterThan(0);
    }
    expect(text).toMatch(
      /^chamak_http_request_duration_seconds_count\{method="GET",route="\/api\/bookings\/:id",status_code="200"\} \d+$/m,
    );
    if (!pgBase) expect(sample(text, 'chamak_data_dir_free_bytes')).toBeGreaterThan(0);
    else expect(sample(text, 'chamak_db_pool_connections{state="max"}')).toBe(10);

    if (findPromtool()) {
      const checked = runPromtool(['check', 'metrics'], { input: text });
      const problems = checked.output.split('\n').filter((l) => l && !PROM_CLIENT_DEFAULT_LINT.test(l));
      expect(problems).toEqual([]);
    }
  });

  it('answers /readyz 503 as soon as SIGTERM arrives, while a request in flight still finishes', async () => {
    // A request whose body is half sent stays in flight until the rest arrives.
    const body = JSON.stringify({ name: 'Kavita R', email: customer.email });
    let resolveStatus!: (status: number) => void;
    const inFlight = new Promise<number>((resolve) => (resolveStatus = resolve));
    const req = http.request(`${server.baseUrl}/api/users/profile`, {
      method: 'PUT',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${customer.token}`,
      },
    });
    req.on('response', (r) => {
      r.resume();
      r.on('end', () => resolveStatus(r.statusCode!));
    });
    req.on('error', () => resolveStatus(0));
    req.write(body.slice(0, 5));
    req.flushHeaders();
    await waitUntil(async () => /"url":"\/api\/users\/profile"/.test(server.output()), {
      what: 'the server has the request',
      detail: server.output,
    });

    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await waitUntil(async () => /closing: new requests get 503/.test(server.output()), {
      what: 'the server took the signal',
      detail: server.output,
    });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    req.end(body.slice(5));
    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
  });
});

describe('no background work outside the runner', () => {
  it('has no timer loop in the server but the runner’s', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test(-support)?\.tsx?$|\.test\.ts$/.test(name)) files.push(full);
      }
    };
    walk(path.join(repoRoot, 'src/server'));
    const offenders = files.filter(
      (f) =>
        !f.endsWith(path.join('platform', 'jobs.ts')) && /\bsetInterval\s*\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(repoRoot, f))).toEqual([]);
  });
});
