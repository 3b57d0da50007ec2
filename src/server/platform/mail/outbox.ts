import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, DbOrTx } from '../../db/client';
import { isUuid } from '../../../shared/ids';
import type { Language } from '../../../shared/language';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import {
  outboxRepository,
  type OutboxAttachmentRef,
  type OutboxRow,
  type OutboxStatus,
} from './outbox.repository';
import { redactArguments, redactText } from './redaction';
import { renderTemplate, type TemplateCall } from './templates/registry';

interface MessageBase {
  kind: string;
  to: string;
  /** Files rendered when the message is sent (see OutboxWorker.renderAttachments). */
  attachments?: OutboxAttachmentRef[];
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
  /**
   * The recipient's language when the sender knows it (a gift voucher's recipient, who may have no account);
   * otherwise the language of the account with the recipient's address, else English.
   */
  language?: Language;
}

/** A message written out already (plain-text notes, the team's mails). */
export interface RenderedMessage extends MessageBase {
  subject: string;
  text: string;
  /** The HTML alternative; plain-text-only messages leave it out. */
  html?: string;
}

/** A message the sender renders when it sends it: a template's name and its arguments. */
export type TemplatedMessage = MessageBase & TemplateCall;

export type EmailMessage = RenderedMessage | TemplatedMessage;

export type { OutboxAttachmentRef, OutboxRow };

/** The channel a committed enqueue notifies: every process LISTENs on it and wakes its sender. */
export { OUTBOX_CHANNEL } from './outbox.repository';

/**
 * Queue an email inside the caller's transaction: it exists exactly when the change that caused it does.
 * A templated message is stored as its template's name and arguments and rendered by the sender, so the
 * request that causes it does not pay for rendering. Takes a message or the promise of one.
 */
export async function enqueueEmail(
  tx: DbOrTx,
  message: EmailMessage | Promise<EmailMessage>,
  /** The booking it is about: the booking's admin page lists it with the booking's texts. */
  about: { bookingId?: string | null } = {},
): Promise<{ id: string }> {
  return outboxRepository.insert(tx, await message, about.bookingId ?? null);
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
  /**
   * A calendar invite as the message's own text/calendar alternative (RFC 6047), which Gmail and Outlook
   * show as an invitation, not as a file: nodemailer's `icalEvent`.
   */
  icalEvent?: { method: string; filename: string; content: string };
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on newsletter mail). */
  headers?: Record<string, string>;
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
  /** Closes pooled connections (on shutdown). */
  close?(): void;
}

/**
 * An SMTP answer that will be the same on every try (RFC 5321 5yz: no such mailbox, refused as spam):
 * the message fails at once instead of being retried for 45 minutes. 503 (bad sequence of commands) is
 * a hiccup of the session, and a refused login (EAUTH) is our setup, fixed by us, so both are retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown } | null;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : NaN;
  return code >= 500 && code < 600 && code !== 503 && e?.code !== 'EAUTH';
}

/** The method of a text/calendar attachment (`text/calendar; method=REQUEST`), or null for another file. */
function calendarMethod(contentType: string): string | null {
  if (!/^text\/calendar\b/i.test(contentType)) return null;
  return /;\s*method=([A-Za-z-]+)/i.exec(contentType)?.[1]?.toUpperCase() ?? 'PUBLISH';
}

/** Splits a calendar invite off the files: it goes as the message's icalEvent, the rest as attachments. */
function splitInvite(files: MailAttachment[] | undefined): Pick<OutgoingMail, 'attachments' | 'icalEvent'> {
  const invite = files?.find((f) => calendarMethod(f.contentType));
  if (!invite) return { attachments: files };
  const rest = files!.filter((f) => f !== invite);
  return {
    attachments: rest.length ? rest : undefined,
    icalEvent: {
      method: calendarMethod(invite.contentType)!,
      filename: invite.filename,
      content: invite.content.toString('utf8'),
    },
  };
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
  return `<${outboxId}@${mailDomain(from) ?? 'localhost'}>`;
}

