import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { createSmtpTransport } from './smtp-transport';

/**
 * End to end: an API call queues an email in the database outbox, the outbox worker sends it through
 * nodemailer (createSmtpTransport) to a real SMTP server on loopback, and the message that arrives
 * there is checked. No mocks: the only fake is the clock, to step over the retry backoff.
 */

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  body: string;
  html?: string;
}

/** Switched on by a test to make the SMTP server answer 550 to every recipient. */
let refuseRecipients = false;
const received: ReceivedMail[] = [];
const waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];

/** Resolves with the first message (already received or arriving later) that matches. */
function waitForMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const seen = received.find(match);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => waiters.push({ match, resolve }));
}

const mailsTo = (address: string) => received.filter((mail) => mail.envelopeTo.includes(address));

function decodeQuotedPrintable(text: string): string {
  const parts = text.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-F]{2}$/i.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part),
    ),
  ).toString('utf8');
}

/**
 * A minimal RFC 5322 reader for what nodemailer sends: a single text part, or multipart/alternative
 * (text + HTML), whose text part becomes `body` and HTML part `html`.
 */
function parseMessage(raw: string): { headers: Map<string, string>; body: string; html?: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerBlock.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMessage(part.replace(/^\r\n/, '')));
    const text = parts.find((p) => p.headers.get('content-type')?.startsWith('text/plain'));
    const html = parts.find((p) => p.headers.get('content-type')?.startsWith('text/html'));
    return { headers, body: text?.body ?? '', html: html?.body };
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

async function startSmtpServer(port = 0): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    // Its built-in certificate has expired: plain SMTP on loopback (see STACK-NOTES.md).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseRecipients)
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        };
        received.push(mail);
        for (const waiter of waiters.filter((w) => w.match(mail))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.server.address() as AddressInfo).port,
  };
}

const closeSmtpServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(resolve));

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
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
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
      body: { name: 'Asha Verma', email, phone: '9876543210', password: 'Secret123' },
    });
    expect(res.status).toBe(201);
    expect((await outboxRowsFor(email)).map((r) => [r.kind, r.status])).toEqual([['welcome', 'queued']]);

    const arrived = waitForMail((mail) => mail.envelopeTo.includes(email));
    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = await arrived;

    expect(mail.envelopeFrom).toBe('mailer@chamak.test');
    expect(mail.envelopeTo).toEqual([email]);
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
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedBy: null });
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

  it('keeps a refused message queued and delivers it on a later attempt', async () => {
    const email = uniqueEmail('refused');
    refuseRecipients = true;
    try {
      await t.signup({ email });
      expect(await t.app.outbox.runOnce()).toBe(0);
    } finally {
      refuseRecipients = false;
    }
    expect(mailsTo(email)).toHaveLength(0);
    const [failed] = await outboxRowsFor(email);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('550');
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
});
