import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../shared/domain/time';
import { startTestApp, type TestApp } from '../test/test-app';
import { bookingEventOf, createMetrics } from './metrics';
import { registerMetricsRoutes } from './metrics-http';
import { BASIC_VISIT } from '../test/bookings.test-support';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line, e.g. sample(text, 'chamak_bookings_total{event="created"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics on the app port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => t.close());

  const scrape = () =>
    fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then(async (r) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      text: await r.text(),
    }));

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    expect((await t.request('GET', '/api/services/office-cleaning')).status).toBe(200);
    expect((await t.request('GET', `/api/services/${randomUUID()}`)).status).toBe(404);
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = (code: number) =>
      sample(
        text,
        `chamak_http_request_duration_seconds_count{method="GET",route="/api/services/:id",status_code="${code}"}`,
      );
    expect(count(200)).toBe(1);
    expect(count(404)).toBe(1);
    expect(text).not.toContain('office-cleaning');
  });

  it('counts a booking created and cancelled, and reads the mail it queued from the outbox', async () => {
    const customer = await t.signup();
    const date = addDays(todayInIndia(new Date()), 9);
    const created = await t.request('POST', '/api/bookings', {
      token: customer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        serviceId: 'office-cleaning',
        ...BASIC_VISIT,
        scheduledDate: date,
        scheduledTime: '10:00',
        paymentMethod: 'cash',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.booking._id as string;
    const cancelled = await t.request('PATCH', `/api/bookings/${id}/cancel`, {
      token: customer.token,
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const { text } = await scrape();
    expect(sample(text, 'chamak_bookings_total{event="created"}')).toBe(1);
    expect(sample(text, 'chamak_bookings_total{event="cancelled"}')).toBe(1);
    expect(sample(text, 'chamak_bookings_total{event="released"}')).toBe(0);
    // No SMTP in tests: the mails the booking queued wait in the outbox, due now.
    const queued = await t.database.db.execute(
      sql`select count(*)::int as n from outbox_emails where status = 'queued'`,
    );
    const depth = (queued as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(depth).toBeGreaterThan(0);
    expect(sample(text, 'chamak_outbox_depth{outbox="mail",channel="email"}')).toBe(depth);
    expect(
      sample(text, 'chamak_outbox_oldest_due_age_seconds{outbox="mail",channel="email"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'chamak_outbox_depth{outbox="text",channel="sms"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'chamak_sms_sent_today')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not served: 404 whatever the header', async () => {
    const app = Fastify();
    const metrics = createMetrics();
    registerMetricsRoutes(app, metrics, undefined);
    const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    await app.close();
    metrics.close();
  });
});

describe('counting', () => {
  it('names a booking change created, confirmed, cancelled, released or none', () => {
    expect(bookingEventOf({ to: 'pending', note: 'Booked' })).toBe('created');
    expect(bookingEventOf({ to: 'assigned', note: 'Confirmed' })).toBe('confirmed');
    expect(bookingEventOf({ from: 'pending', to: 'cancelled', note: 'payment not completed' })).toBe(
      'released',
    );
    expect(bookingEventOf({ from: 'assigned', to: 'cancelled', note: 'Plans changed' })).toBe('cancelled');
    expect(bookingEventOf({ from: 'assigned', to: 'in-progress', note: 'Started' })).toBeNull();
  });

  it('counts a 429 as a rate-limit refusal of its route, and a job run and failure', async () => {
    const metrics = createMetrics();
    metrics.observeRequest('POST', '/api/auth/login', 429, 0.002);
    metrics.jobs.started('reminders', 60_000, 1_000_000);
    metrics.jobs.succeeded('reminders', 2_000_000);
    metrics.jobs.failed('reminders');
    const text = await metrics.render();
    metrics.close();
    expect(sample(text, 'chamak_rate_limit_refusals_total{route="/api/auth/login"}')).toBe(1);
    expect(sample(text, 'chamak_job_last_success_timestamp_seconds{job="reminders"}')).toBe(2_000);
    expect(sample(text, 'chamak_job_period_seconds{job="reminders"}')).toBe(60);
    expect(sample(text, 'chamak_job_failures_total{job="reminders"}')).toBe(1);
  });

  it('shows the SMS budget only once one is set', async () => {
    const metrics = createMetrics();
    expect(await metrics.render()).not.toMatch(/^chamak_sms_daily_budget /m);
    metrics.sources({ smsDailyBudget: 500 });
    expect(sample(await metrics.render(), 'chamak_sms_daily_budget')).toBe(500);
    metrics.close();
  });

  it('stops counting an app’s bookings once it is closed', async () => {
    const { reportBookingChange } = await import('./metrics');
    const metrics = createMetrics();
    reportBookingChange({ to: 'pending', note: 'Booked' });
    metrics.close();
    reportBookingChange({ to: 'pending', note: 'Booked' });
    expect(sample(await metrics.render(), 'chamak_bookings_total{event="created"}')).toBe(1);
  });
});
