import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { closeSmtpServer, mailsTo, smtpControl, startSmtpServer, waitForMail } from '../../test/smtp-server';
import { createSmtpTransport, smtpOptionsFor } from './smtp-transport';

/**
 * End to end: an API call queues an email in the database outbox, the outbox worker sends it through
 * nodemailer (createSmtpTransport) to a real SMTP server on loopback, and the message that arrives
 * there is checked. No mocks: the only fake is the clock, to step over the retry backoff.
 */

const MAIL_FROM = 'Chamak Test Mailer <mailer@chamak.test>';
// The clock only moves when a test steps over a retry backoff.
const clock = manualClock();
let smtp: { server: SMTPServer; port: number };
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    clock,
    env: { MAIL_FROM, RATE_LIMIT_MULTIPLIER: '1000' },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { from: MAIL_FROM }),
  });
  // Whatever seeding queued goes out first, so each test sees only its own mail.
  await t.app.outbox.runOnce(1_000);
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

async function outboxRowsFor(to: string) {
  return t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

describe('outbox delivery over SMTP', () => {
  it('delivers the welcome email queued by POST /api/auth/register', async () => {
    const email = uniqueEmail('welcome');
    const res = await t.request('POST', '/api/auth/register', {
      body: { name: 'Asha Verma', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(res.status).toBe(201);
    expect((await outboxRowsFor(email)).map((r) => [r.kind, r.status])).toEqual([['welcome', 'queued']]);

    const arrived = waitForMail((mail) => mail.envelopeTo.includes(email));
    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = await arrived;

    expect(mail.envelopeFrom).toBe('mailer@chamak.test');
    expect(mail.envelopeTo).toEqual([email]);
    // EHLO names the mail domain, not the container's hostname.
    expect(mail.clientHostname).toBe('chamak.test');
    expect(mail.headers.get('from')).toBe(MAIL_FROM);
    expect(mail.headers.get('to')).toBe(email);
    expect(mail.headers.get('subject')).toBe(`Welcome to ${t.config.COMPANY_NAME}`);
    expect(mail.body).toContain('Hi Asha Verma,');
    expect(mail.body).toContain(`Welcome to ${t.config.COMPANY_NAME}! Your account is ready.`);
    expect(mail.body).toContain(`— ${t.config.COMPANY_NAME}`);

    // HTML and text alternatives of one template, and a Message-ID a retried send would repeat.
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.html).toContain('Welcome to');
    expect(mail.html).toContain(t.config.COMPANY_PHONE);
    const [row] = await outboxRowsFor(email);
    expect(mail.headers.get('message-id')).toBe(`<${row.id}@chamak.test>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.lockedBy).toBe(t.app.outbox.workerId);
    expect(row.sentAt).toEqual(clock.now());
    // Sent once: a further run sends nothing again.
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('delivers a working temporary password queued by POST /api/auth/forgot-password', async () => {
    const { email } = await t.signup({ name: 'Ravi Kumar' });
    await t.app.outbox.runOnce(); // the welcome email
    const res = await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    await t.app.background.idle(); // the mail is queued after the answer

    const arrived = waitForMail(
      (mail) => mail.envelopeTo.includes(email) && mail.headers.get('subject')!.includes('temporary'),
    );
    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = await arrived;

    expect(mail.envelopeFrom).toBe('mailer@chamak.test');
    expect(mail.headers.get('from')).toBe(MAIL_FROM);
    expect(mail.headers.get('subject')).toBe(`Your temporary ${t.config.COMPANY_NAME} password`);
    expect(mail.body).toContain('Hi Ravi Kumar,');
    expect(mail.body).toContain(`${t.config.PUBLIC_URL}/reset-password?token=`);
    const temporaryPassword = /temporary password is: (\S+)/.exec(mail.body)?.[1];
    expect(temporaryPassword).toBeTruthy();
    // The password as it arrived over SMTP logs in: the body was not mangled on the way.
    const login = await t.request('POST', '/api/auth/login', {
      body: { email, password: temporaryPassword },
    });
    expect(login.status).toBe(200);
  });

  it('fails a permanently refused message (550) at once, without retrying it', async () => {
    const email = uniqueEmail('bounced');
    smtpControl.refuseRecipients = 550;
    try {
      await t.signup({ email });
      expect(await t.app.outbox.runOnce()).toBe(0);
    } finally {
      smtpControl.refuseRecipients = false;
    }
    const [row] = await outboxRowsFor(email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toContain('550');
    expect(row.failedAt).toEqual(clock.now());
    // However late, no worker tries it again on its own.
    clock.advance(24 * 3600_000);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect((await outboxRowsFor(email))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('keeps a temporarily refused message (451) queued and delivers it on a later attempt', async () => {
    const email = uniqueEmail('refused');
    smtpControl.refuseRecipients = 451;
    try {
      await t.signup({ email });
      expect(await t.app.outbox.runOnce()).toBe(0);
    } finally {
      smtpControl.refuseRecipients = false;
    }
    expect(mailsTo(email)).toHaveLength(0);
    const [failed] = await outboxRowsFor(email);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('451');
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());

    // Backing off: nothing is tried before the retry is due, even though the server now accepts.
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect((await outboxRowsFor(email))[0]).toMatchObject({ status: 'queued', attempts: 1 });

    clock.set(failed.nextAttemptAt);
    const arrived = waitForMail((mail) => mail.envelopeTo.includes(email));
    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = await arrived;
    expect(mail.headers.get('subject')).toBe(`Welcome to ${t.config.COMPANY_NAME}`);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await outboxRowsFor(email))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('keeps a message queued while the SMTP server is down and delivers it once it is back', async () => {
    const email = uniqueEmail('down');
    await closeSmtpServer(smtp.server);
    await t.signup({ email });
    expect(await t.app.outbox.runOnce()).toBe(0);
    const [failed] = await outboxRowsFor(email);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(smtp.port);
    clock.set(failed.nextAttemptAt);
    const arrived = waitForMail((mail) => mail.envelopeTo.includes(email));
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect((await arrived).headers.get('from')).toBe(MAIL_FROM);
    expect((await outboxRowsFor(email))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends nothing, credentials included, to a remote smtp:// server that does not offer STARTTLS', async () => {
    // 127.0.0.2 is not one of the loopback names we let speak plain SMTP: it plays a remote server
    // whose STARTTLS a man in the middle stripped (our test server offers none).
    const remote = await startSmtpServer(0, '127.0.0.2');
    const transport = createSmtpTransport(`smtp://mailer:s3cret@127.0.0.2:${remote.port}`, {
      from: MAIL_FROM,
    });
    const to = uniqueEmail('stripped');
    try {
      const error = await transport
        .send({ from: MAIL_FROM, to, subject: 'x', text: 'x', messageId: '<stripped@chamak.test>' })
        .catch((e: unknown) => e as Error);
      expect(String(error)).toMatch(/STARTTLS/i);
      expect(mailsTo(to)).toHaveLength(0);
    } finally {
      transport.close?.();
      await closeSmtpServer(remote.server);
    }
  });
});

describe('SMTP options', () => {
  it.each([
    ['smtp://user:pw@smtp.example.com:587', { requireTLS: true, ignoreTLS: false }],
    ['smtps://user:pw@smtp.example.com:465', { requireTLS: false, ignoreTLS: false }],
    ['smtp://127.0.0.1:2525', { requireTLS: false, ignoreTLS: true }],
    ['smtp://localhost:2525', { requireTLS: false, ignoreTLS: true }],
  ])('%s', (url, expected) => {
    expect(smtpOptionsFor(url, 'Chamak <no-reply@mail.chamak.in>')).toEqual({
      ...expected,
      name: 'mail.chamak.in',
    });
  });
});
