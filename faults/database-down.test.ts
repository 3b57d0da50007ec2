import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBooking, signUpCustomers, slotAt, type Customer } from './lib/booking-client';
import { createDatabase } from './lib/postgres';
import { startServer, stopServer, until, type ServerProcess } from './lib/server-process';
import { startTcpProxy } from './lib/tcp-proxy';

/** The server reaches PostgreSQL through a proxy the test can cut and restore. */
describe('database down', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let customer: Customer;

  beforeAll(async () => {
    database = await createDatabase();
    const direct = new URL(database.url);
    proxy = await startTcpProxy([{ host: direct.hostname, port: Number(direct.port || 5432) }]);
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: viaProxy.toString() });
    [customer] = await signUpCustomers(server.baseUrl, 1, 'dbdown');
  });
  afterAll(async () => {
    await stopServer(server);
    await proxy?.close();
    await database?.drop();
  });

  const get = async (path: string) => {
    const res = await fetch(server.baseUrl + path, {
      headers: { authorization: `Bearer ${customer.token}` },
    }).catch((error: Error) => {
      // Say whether the process died (and what it logged last), not only that a socket closed.
      const state = server.child.exitCode ?? server.child.signalCode ?? 'still running';
      throw new Error(
        `GET ${path}: ${error.message} (${String(error.cause)}); server ${state}:\n${server.output().slice(-4000)}`,
      );
    });
    return { status: res.status, body: await res.json() };
  };

  it('says so on /readyz within a second, keeps /healthz up, answers 503 envelopes and recovers by itself', async () => {
    expect((await get('/readyz')).status).toBe(200);
    await proxy.down();

    await until(
      '/readyz to answer 503',
      async () => ((await get('/readyz')).status === 503 ? true : undefined),
      1_000,
    );
    expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });

    const unavailable = {
      status: 'error',
      code: 'DATABASE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    };
    expect(await get('/api/bookings')).toEqual({ status: 503, body: unavailable });
    const booking = await postBooking(server.baseUrl, { key: randomUUID(), customer, slot: slotAt(3) });
    expect({ status: booking.status, code: booking.code }).toEqual({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
    });

    await proxy.up();
    await until('/readyz to answer 200 again', async () =>
      (await get('/readyz')).status === 200 ? true : undefined,
    );
    const after = await postBooking(server.baseUrl, { key: randomUUID(), customer, slot: slotAt(3) });
    expect(after.status).toBe(201);
    expect((await get('/api/bookings')).status).toBe(200);
  });
});
