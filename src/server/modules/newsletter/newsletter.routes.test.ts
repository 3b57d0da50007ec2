import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outboxEmails } from '../../db/schema/index';
import { createSmtpTransport } from '../../platform/mail/smtp-transport';
import { closeSmtpServer, mailsTo, startSmtpServer, waitForMail } from '../../test/smtp-server';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';

/**
 * Double opt-in and one-click unsubscribe, through a real SMTP server on loopback:
 * what arrives is what a mailbox provider reads (links and List-Unsubscribe headers).
 */
const MAIL_FROM = 'Chamak <news@chamak.test>';
let smtp: { server: SMTPServer; port: number };
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    env: { MAIL_FROM, RATE_LIMIT_MULTIPLIER: '1000' },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { from: MAIL_FROM }),
  });
  await t.app.outbox.runOnce(1_000);
});
afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

const subscriber = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const kindsTo = async (email: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)))
    .map((r) => r.kind)
    .sort();

/** Sends what is queued and returns the newest mail to `email` whose subject contains `subject`. */
async function mailTo(email: string, subject: string) {
  const arriving = waitForMail(
    (m) => m.envelopeTo.includes(email) && m.headers.get('subject')!.includes(subject),
  );
  await t.app.outbox.runOnce(1_000);
  return arriving;
}

const tokenIn = (text: string, path: string) =>
  new RegExp(`${t.config.PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** RFC 8058 3.1: the List-Unsubscribe header's HTTPS URI, as a mailbox provider reads it. */
const oneClickUrl = (header: string | undefined) => /<(https?:[^>]+)>/.exec(header ?? '')?.[1];

describe('newsletter double opt-in', () => {
  it('sends only a confirmation with a token link; a GET confirms nothing; the page POST confirms and welcomes', async () => {
    const email = uniqueEmail('news');
    const signup = await t.request('POST', '/api/newsletter', { body: { email } });
    expect(signup.status).toBe(200);
    expect(signup.body.message).toContain('confirm');
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(await kindsTo(email)).toEqual(['newsletter-confirm']);

    const mail = await mailTo(email, 'Confirm');
    const token = tokenIn(mail.body, '/newsletter/confirm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickUrl(mail.headers.get('list-unsubscribe'))).toBe(
      `${t.config.PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`,
    );

    // A link scanner fetching the page or an API URL with the token changes nothing.
    expect((await t.request('GET', `/newsletter/confirm?token=${token}`)).status).not.toBe(500);
    expect((await t.request('GET', `/api/newsletter/confirm?token=${token}`)).status).toBe(404);
    expect((await subscriber(email)).status).toBe('pending');
    // Nothing else goes to a pending address: signing up again sends nothing more.
    await t.request('POST', '/api/newsletter', { body: { email } });
    expect(await kindsTo(email)).toEqual(['newsletter-confirm']);

    const confirm = await t.request('POST', '/api/newsletter/confirm', { body: { token } });
    expect(confirm.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(200);
    expect(await kindsTo(email)).toEqual(['newsletter-confirm', 'newsletter-welcome']);

    const welcome = await mailTo(email, 'subscribed');
    expect(welcome.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickUrl(welcome.headers.get('list-unsubscribe'))).toContain(`?token=${token}`);
    expect(tokenIn(welcome.body, '/newsletter/unsubscribe')).toBe(token);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('answers 404 for a token it never gave, and 400 for a malformed one', async () => {
    const unknown = await t.request('POST', '/api/newsletter/confirm', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NEWSLETTER_LINK_INVALID');
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token: 'a b' } })).status).toBe(400);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function confirmedSubscriber() {
    const email = uniqueEmail('leaving');
    await t.request('POST', '/api/newsletter', { body: { email } });
    const mail = await mailTo(email, 'Confirm');
    const token = tokenIn(mail.body, '/newsletter/confirm')!;
    await t.request('POST', '/api/newsletter/confirm', { body: { token } });
    return { email, token, url: oneClickUrl(mail.headers.get('list-unsubscribe'))! };
  }

  it("unsubscribes with the one POST a mailbox provider sends to the header's link", async () => {
    const { email, url } = await confirmedSubscriber();
    const path = url.slice(t.config.PUBLIC_URL.length);
    const res = await t.request('POST', path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(Date),
    });
    // Again (a provider's retry): still fine, still unsubscribed.
    expect((await t.request('POST', path, { rawBody: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  });

  it('sends a browser that opens the link to the page (303) without unsubscribing; the page posts the token', async () => {
    const { email, token, url } = await confirmedSubscriber();
    const opened = await fetch(t.baseUrl + url.slice(t.config.PUBLIC_URL.length), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    expect((await subscriber(email)).status).toBe('confirmed');

    const page = await t.request('POST', '/api/newsletter/unsubscribe', { body: { token } });
    expect(page.status).toBe(200);
    expect((await subscriber(email)).status).toBe('unsubscribed');
  });

  it('asks a returning address to confirm again, with a new token; the old links are dead', async () => {
    const { email, token } = await confirmedSubscriber();
    await t.request('POST', '/api/newsletter/unsubscribe', { body: { token } });
    await t.request('POST', '/api/newsletter', { body: { email } });
    const again = await subscriber(email);
    expect(again).toMatchObject({ status: 'pending' });
    expect(again!.token).not.toBe(token);
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token } })).status).toBe(404);
    // The new confirmation (waitForMail answers the first match, so it is asked for by its token).
    const arriving = waitForMail((m) => m.envelopeTo.includes(email) && m.body.includes(again!.token));
    await t.app.outbox.runOnce(1_000);
    expect(tokenIn((await arriving).body, '/newsletter/confirm')).toBe(again!.token);
    expect(mailsTo(email).filter((m) => m.headers.get('subject')!.includes('Confirm'))).toHaveLength(2);
  });
});
