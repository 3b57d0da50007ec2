import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccess, postBooking, signUpCustomers, slotAt, type Customer } from './lib/booking-client';
import { createDatabase } from './lib/postgres';
import { startServer, stopServer, until, type ServerProcess } from './lib/server-process';

/** A booking whose body arrives in two parts: in flight from its headers until `finish()`. */
function slowBooking(
  baseUrl: string,
  customer: Customer,
  slot: { scheduledDate: string; scheduledTime: string },
) {
  const body = JSON.stringify({
    serviceId: 'office-cleaning',
    packageId: 'Basic',
    address: { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
    phoneNumber: '9876543210',
    areaSqft: 100,
    ...slot,
  });
  const half = Math.floor(body.length / 2);
  let resolveStatus!: (status: number) => void;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const req = http.request(`${baseUrl}/api/bookings`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': randomUUID(),
    },
  });
  req.on('response', (res) => {
    res.resume();
    res.on('end', () => resolveStatus(res.statusCode!));
  });
  req.on('error', () => resolveStatus(0));
  req.write(body.slice(0, half));
  req.flushHeaders();
  return { status, finish: () => req.end(body.slice(half)) };
}

const incomingRequests = (server: ServerProcess) =>
  server.output().split('"msg":"incoming request"').length - 1;

describe('SIGTERM under load', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess;
  let customers: Customer[];

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({ DATABASE_URL: database.url });
    customers = await signUpCustomers(server.baseUrl, 4, 'sigterm');
  });
  afterAll(async () => {
    await stopServer(server);
    await database?.drop();
  });

  it('finishes the requests in flight, answers new ones 503 and exits within 10 s', async () => {
    const before = incomingRequests(server);
    const slow = Array.from({ length: 5 }, (_, i) =>
      slowBooking(server.baseUrl, customers[i % 4], slotAt(i)),
    );
    const load = Array.from({ length: 20 }, (_, i) =>
      postBooking(server.baseUrl, { key: randomUUID(), customer: customers[i % 4], slot: slotAt(100 + i) }),
    );
    // Every one of the 25 has reached the server; the 5 slow ones are certainly still running.
    await until('25 requests to reach the server', () =>
      incomingRequests(server) >= before + 25 ? true : undefined,
    );

    server.child.kill('SIGTERM');
    const exitDeadline = Date.now() + 10_000;
    await until('the server to start draining', () =>
      /closing: new requests get 503/.test(server.output()) ? true : undefined,
    );

    const refused = await fetch(`${server.baseUrl}/api/services`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      status: 'error',
      code: 'SHUTTING_DOWN',
      message: 'The server is restarting. Please try again in a moment.',
    });

    for (const s of slow) s.finish();
    expect(await Promise.all(slow.map((s) => s.status))).toEqual([201, 201, 201, 201, 201]);
    const outcomes = await Promise.all(load);
    expect(outcomes.filter((o) => !isSuccess(o)).map((o) => o.status)).toEqual([]);

    const exit = await Promise.race([
      server.exited,
      until(
        'exit',
        () => (Date.now() > exitDeadline ? 'still running 10 s after SIGTERM' : undefined),
        11_000,
      ),
    ]);
    expect(exit).toBe(0);
    const { rows } = await database.sql.query(
      'select count(*)::int as n from bookings where idempotency_key is not null',
    );
    expect(rows[0].n).toBe(25);
  });
});

describe('SIGTERM with a readiness grace (DRAIN_GRACE_MS)', () => {
  const graceMs = 4_000;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({ DATABASE_URL: database.url, DRAIN_GRACE_MS: String(graceMs) });
  });
  afterAll(async () => {
    await stopServer(server);
    await database?.drop();
  });

  /** When the process logged `msg` (pino's epoch milliseconds). */
  const loggedAt = (msg: string) => {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes(`"msg":"${msg}"`));
    return line ? (JSON.parse(line) as { time: number }).time : undefined;
  };

  it('fails /readyz with 503 first while still serving other requests, then drains and exits 0', async () => {
    server.child.kill('SIGTERM');
    const unready = await until('/readyz to answer 503', async () => {
      const res = await fetch(`${server.baseUrl}/readyz`);
      return res.status === 503 ? res.json() : undefined;
    });
    expect(unready).toEqual({
      status: 'error',
      code: 'SHUTTING_DOWN',
      message: 'The server is restarting. Please try again in a moment.',
    });

    // The load balancer may still send a request before it has seen the check fail: it is served.
    const served = await fetch(`${server.baseUrl}/api/services`);
    expect(served.status).toBe(200);
    expect((await served.json()).status).toBe('success');
    expect(server.output()).not.toMatch(/closing: new requests get 503/);

    expect(await server.exited).toBe(0);
    const graceFrom = loggedAt('closing: /readyz answers 503, other requests are still served');
    const drainFrom = loggedAt('closing: new requests get 503, running ones finish');
    expect(graceFrom).toBeDefined();
    expect(drainFrom! - graceFrom!).toBeGreaterThanOrEqual(graceMs - 5);
  });
});
