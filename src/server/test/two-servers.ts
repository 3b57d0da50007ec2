import pg from 'pg';
import { expect } from 'vitest';
import { requestJson, type ServerProcess, startServerProcess, stopServerProcess } from './server-process';
import { createPostgresDatabase, uniqueEmail } from './test-app';

/** Two real server processes on one fresh PostgreSQL database, and a client of that database. */
export interface TwoServers {
  servers: [ServerProcess, ServerProcess];
  /** The database both processes use (its URL is their DATABASE_URL). */
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** A connection of the test's own to that database, for reading and arranging rows. */
  sql: pg.Client;
  /** Closes the client, stops both processes and drops the database. */
  stop: () => Promise<void>;
}

/**
 * The multi-process tests' one start: a fresh database on TEST_DATABASE_URL's server, two
 * `node src/server/server.ts` processes on it with `env` (plus its DATABASE_URL), and a pg client.
 * `oneAfterTheOther`: the second starts once the first is ready (the first migrates and seeds, e.g. an
 * ADMIN_EMAIL account); otherwise both start at once (migrations run under an advisory lock, seeding is
 * idempotent). Whatever started is stopped again when a start fails. PostgreSQL only.
 */
export async function startTwoServers(
  env: Record<string, string>,
  opts: { oneAfterTheOther?: boolean } = {},
): Promise<TwoServers> {
  const pgBase = process.env.TEST_DATABASE_URL;
  if (!pgBase) throw new Error('startTwoServers needs TEST_DATABASE_URL (a PostgreSQL server)');
  const database = await createPostgresDatabase(pgBase);
  const withDb = { ...env, DATABASE_URL: database.url };
  const started: ServerProcess[] = [];
  let sql: pg.Client | null = null;
  const stop = async () => {
    await sql?.end().catch(() => undefined);
    await Promise.all(started.map(stopServerProcess));
    await database.drop();
  };
  try {
    const start = async () => {
      const server = await startServerProcess(withDb);
      started.push(server);
      return server;
    };
    if (opts.oneAfterTheOther) {
      await start();
      await start();
    } else {
      // Both settle before a failure is thrown, so neither is left running unstopped.
      const failed = (await Promise.allSettled([start(), start()])).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    return { servers: [started[0], started[1]], database, sql, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Cleaners written straight into the database (they never sign in): their ids, in the names' order. */
export async function addCleaners(sql: pg.Client, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const name of names) {
    const { rows } = await sql.query<{ id: string }>(
      `insert into users (name, email, phone, role, password_hash) values ($1, $2, '9800000000', 'cleaner', 'unused') returning id`,
      [name, uniqueEmail('cleaner')],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/**
 * Makes every booking at once, each on the two processes in turn, then chooses pay after service for
 * each twice at once, once on each process (docs/product-rules.md#booked-means-confirmed): each is
 * confirmed, and its messages queued, exactly once. The bookings' ids, in the bodies' order.
 */
export async function bookAndConfirmOnBoth(
  servers: TwoServers['servers'],
  token: string,
  bodies: Record<string, unknown>[],
): Promise<string[]> {
  const created = await Promise.all(
    bodies.map((body, i) => requestJson(servers[i % 2], 'POST', '/api/bookings', { token, body })),
  );
  expect(created.map((r) => r.status)).toEqual(Array(bodies.length).fill(201));
  const confirmed = await Promise.all(
    created.flatMap((r) =>
      servers.map((server) =>
        requestJson(server, 'POST', '/api/bookings/complete-payment', {
          token,
          body: { bookingId: r.body.data.booking._id, paymentMethod: 'pay_after_service' },
        }),
      ),
    ),
  );
  expect(confirmed.map((r) => r.status)).toEqual(Array(bodies.length * 2).fill(200));
  return created.map((r) => r.body.data.booking._id as string);
}
