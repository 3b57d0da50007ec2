import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../shared/domain/time';
import { startOtlpReceiver, type ReceivedSpan } from '../test/otlp-receiver';
import {
  requestJson,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitUntil,
} from '../test/server-process';
import { PALASIA } from '../test/bookings.test-support';
import { createPostgresDatabase, uniqueEmail } from '../test/test-app';

/**
 * Issue 34: a real server process with OTEL_EXPORTER_OTLP_ENDPOINT sends its spans to a loopback collector.
 * The test starts each request's trace itself (a W3C traceparent header), so the spans of one booking
 * request are found by that trace id. PGlite by default; the PostgreSQL run also sees the SQL statements.
 */
const pgBase = process.env.TEST_DATABASE_URL;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let dataDir: string | null = null;
let token: string;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  if (pgBase) database = await createPostgresDatabase(pgBase);
  else dataDir = mkdtempSync(path.join(tmpdir(), 'chamak-tracing-'));
  server = await startServerProcess({
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(dataDir!, 'db') }),
    DEMO_DATA: 'true',
    RATE_LIMIT_MULTIPLIER: '100',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // The batch goes out 50 ms after a span ends (5 s by default), so the test need not wait long.
    OTEL_BSP_SCHEDULE_DELAY: '50',
  });
  const signup = await requestJson(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Kavita Rao',
      email: uniqueEmail('traced'),
      phone: '9876543210',
      password: 'Sitar-Lamp-123',
    },
  });
  expect(signup.status).toBe(201);
  token = signup.body.token;
}, 90_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await receiver?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A request in a trace of the test's own: its id, and the answer. */
async function traced(method: string, url: string, opts: { body?: unknown; token?: string } = {}) {
  const traceId = randomBytes(16).toString('hex');
  const parentSpanId = randomBytes(8).toString('hex');
  const res = await requestJson(server, method, url, {
    ...opts,
    headers: { traceparent: `00-${traceId}-${parentSpanId}-01` },
  });
  return { traceId, parentSpanId, res };
}

async function spansOf(traceId: string, until: (spans: ReceivedSpan[]) => boolean) {
  const of = () => receiver.spans.filter((s) => s.traceId === traceId);
  await waitUntil(async () => until(of()), {
    what: `the spans of trace ${traceId}`,
    deadlineMs: 15_000,
    detail: () =>
      JSON.stringify(of().map((s) => [s.name, String(s.attributes['db.query.text'] ?? '').slice(0, 80)])),
  });
  return of();
}

const SERVER = 2;

/** The SQL of a trace's PostgreSQL spans (PGlite answers in-process: no pg client, no spans). */
const statementsOf = (spans: ReceivedSpan[]) =>
  spans
    .filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && s.attributes['db.query.text'])
    .map((s) => ({ sql: String(s.attributes['db.query.text']), parentSpanId: s.parentSpanId }));

describe('OpenTelemetry traces', () => {
  it('sends a booking request and its confirmation as trees: the HTTP server span, its Fastify route and hooks, and (PostgreSQL) the booking statement and the outbox inserts', async () => {
    const officeId = (await requestJson(server, 'GET', '/api/services/office-cleaning')).body.data.service
      ._id;
    const booking = await traced('POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: PALASIA,
        phoneNumber: '9876543210',
        areaSqft: 100,
        scheduledDate: addDays(todayInIndia(new Date()), 3),
        scheduledTime: '10:00',
      },
    });
    expect(booking.res.status, JSON.stringify(booking.res.body)).toBe(201);
    const complete = (wanted: RegExp) => (spans: ReceivedSpan[]) =>
      spans.some((s) => s.kind === SERVER) &&
      spans.some((s) => s.scope === '@fastify/otel' && s.name === 'request') &&
      (!pgBase || statementsOf(spans).some((q) => wanted.test(q.sql)));
    const spans = await spansOf(booking.traceId, complete(/insert into "bookings"/i));

    // The request's span continues the caller's trace and names its route; Fastify's spans hang under it.
    const request = spans.find((s) => s.kind === SERVER)!;
    expect(request.parentSpanId).toBe(booking.parentSpanId);
    expect(request.attributes['http.route']).toBe('/api/bookings');
    expect(request.attributes['http.response.status_code']).toBe(201);
    const fastify = spans.filter((s) => s.scope === '@fastify/otel');
    expect(fastify.map((s) => s.name)).toEqual(
      expect.arrayContaining(['request', 'handler - bookingsRoutes', 'preHandler - bookingsRoutes']),
    );
    const ids = new Set(spans.map((s) => s.spanId));
    for (const span of spans.filter((s) => s !== request)) expect(ids.has(span.parentSpanId!)).toBe(true);
    if (pgBase) {
      // The booking is one statement: the visit, its first event and its crew's hold.
      const insert = statementsOf(spans).find((q) => /insert into "bookings"/i.test(q.sql))!;
      expect(insert.sql).toMatch(/insert into "booking_assignments"/i);
    }

    // Pay after service confirms it: the "booking received" mail is queued in that request.
    const confirm = await traced('POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId: booking.res.body.data.booking._id, paymentMethod: 'pay_after_service' },
    });
    expect(confirm.res.status, JSON.stringify(confirm.res.body)).toBe(200);
    const confirmSpans = await spansOf(confirm.traceId, complete(/insert into "outbox_emails"/i));
    expect(confirmSpans.find((s) => s.kind === SERVER)!.attributes['http.route']).toBe(
      '/api/bookings/complete-payment',
    );
    if (pgBase) {
      const outbox = statementsOf(confirmSpans).filter((q) => /insert into "outbox_emails"/i.test(q.sql));
      expect(outbox).toHaveLength(1);
      expect(confirmSpans.some((s) => s.spanId === outbox[0]!.parentSpanId)).toBe(true);
    }
  });

  it('writes the trace id on each log line of a traced request', async () => {
    const { traceId, res } = await traced('GET', '/api/bookings', { token });
    expect(res.status).toBe(200);
    const linesOf = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(`"trace_id":"${traceId}"`));
    // Fastify's own two lines of the request, both inside its trace.
    await waitUntil(async () => linesOf().some((line) => line.includes('"msg":"request completed"')), {
      what: 'the request-completed line with the trace id',
      detail: server.output,
    });
    expect(linesOf().some((line) => line.includes('"msg":"incoming request"'))).toBe(true);
  });

  it('leaves the probes untraced', async () => {
    const { traceId, res } = await traced('GET', '/readyz');
    expect(res.status).toBe(200);
    // A later request's spans arrive; by then the probe's would have too (one exporter, in order).
    const { traceId: marker } = await traced('GET', '/api/services');
    await spansOf(marker, (s) => s.some((span) => span.kind === SERVER));
    expect(receiver.spans.filter((s) => s.traceId === traceId)).toEqual([]);
  });
});
