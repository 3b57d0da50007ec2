import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outboxEmails, type OutboxAttachmentRef, type OutboxStatus } from '../../db/schema/index';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';

export interface EmailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative; plain-text-only messages leave it out. */
  html?: string;
  /** Files rendered when the message is sent (see OutboxWorker.renderAttachments). */
  attachments?: OutboxAttachmentRef[];
}

export type { OutboxAttachmentRef };

export type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * Queue an email inside the caller's transaction: it exists exactly when the change that caused it does.
 * Takes a rendered message or the promise of one (templates render asynchronously), so a caller writes
 * `enqueueEmail(tx, someEmail(...))` either way.
 */
export async function enqueueEmail(
  tx: DbOrTx,
  message: EmailMessage | Promise<EmailMessage>,
): Promise<{ id: string }> {
  const { kind, to, subject, text, html, attachments } = await message;
  const [row] = await tx
    .insert(outboxEmails)
    .values({ kind, to, subject, text, html: html ?? null, attachments: attachments ?? [] })
    .returning({ id: outboxEmails.id });
  return row;
}

/** What a transport is handed: the stable Message-ID lets a receiver recognise a resent message. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes an attachment's bytes from its reference; it throws when it cannot (the send then fails and is retried). */
export type AttachmentRenderer = (ref: string) => Promise<{ contentType: string; content: Buffer }>;

/** Something that delivers one message (SMTP in production and tests). */
export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
}

/** After this many failed attempts a message is 'failed': the admin sees it and may retry it. */
export const MAX_ATTEMPTS = 8;
/**
 * How long a claim holds a message. It must outlast one send (the SMTP transport gives up well within
 * a minute), or a slow send could be repeated by another process; after a crash it is how long the
 * message waits before another worker sends it.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 15 * 60_000;

/** `<outbox-id@domain>` with the domain of the sender's address: the same on every retry. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

/**
 * Sends queued emails and retries failures with backoff, exactly once across any number of processes:
 * each message is claimed with a row lock and a lease before it is sent and marked sent after the
 * transport accepted it. Without a transport, messages stay queued for reading in the admin outbox.
 * `runOnce` is what tests call; `start` polls.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly renderers = new Map<string, AttachmentRenderer>();
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | null,
    private readonly clock: Clock,
    private readonly from: string,
    private readonly log: {
      error: (obj: object, msg: string) => void;
      warn?: (obj: object, msg: string) => void;
    } = console,
  ) {}

  /** Teaches the worker one kind of attachment (the invoices module renders 'invoice-pdf'). */
  renderAttachments(type: string, render: AttachmentRenderer) {
    this.renderers.set(type, render);
  }

  /** A message is never sent without a file it promises: an unknown type or a failed render fails the send. */
  private async attachmentsOf(email: OutboxRow): Promise<MailAttachment[] | undefined> {
    if (!email.attachments.length) return undefined;
    return Promise.all(
      email.attachments.map(async (a) => {
        const render = this.renderers.get(a.type);
        if (!render) throw new Error(`no renderer for attachment type '${a.type}'`);
        return { filename: a.filename, ...(await render(a.ref)) };
      }),
    );
  }

  start(intervalMs = 5_000) {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deliver what is due; returns how many were sent. Never runs twice at once in one process. */
  runOnce(batchSize = 20): Promise<number> {
    this.running ??= this.deliverDue(batchSize).finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Takes the oldest due message for this worker: one statement locks it (skipping rows another
   * process holds), counts the attempt and sets the lease. Public so a test can play a process that
   * claims and then dies.
   */
  async claimNext(): Promise<OutboxRow | undefined> {
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS);
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'queued'),
          // A new message is due at once; a retry waits for its backoff (on the app's clock).
          or(eq(outboxEmails.attempts, 0), lte(outboxEmails.nextAttemptAt, now)),
          or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await this.db
      .update(outboxEmails)
      .set({
        attempts: sql`${outboxEmails.attempts} + 1`,
        claimedUntil: leaseEnd,
        lockedBy: this.workerId,
        // Should this worker die before it reports, the message is due again when the lease ends.
        nextAttemptAt: leaseEnd,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
    return claimed;
  }

  private async deliverDue(batchSize: number): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let sent = 0;
    for (let i = 0; i < batchSize; i++) {
      const email = await this.claimNext();
      if (!email) break;
      if (email.attempts > MAX_ATTEMPTS) await this.giveUp(email);
      else if (await this.deliver(transport, email)) sent++;
    }
    return sent;
  }

  /** A message whose every claim ended without a report (its worker died each time) stops here. */
  private async giveUp(email: OutboxRow) {
    await this.db
      .update(outboxEmails)
      .set({
        status: 'failed',
        lastError: 'no worker finished sending it',
        claimedUntil: null,
      })
      .where(and(eq(outboxEmails.id, email.id), eq(outboxEmails.lockedBy, this.workerId)));
  }

  private async deliver(transport: MailTransport, email: OutboxRow): Promise<boolean> {
    const mine = and(eq(outboxEmails.id, email.id), eq(outboxEmails.lockedBy, this.workerId));
    try {
      await transport.send({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        messageId: messageIdFor(email.id, this.from),
        attachments: await this.attachmentsOf(email),
      });
    } catch (error) {
      const failed = email.attempts >= MAX_ATTEMPTS;
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (email.attempts - 1));
      await this.db
        .update(outboxEmails)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(this.clock.now().getTime() + backoff),
          claimedUntil: null,
        })
        .where(mine);
      this.log.error(
        { err: error, emailId: email.id, attempts: email.attempts },
        failed
          ? 'email delivery failed for good; an admin can retry it'
          : 'email delivery failed; will retry',
      );
      return false;
    }
    const marked = await this.db
      .update(outboxEmails)
      // locked_by stays: it records which process sent it.
      .set({ status: 'sent', sentAt: this.clock.now(), lastError: null, claimedUntil: null })
      .where(mine)
      .returning({ id: outboxEmails.id });
    if (!marked.length)
      this.log.warn?.({ emailId: email.id }, 'email sent after its claim lapsed; it may be sent twice');
    return true;
  }
}

