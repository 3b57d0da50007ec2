import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { closeSmtpServer, mailsTo, received, smtpControl, startSmtpServer } from '../../test/smtp-server';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import {
  enqueueEmail,
  listOutbox,
  MAX_ATTEMPTS,
  messageIdFor,
  OutboxWorker,
  retryOutboxMessage,
} from './outbox';
import { createSmtpTransport } from './smtp-transport';

/** The outbox's states and the admin's view of them, over real SMTP on loopback. */
const MAIL_FROM = 'Chamak Outbox <outbox@chamak.test>';
const clock = manualClock();
// Refused sends are expected here; their error log would only be noise.
const quiet = { error: () => undefined };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const worker = () =>
  new OutboxWorker(
    t.database.db,
    createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
    clock,
    MAIL_FROM,
    quiet,
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ clock, demoData: false, env: { MAIL_FROM } });
  // Nothing is sent by the app's own worker (no transport): each test drives its workers.
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

const queue = async (to: string, n = 1) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      (await enqueueEmail(t.database.db, { kind: 'test', to, subject: `Test ${i}`, text: `Body ${i}` })).id,
    );
  return ids;
};
const rows = (ids: string[]) =>
  t.database.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));

describe('outbox', () => {
  it('sends every message once when several workers run at the same time', async () => {
    const to = uniqueEmail('race');
    const ids = await queue(to, 30);
    const workers = [worker(), worker(), worker()];
    const sent = await Promise.all(workers.map((w) => w.runOnce(100)));
    console.log(`[${t.database.kind}] 30 messages, 3 workers at once: sent ${sent.join(' + ')}`);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    expect(mailsTo(to)).toHaveLength(30);
    expect(new Set(mailsTo(to).map((m) => m.headers.get('message-id'))).size).toBe(30);
    const stored = await rows(ids);
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const r of stored) expect(workers.map((w) => w.workerId)).toContain(r.lockedBy);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} refused attempts, lists it, and sends it once when an admin retries`, async () => {
    const to = uniqueEmail('failing');
    const [id] = await queue(to);
    const w = worker();
    smtpControl.refuseRecipients = 451;
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const [row] = await rows([id]);
        clock.set(new Date(Math.max(clock.now().getTime(), row.nextAttemptAt.getTime())));
        expect(await w.runOnce()).toBe(0);
      }
    } finally {
      smtpControl.refuseRecipients = false;
    }
    const [failed] = await rows([id]);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.lastError).toContain('451');
    // Failed stays failed: no worker tries it again on its own, however late.
    clock.advance(24 * 3600_000);
    expect(await w.runOnce()).toBe(0);

    const page = await listOutbox(t.database.db, { status: 'failed', page: 1, size: 10 });
    expect(page.total).toBe(1);
    expect(page.items.map((r) => r.id)).toEqual([id]);
    expect((await listOutbox(t.database.db, { status: 'sent', size: 5 })).items).toHaveLength(5);

    await retryOutboxMessage(t.database.db, id, clock);
    expect(await w.runOnce()).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect(mailsTo(to)[0].headers.get('message-id')).toBe(messageIdFor(id, MAIL_FROM));
    expect((await rows([id]))[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('refuses to retry a sent message (409) or an unknown one (404)', async () => {
    const [sent] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'sent'))
      .limit(1);
    await expect(retryOutboxMessage(t.database.db, sent.id, clock)).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(retryOutboxMessage(t.database.db, 'not-an-id', clock)).rejects.toMatchObject({
      statusCode: 404,
    });
    const before = received.length;
    expect(await worker().runOnce()).toBe(0);
    expect(received.length).toBe(before);
  });

  it('sends an attachment it renders at send time, and never sends the message without it', async () => {
    const to = uniqueEmail('attached');
    const { id } = await enqueueEmail(t.database.db, {
      kind: 'test',
      to,
      subject: 'With a file',
      text: 'See the file.',
      attachments: [{ type: 'note', ref: 'n-1', filename: 'note.txt' }],
    });
    const w = worker();
    // No renderer for 'note' yet: the send fails, is recorded and waits for its backoff; nothing goes out.
    expect(await w.runOnce()).toBe(0);
    const [waiting] = await rows([id]);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toContain("no renderer for attachment type 'note'");
    expect(mailsTo(to)).toHaveLength(0);

    const rendered: string[] = [];
    w.renderAttachments('note', async (ref) => {
      rendered.push(ref);
      return { contentType: 'text/plain', content: Buffer.from(`note ${ref}`) };
    });
    clock.set(waiting.nextAttemptAt);
    expect(await w.runOnce()).toBe(1);
    expect(rendered).toEqual(['n-1']);
    const [mail] = mailsTo(to);
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/mixed/);
    expect(mail.body).toBe('See the file.');
    expect(mail.raw.toString()).toMatch(/Content-Disposition: attachment; filename=note\.txt/);
    expect(await w.runOnce()).toBe(0);
    expect(mailsTo(to)).toHaveLength(1);
  });
});

// Last: the failed row it leaves would count in the admin list above.
describe('outbox and deleted accounts', () => {
  it("fails a message to a deleted account's .invalid placeholder at once, without trying SMTP", async () => {
    const to = 'deleted-00000000-0000-4000-8000-000000000000@deleted.invalid';
    const [id] = await queue(to);
    expect(await worker().runOnce(10)).toBe(0);
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain('deleted account');
    expect(mailsTo(to)).toHaveLength(0);
  });
});