/**
 * The domain of a From address (`Chamak <hello@chamak.in>` or `hello@chamak.in`), or null. String
 * steps rather than `/@([^>\s]+)>?\s*$/`, which is quadratic on a long run of '@'.
 */
export function mailDomain(from: string): string | null {
  let domain = from.trim();
  if (domain.endsWith('>')) domain = domain.slice(0, -1);
  const at = domain.lastIndexOf('@');
  if (at < 0) return null;
  domain = domain.slice(at + 1);
  return domain && !/[\s<>]/.test(domain) ? domain : null;
}

/** A row's subject, text and HTML: as queued, or rendered from its template now in the row's language. */
export async function contentOf(email: OutboxRow): Promise<{ subject: string; text: string; html?: string }> {
  if (email.template) return renderTemplate(email.template, email.templateArgs ?? [], email.language);
  return { subject: email.subject ?? '', text: email.text ?? '', html: email.html ?? undefined };
}

/** Rows with their content filled in (rendered on read for templated ones), secrets and all: for tests. */
export async function withContent(
  rows: OutboxRow[],
): Promise<Array<OutboxRow & { subject: string; text: string }>> {
  return Promise.all(rows.map(async (row) => ({ ...row, ...(await contentOf(row)) })));
}

/**
 * What staff may read of a row: rendered with its secrets (temporary passwords, reset links, codes)
 * hidden, while the sender still renders the real values from the row (redaction.ts).
 */
export async function staffContentOf(
  email: OutboxRow,
  opts: { sandbox?: boolean } = {},
): Promise<{ subject: string; text: string; html?: string }> {
  if (opts.sandbox && SANDBOX_READABLE_KINDS.has(email.kind)) return contentOf(email);
  if (email.template)
    return renderTemplate(email.template, redactArguments(email.templateArgs ?? []), email.language);
  return {
    subject: redactText(email.subject ?? ''),
    text: redactText(email.text ?? ''),
    html: email.html ? redactText(email.html) : undefined,
  };
}

/**
 * Mail whose links guard only a newsletter subscription, readable in full in the sandbox (no SMTP
 * outside production), where the outbox is the only place they can be read (the browser journeys
 * confirm and unsubscribe that way); passwords, reset and account links stay hidden even there.
 */
const SANDBOX_READABLE_KINDS: ReadonlySet<string> = new Set(['newsletter-confirm', 'newsletter-welcome']);

/** Rows with the content staff may read (the admin outbox). */
export async function withStaffContent(
  rows: OutboxRow[],
  opts: { sandbox?: boolean } = {},
): Promise<Array<OutboxRow & { subject: string; text: string }>> {
  return Promise.all(rows.map(async (row) => ({ ...row, ...(await staffContentOf(row, opts)) })));
}

/** How many messages one process sends at once (the pooled SMTP transport keeps as many connections). */
export const SEND_CONCURRENCY = 4;

/**
 * Sends queued emails and retries failures with backoff, exactly once across any number of processes:
 * each message is claimed with a row lock and a lease before it is sent and marked sent after the
 * transport accepted it. Without a transport, messages stay queued for reading in the admin outbox.
 * `runOnce` drains everything due (several sends at once) and is what the job runner and tests call.
 */
