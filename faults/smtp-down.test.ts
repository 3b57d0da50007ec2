import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccess, postBooking, signUpCustomers, slotAt } from './lib/booking-client';
import { createDatabase } from './lib/postgres';
import { startServer, stopServer, until, type ServerProcess } from './lib/server-process';
import { bookingReferencesInMail, startSmtpSink } from './lib/smtp-sink';
import { bookingReference } from '../src/shared/booking-reference';

/** SMTP is down while customers book; when it returns, every booking's mail arrives, once. */
describe('SMTP down', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createDatabase();
    smtp = await startSmtpSink();
    await smtp.down();
    server = await startServer({ DATABASE_URL: database.url, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await stopServer(server);
    await smtp?.down();
    await database?.drop();
  });

  it('takes bookings while it is down and delivers every mail exactly once when it returns', async () => {
    const customers = await signUpCustomers(server.baseUrl, 3, 'smtp');
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postBooking(server.baseUrl, { key: randomUUID(), customer: customers[i % 3], slot: slotAt(i) }),
      ),
    );
    expect(outcomes.filter((o) => !isSuccess(o))).toEqual([]);
    const bookingIds = outcomes.map((o) => o.bookingId!).sort();

    // Every queued mail has been tried and failed: SMTP really was down for them.
    const pending = async () =>
      (
        await database.sql.query<{ tried: number; total: number }>(
          `select count(*) filter (where attempts > 0 and status = 'queued')::int as tried, count(*)::int as total
             from outbox_emails`,
        )
      ).rows[0];
    await until(
      'a failed delivery attempt for every mail',
      async () => {
        const p = await pending();
        return p.total > 0 && p.tried === p.total ? true : undefined;
      },
      30_000,
    );
    expect(smtp.received).toEqual([]);

    await smtp.up();
    await until(
      'every booking mail to arrive',
      () =>
        bookingIds.every((id) => bookingReferencesInMail(smtp.received).includes(bookingReference(id)))
          ? true
          : undefined,
      90_000,
    );
    await until('the outbox to be empty', async () => {
      const { rows } = await database.sql.query(
        `select count(*)::int as n from outbox_emails where status <> 'sent'`,
      );
      return rows[0].n === 0 ? true : undefined;
    });
    const { rows } = await database.sql.query(`select count(*)::int as n from outbox_emails`);
    expect(smtp.received).toHaveLength(rows[0].n);
    expect(bookingReferencesInMail(smtp.received).sort()).toEqual(bookingIds.map(bookingReference).sort());
  }, 150_000);
});
