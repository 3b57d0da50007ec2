import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isSuccess,
  postBooking,
  signUpCustomers,
  slotAt,
  type BookingAttempt,
  type BookingOutcome,
} from './lib/booking-client';
import { createDatabase } from './lib/postgres';
import { startServer, stopServer, until, type ServerProcess } from './lib/server-process';
import { bookingReferencesInMail, startSmtpSink } from './lib/smtp-sink';
import { bookingReference } from '../src/shared/booking-reference';
import { startTcpProxy } from './lib/tcp-proxy';

/** Two server processes on one database behind one address, the load spread round-robin over both. */
describe('two processes behind one address', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startSmtpSink();
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    proxy = await startTcpProxy(servers.map((s) => ({ port: s.port })));
  });
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await proxy?.close();
    await smtp?.down();
    await database?.drop();
  });

  it('never overbooks, loses no booking and sends no mail twice', async () => {
    const baseUrl = `http://127.0.0.1:${proxy.port}`;
    const customers = await signUpCustomers(baseUrl, 10, 'two');
    const { rows: cleaners } = await database.sql.query(
      `select count(*)::int as n from users where role = 'cleaner' and is_active`,
    );
    const capacity = Math.max(1, cleaners[0].n);

    // 4 contested slots, each wanted by 15 customers; 30 more bookings in slots of their own.
    const attempts: BookingAttempt[] = [
      ...Array.from({ length: 60 }, (_, i) => ({
        key: randomUUID(),
        customer: customers[i % 10],
        slot: slotAt(i % 4),
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        key: randomUUID(),
        customer: customers[i % 10],
        slot: slotAt(10 + i),
      })),
    ];
    const queue = [...attempts];
    const outcomes: BookingOutcome[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        for (let a = queue.shift(); a; a = queue.shift()) outcomes.push(await postBooking(baseUrl, a));
      }),
    );

    const contested = outcomes.filter(
      (o) => o.attempt.slot.scheduledTime <= slotAt(3).scheduledTime && attempts.indexOf(o.attempt) < 60,
    );
    const own = outcomes.filter((o) => attempts.indexOf(o.attempt) >= 60);
    expect(
      own
        .filter((o) => !isSuccess(o))
        .map((o) => `${o.status} ${o.code} ${o.attempt.slot.scheduledDate} ${o.attempt.slot.scheduledTime}`),
    ).toEqual([]);
    // How many fit depends on crews and durations (dispatch); never more than one per cleaner per slot.
    const won = contested.filter(isSuccess).length;
    expect(won).toBeGreaterThan(0);
    expect(won).toBeLessThanOrEqual(4 * capacity);
    expect(new Set(contested.filter((o) => !isSuccess(o)).map((o) => `${o.status} ${o.code}`))).toEqual(
      new Set(['409 SLOT_FULL']),
    );
    for (const server of servers) expect(server.output()).toMatch(/"url":"\/api\/bookings"/);

    const acknowledged = outcomes
      .filter(isSuccess)
      .map((o) => o.bookingId!)
      .sort();
    const { rows: booked } = await database.sql.query<{ id: string }>(
      `select id from bookings where idempotency_key is not null order by id`,
    );
    expect(booked.map((b) => b.id).sort()).toEqual(acknowledged);
    const { rows: perSlot } = await database.sql.query(
      `select max(n)::int as most from (select count(*) as n from bookings where status <> 'cancelled'
         group by scheduled_date, scheduled_time) s`,
    );
    expect(perSlot[0].most).toBeLessThanOrEqual(capacity);
    // No cleaner holds two overlapping jobs.
    const { rows: overlaps } = await database.sql.query(
      `select count(*)::int as n from booking_assignments a join booking_assignments b
         on a.cleaner_id = b.cleaner_id and a.id < b.id and a.during && b.during`,
    );
    expect(overlaps[0].n).toBe(0);

    await until(
      'a mail for every booking',
      () =>
        acknowledged.every((id) => bookingReferencesInMail(smtp.received).includes(bookingReference(id)))
          ? true
          : undefined,
      60_000,
    );
    await until('the outbox to be empty', async () => {
      const { rows } = await database.sql.query(
        `select count(*)::int as n from outbox_emails where status <> 'sent'`,
      );
      return rows[0].n === 0 ? true : undefined;
    });
    expect(bookingReferencesInMail(smtp.received).sort()).toEqual(acknowledged.map(bookingReference).sort());
  }, 150_000);
});
