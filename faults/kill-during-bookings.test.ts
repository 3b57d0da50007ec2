import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isSuccess,
  postBooking,
  signUpCustomers,
  slotAt,
  type BookingAttempt,
  type BookingOutcome,
  type Customer,
} from './lib/booking-client';
import { createDatabase } from './lib/postgres';
import { killServer, startServer, stopServer, until, type ServerProcess } from './lib/server-process';

/**
 * kill -9 of the server while bookings are in flight, again and again. Whatever a client was told
 * (2xx with an id) must be in the database afterwards, exactly once; a client that got no answer retries
 * with the same Idempotency-Key and gets its one booking, never a second.
 */
const ATTEMPTS_PER_CYCLE = 24;
const CONCURRENCY = 6;

async function killCycles(env: Record<string, string>, cycles: number) {
  let server: ServerProcess | undefined = await startServer(env);
  const customers: Customer[] = await signUpCustomers(server.baseUrl, 6, 'kill');
  const outcomes: BookingOutcome[] = [];
  let slot = 0;
  try {
    for (let cycle = 0; cycle < cycles; cycle++) {
      server ??= await startServer(env);
      const queue: BookingAttempt[] = Array.from({ length: ATTEMPTS_PER_CYCLE }, (_, i) => ({
        key: `kill-${cycle}-${i}-${randomUUID()}`,
        customer: customers[(cycle + i) % customers.length],
        slot: slotAt(slot++),
      }));
      let acknowledged = 0;
      const baseUrl = server.baseUrl;
      const worker = async () => {
        for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
          const outcome = await postBooking(baseUrl, attempt);
          if (isSuccess(outcome)) acknowledged++;
          outcomes.push(outcome);
        }
      };
      const load = Promise.all(Array.from({ length: CONCURRENCY }, worker));
      // Kill at a different point of the load each cycle, always with requests in flight.
      const killAfter = 2 + (cycle % 5) * 3;
      await until(
        'bookings to be acknowledged',
        () => (acknowledged >= killAfter ? true : undefined),
        30_000,
      );
      await killServer(server, 'SIGKILL');
      server = undefined;
      await load;
    }
    server = await startServer(env);
    // No answer, or a clear 503 (the database was not reachable in time while the machine was loaded): the
    // client knows the booking is not confirmed and retries it with the same key.
    const unanswered = outcomes.filter((o) => o.status === 0 || o.status === 503);
    const retried = await Promise.all(unanswered.map((o) => postBooking(server!.baseUrl, o.attempt)));

    // What every customer holds now, read back through the API.
    const held = new Map<string, string[]>();
    for (const customer of customers) {
      const res = await fetch(`${server.baseUrl}/api/bookings`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const body = (await res.json()) as {
        data: { bookings: { _id: string; scheduledDate: string; scheduledTime: string }[] };
      };
      for (const b of body.data.bookings) {
        const key = `${customer.email} ${b.scheduledDate} ${b.scheduledTime}`;
        held.set(key, [...(held.get(key) ?? []), b._id]);
      }
    }
    const slotKey = (a: BookingAttempt) =>
      `${a.customer.email} ${a.slot.scheduledDate} ${a.slot.scheduledTime}`;
    return { outcomes, retried, held, slotKey };
  } finally {
    await stopServer(server);
  }
}

function assertEveryAcknowledgedBookingKeptOnce(result: Awaited<ReturnType<typeof killCycles>>) {
  const { outcomes, retried, held, slotKey } = result;
  const acknowledged = outcomes.filter(isSuccess);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(outcomes.filter((o) => o.status !== 0 && o.status !== 503 && !isSuccess(o))).toEqual([]);
  for (const o of acknowledged) expect(held.get(slotKey(o.attempt))).toEqual([o.bookingId]);
  // A retry after the crash finds the booking that committed before it, or makes the one that did not.
  expect(retried.filter((o) => !isSuccess(o))).toEqual([]);
  for (const o of retried) expect(held.get(slotKey(o.attempt))).toEqual([o.bookingId]);
  for (const ids of held.values()) expect(ids).toHaveLength(1);
  return { acknowledged: acknowledged.length, unanswered: retried.length };
}

describe('kill -9 during a booking load', () => {
  it(`on PostgreSQL: every acknowledged booking survives, none twice (${process.env.FAULT_KILL_CYCLES ?? 20} cycles)`, async () => {
    const database = await createDatabase();
    try {
      const cycles = Number(process.env.FAULT_KILL_CYCLES ?? 20);
      const result = await killCycles({ DATABASE_URL: database.url }, cycles);
      const counts = assertEveryAcknowledgedBookingKeptOnce(result);
      // The database agrees with the API: one row per idempotency key.
      const { rows } = await database.sql.query(
        `select count(*)::int as n, count(distinct (user_id, idempotency_key))::int as keys from bookings
           where idempotency_key is not null`,
      );
      expect(rows[0].n).toBe(rows[0].keys);
      console.log(
        `PostgreSQL kill -9: ${cycles} cycles, ${counts.acknowledged} acknowledged, ${counts.unanswered} retried`,
      );
    } finally {
      await database.drop();
    }
  }, 240_000);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'chamak-faults-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // A PGlite start opens its files and checks migrations in-process: a cycle takes ~15 s here, so fewer cycles.
  const pgliteCycles = Number(process.env.FAULT_KILL_CYCLES_PGLITE ?? 5);
  it(`on PGlite: every acknowledged booking survives, none twice (${pgliteCycles} cycles)`, async () => {
    const result = await killCycles({ DATA_DIR: path.join(dataDir, 'db') }, pgliteCycles);
    const counts = assertEveryAcknowledgedBookingKeptOnce(result);
    console.log(
      `PGlite kill -9: ${pgliteCycles} cycles, ${counts.acknowledged} acknowledged, ${counts.unanswered} retried`,
    );
  }, 360_000);
});
