import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { waitUntil } from '../../test/server-process';
import { startTwoServers, type TwoServers } from '../../test/two-servers';
import { closeSmtpServer, received, startSmtpServer } from '../../test/smtp-server';
import { brandFromConfig } from './brand';
import { OUTBOX_CHANNEL } from './outbox';

/**
 * 500 messages queued at once reach a loopback SMTP server exactly once, drained by two server
 * processes on one PostgreSQL: both are woken by the NOTIFY of the committing transaction (their
 * poll is ten minutes) and share the queue through the per-message claim. PostgreSQL only.
 */
const COUNT = 500;

describe('draining the outbox with two processes', () => {
  let two: TwoServers;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let servers: TwoServers['servers'];
  let sql: pg.Client;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DEMO_DATA: 'false',
      OUTBOX_POLL_MS: String(10 * 60_000),
    };
    // One after the other: the first migrates the new database.
    ({ servers, sql } = two = await startTwoServers(env, { oneAfterTheOther: true }));
  }, 90_000);

  afterAll(async () => {
    await two?.stop();
    if (smtp) await closeSmtpServer(smtp.server);
  });

  it(`sends ${COUNT} messages queued in one transaction once each`, async () => {
    const brand = brandFromConfig(loadConfig({}));
    await sql.query('begin');
    await sql.query(
      `insert into outbox_emails (kind, to_address, template, template_args)
       select 'welcome', 'two-process-drain.' || g || '@example.com', 'welcome',
              jsonb_build_array($1::jsonb, jsonb_build_object('name', 'Drain ' || g))
       from generate_series(1, $2::int) g`,
      [JSON.stringify(brand), COUNT],
    );
    await sql.query(`select pg_notify($1, '')`, [OUTBOX_CHANNEL]);
    await sql.query('commit');

    const drained = () => received.filter((m) => m.envelopeTo[0]?.startsWith('two-process-drain.'));
    await waitUntil(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n from outbox_emails where status = 'sent' and kind = 'welcome'`,
        );
        return rows[0].n === COUNT;
      },
      {
        what: `${COUNT} messages sent`,
        deadlineMs: 120_000,
        detail: () => servers.map((s) => s.output()).join('\n'),
      },
    );
    expect(drained()).toHaveLength(COUNT);
    expect(new Set(drained().map((m) => m.envelopeTo[0])).size).toBe(COUNT);
    expect(new Set(drained().map((m) => m.headers.get('message-id'))).size).toBe(COUNT);
    const { rows: senders } = await sql.query(
      `select split_part(locked_by, ':', 2) as pid, count(*)::int as n from outbox_emails
       where kind = 'welcome' group by 1 order by 1`,
    );
    console.log(
      `two processes drained ${COUNT}: ${senders.map((s) => `pid ${s.pid} sent ${s.n}`).join(', ')}`,
    );
    expect(senders.reduce((sum, s) => sum + s.n, 0)).toBe(COUNT);
  }, 150_000);
});
