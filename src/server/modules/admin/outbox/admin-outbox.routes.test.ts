import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, messageIdFor } from '../../../platform/mail/outbox';
import { createSmtpTransport } from '../../../platform/mail/smtp-transport';
import { closeSmtpServer, mailsTo, smtpControl, startSmtpServer } from '../../../test/smtp-server';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

/**
 * The admin's outbox over HTTP: a welcome mail the SMTP server keeps refusing ends 'failed', the admin
 * finds it by status and queues it again, and it then arrives once under the Message-ID it always had.
 */
const MAIL_FROM = 'Chamak Mailer <mailer@chamak.test>';
const clock = manualClock();
let smtp: { server: SMTPServer; port: number };
let t: TestApp;
let admin: string;
const email = uniqueEmail('outbox-admin');
let failedId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    clock,
    env: { MAIL_FROM, RATE_LIMIT_MULTIPLIER: '1000' },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
  });
  await t.app.outbox.runOnce(1_000);
  admin = await t.login('admin');
});

afterAll(async () => {
  smtpControl.refuseRecipients = false;
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

const outbox = (query = '') => t.request('GET', `/api/admin/outbox${query}`, { token: admin });
const retry = (id: string, token = admin) =>
  t.request('POST', `/api/admin/outbox/${id}/retry`, { token, body: {} });

describe('admin outbox', () => {
  it('lists a mail the SMTP server refused every time as failed, with its last error', async () => {
    smtpControl.refuseRecipients = 451;
    const signup = await t.request('POST', '/api/auth/register', {
      body: { name: 'Nisha Gupta', email, phone: '9876543210', password: 'Sitar-Lamp-123' },
    });
    expect(signup.status).toBe(201);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await t.app.outbox.runOnce()).toBe(0);
      clock.advance(16 * 60_000); // past the longest backoff
    }
    smtpControl.refuseRecipients = false;

    const failed = await outbox('?status=failed');
    expect(failed.status).toBe(200);
    const mine = failed.body.data.items.filter((e: any) => e.to === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'welcome',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      sentAt: null,
      messageId: messageIdFor(mine[0].id, MAIL_FROM),
    });
    expect(mine[0].lastError).toMatch(/451/);
    expect(failed.body.data.items.every((e: any) => e.status === 'failed')).toBe(true);
    failedId = mine[0].id;
  });

  it('pages newest first', async () => {
    const all = await outbox('?size=1');
    expect(all.body.data).toMatchObject({ page: 1, size: 1 });
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.total).toBeGreaterThanOrEqual(1);
    expect(all.body.data.items[0].id).toBe(failedId);
  });

  it('retries a failed mail: queued with fresh attempts, audited, then delivered once with its Message-ID', async () => {
    const res = await retry(failedId);
    expect(res.status).toBe(200);
    expect(res.body.data.email).toMatchObject({ id: failedId, status: 'queued', attempts: 0 });

    const audit = await t.request('GET', '/api/admin/audit?action=outbox.retry', { token: admin });
    expect(audit.body.data.items.map((e: any) => e.entityId)).toContain(failedId);

    expect(await t.app.outbox.runOnce()).toBe(1);
    const arrived = mailsTo(email);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].headers.get('message-id')).toBe(messageIdFor(failedId, MAIL_FROM));
    const sent = (await outbox('?status=sent')).body.data.items.find((e: any) => e.id === failedId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('never resends a sent mail (409) and answers 404 for an unknown one, 400 for a bad status', async () => {
    const again = await retry(failedId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', code: 'EMAIL_ALREADY_SENT' });
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);

    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('EMAIL_NOT_FOUND');
    expect((await outbox('?status=lost')).status).toBe(400);
  });

  it('keeps the outbox to admins, before reading anything', async () => {
    const client = await t.login('client');
    expect((await t.request('GET', '/api/admin/outbox')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/outbox', { token: client })).status).toBe(403);
    expect((await retry(failedId, client)).status).toBe(403);
    expect((await t.request('POST', `/api/admin/outbox/not-an-id/retry`, { body: {} })).status).toBe(401);
  });
});
