import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSmtpServer, mailsTo, received, startSmtpServer, waitForMail } from '../../test/smtp-server';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { brandFromConfig } from './brand';
import { enqueueEmail, messagesTo } from './outbox';
import { createSmtpTransport } from './smtp-transport';
import { templateCall } from './templates/registry';

/**
 * Mail leaves as soon as the transaction that queued it commits (the runner's sender is woken by
 * NOTIFY; its poll is ten minutes here, so no tick can be what sent it), and a burst drains in one
 * pass, rendered by the sender. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const TEN_MINUTES = String(10 * 60_000);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    env: {
      OUTBOX_POLL_MS: TEN_MINUTES,
      REMINDER_POLL_MS: TEN_MINUTES,
      PAYMENT_RECONCILE_POLL_MS: TEN_MINUTES,
    },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
  });
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

const welcome = (to: string, name: string) => ({
  kind: 'welcome',
  to,
  ...templateCall('welcome', brandFromConfig(t.config), { name }),
});

describe('mail sending', () => {
  it('drains 500 queued messages in one pass, each rendered at send time and sent once', async () => {
    const prefix = uniqueEmail('drain').replace('@', '.');
    const addresses = Array.from({ length: 500 }, (_, i) => `${prefix}.${i}@example.com`);
    await t.database.db.transaction(async (tx) => {
      for (const [i, to] of addresses.entries()) await enqueueEmail(tx, welcome(to, `Drain ${i}`));
    });
    expect(await t.app.outbox.runOnce()).toBe(500);
    const arrived = received.filter((m) => m.envelopeTo[0]?.startsWith(prefix));
    expect(arrived).toHaveLength(500);
    expect(new Set(arrived.map((m) => m.headers.get('message-id'))).size).toBe(500);
    expect(mailsTo(addresses[123])[0].body).toContain('Hi Drain 123,');
    expect((await messagesTo(t.database.db, addresses[0]))[0]).toMatchObject({
      status: 'sent',
      template: 'welcome',
      subject: `Welcome to ${t.config.COMPANY_NAME}`,
    });
  }, 150_000);

  it('sends a message once its transaction commits, with no poll tick, and never one rolled back', async () => {
    expect(await t.app.jobs.start()).toContain('mail');
    const rolledBack = uniqueEmail('rolled-back');
    await t.database.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, welcome(rolledBack, 'Never'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const to = uniqueEmail('at-once');
    await t.database.db.transaction(async (tx) => {
      await enqueueEmail(tx, welcome(to, 'Asha'));
    });
    const mail = await waitForMail((m) => m.envelopeTo.includes(to));
    expect(mail.body).toContain('Hi Asha,');
    expect(mailsTo(rolledBack)).toHaveLength(0);
    expect(await messagesTo(t.database.db, rolledBack)).toHaveLength(0);
  });
});