export class OutboxWorker {
  private running: Promise<number> | undefined;
  private stopped = false;
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
    private readonly concurrency = SEND_CONCURRENCY,
  ) {}

  get sends() {
    return this.transport !== null;
  }

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

  /** Lets a drain in progress finish the sends it holds and take no more. */
  async stop() {
    this.stopped = true;
    await this.running?.catch(() => undefined);
    this.transport?.close?.();
  }

  /**
   * Delivers what is due until nothing is (or `limit` were claimed); returns how many were sent.
   * Never runs twice at once in one process.
   */
  runOnce(limit = Infinity): Promise<number> {
    this.running ??= this.deliverDue(limit).finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Takes the oldest due message for this worker, with a lease. Public so a test can play a process
   * that claims and then dies.
   */
  claimNext(): Promise<OutboxRow | undefined> {
    const now = this.clock.now();
    return outboxRepository.claimNext(this.db, this.workerId, now, new Date(now.getTime() + CLAIM_LEASE_MS));
  }

  private async deliverDue(limit: number): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let claimed = 0;
    let sent = 0;
    // A few lanes, each claiming and sending one message at a time, until the queue has nothing due.
    const lane = async () => {
      while (!this.stopped && claimed < limit) {
        claimed++;
        const email = await this.claimNext();
        if (!email) return;
        if (email.attempts > MAX_ATTEMPTS)
          await outboxRepository.giveUp(this.db, email.id, this.workerId, this.clock.now());
        else if (await this.deliver(transport, email)) sent++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.concurrency, limit)) }, lane));
    return sent;
  }

  private async deliver(transport: MailTransport, email: OutboxRow): Promise<boolean> {
    // A deleted account's placeholder (RFC 2606 .invalid) or no address at all: nothing can ever
    // receive it, so it fails at once instead of retrying a bounce (a refund confirmed after deletion).
    if (!email.to || /\.invalid$/i.test(email.to)) {
      await outboxRepository.reportFailure(this.db, email.id, this.workerId, {
        failed: true,
        at: this.clock.now(),
        error: 'undeliverable address (no address, or a deleted account)',
        nextAttemptAt: this.clock.now(),
      });
      return false;
    }
    try {
      await transport.send({
        from: this.from,
        to: email.to,
        ...(await contentOf(email)),
        messageId: messageIdFor(email.id, this.from),
        ...splitInvite(await this.attachmentsOf(email)),
        ...(email.headers && Object.keys(email.headers).length ? { headers: email.headers } : {}),
      });
    } catch (error) {
      const failed = email.attempts >= MAX_ATTEMPTS || isPermanentRefusal(error);
      const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (email.attempts - 1));
      await outboxRepository.reportFailure(this.db, email.id, this.workerId, {
        failed,
        at: this.clock.now(),
        error: String((error as Error).message ?? error).slice(0, 500),
        nextAttemptAt: new Date(this.clock.now().getTime() + backoff),
      });
      this.log.error(
        { err: error, emailId: email.id, attempts: email.attempts },
        failed
          ? 'email delivery failed for good (refused, or out of attempts); an admin can retry it'
          : 'email delivery failed; will retry',
      );
      return false;
    }
    if (!(await outboxRepository.markSent(this.db, email.id, this.workerId, this.clock.now())))
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
  const { items, total } = await outboxRepository.page(db, {
    status: opts.status,
    limit: size,
    offset: (page - 1) * size,
  });
  return { items, total, page, size };
}

/**
 * Puts a failed (or waiting) message back at the front of the queue with a fresh set of attempts.
 * 404 for an unknown id; 409 for a sent message (never sent twice) or one a worker is sending now.
 */
export async function retryOutboxMessage(db: DbOrTx, id: string, clock: Clock): Promise<OutboxRow> {
  const found = isUuid(id) ? await outboxRepository.find(db, id) : undefined;
  if (!found) throw notFound('Email not found', 'EMAIL_NOT_FOUND');
  const row = await outboxRepository.requeue(db, id, clock.now());
  if (row) return row;
  if (found.status === 'sent') throw conflict('This email has already been sent.', 'EMAIL_ALREADY_SENT');
  throw conflict('This email is being sent right now.', 'EMAIL_SENDING');
}

/** Messages to one address (of one kind), oldest first, with their content: for support and tests. */
export async function messagesTo(db: DbOrTx, to: string, kind?: string) {
  return withContent(await outboxRepository.byRecipient(db, to, kind));
}