/** A page of the outbox for the admin, newest first, optionally of one status. */
export async function listOutbox(
  db: Db,
  opts: { status?: OutboxStatus; page?: number; size?: number } = {},
): Promise<{ items: OutboxRow[]; total: number; page: number; size: number }> {
  const page = Math.max(1, Math.floor(opts.page ?? 1));
  const size = Math.min(100, Math.max(1, Math.floor(opts.size ?? 20)));
  const where = opts.status ? eq(outboxEmails.status, opts.status) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(outboxEmails).where(where),
  ]);
  return { items, total, page, size };
}

/**
 * Puts a failed (or waiting) message back at the front of the queue with a fresh set of attempts.
 * 404 for an unknown id; 409 for a sent message (never sent twice) or one a worker is sending now.
 */
export async function retryOutboxMessage(db: DbOrTx, id: string, clock: Clock): Promise<OutboxRow> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const [found] = isUuid ? await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)) : [];
  if (!found) throw notFound('Email not found', 'EMAIL_NOT_FOUND');
  const now = clock.now();
  const [row] = await db
    .update(outboxEmails)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, claimedUntil: null, lockedBy: null })
    .where(
      and(
        eq(outboxEmails.id, id),
        or(
          eq(outboxEmails.status, 'failed'),
          and(
            eq(outboxEmails.status, 'queued'),
            or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, now)),
          ),
        ),
      ),
    )
    .returning();
  if (row) return row;
  if (found.status === 'sent') throw conflict('This email has already been sent.', 'EMAIL_ALREADY_SENT');
  throw conflict('This email is being sent right now.', 'EMAIL_SENDING');
}
