import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails, type OutboxAttachmentRef, type OutboxStatus, users } from '../../db/schema/index';
import { claimNextDue, requeueMessage } from '../outbox-lease.repository';
import type { EmailMessage } from './outbox';
import { largeTotal } from '../large-totals.repository';

export type OutboxRow = typeof outboxEmails.$inferSelect;
export type { OutboxAttachmentRef, OutboxStatus };

export const OUTBOX_CHANNEL = 'chamak_outbox';
const CHANNEL = OUTBOX_CHANNEL;

const mine = (id: string, workerId: string) =>
  and(eq(outboxEmails.id, id), eq(outboxEmails.lockedBy, workerId));

/** The language of the account this address belongs to, else English: read in the enqueue's statement. */
const accountLanguage = (to: string) =>
  sql<
    'en' | 'hi'
  >`coalesce((select ${users.language} from ${users} where ${users.email} = ${to.toLowerCase()}), 'en')`;

/** The outbox's SQL: queueing, claiming with a lease, reporting, and the admin's reads. */
export const outboxRepository = {
  /**
   * One statement: the row, and a NOTIFY that PostgreSQL delivers when (and only if) the transaction
   * commits — to every listening process, the writer's own included. Identical notifications in one
   * transaction are folded into one. The row takes the language of the account with the recipient's
   * address (English for an address no account has: the team's inbox, a guest).
   */
  async insert(tx: DbOrTx, message: EmailMessage, bookingId: string | null = null): Promise<{ id: string }> {
    const { kind, to, attachments, headers } = message;
    const content =
      'template' in message
        ? { template: message.template, templateArgs: message.args as unknown[] }
        : { subject: message.subject, text: message.text, html: message.html ?? null };
    const [row] = await tx
      .insert(outboxEmails)
      .values({
        kind,
        to,
        attachments: attachments ?? [],
        headers: headers ?? {},
        language: message.language ?? accountLanguage(to),
        bookingId,
        ...content,
      })
      .returning({ id: outboxEmails.id, notified: sql<string>`pg_notify(${CHANNEL}, '')` });
    return { id: row.id };
  },

  /** Takes the oldest due message and holds it for a lease (see `claimNextDue`). */
  claimNext(db: DbOrTx, workerId: string, now: Date, leaseEnd: Date): Promise<OutboxRow | undefined> {
    return claimNextDue(db, outboxEmails, { now, leaseEnd, workerId });
  },

  async giveUp(db: DbOrTx, id: string, workerId: string, at: Date) {
    await db
      .update(outboxEmails)
      .set({ status: 'failed', lastError: 'no worker finished sending it', claimedUntil: null, failedAt: at })
      .where(mine(id, workerId));
  },

  async reportFailure(
    db: DbOrTx,
    id: string,
    workerId: string,
    report: { failed: boolean; at: Date; error: string; nextAttemptAt: Date },
  ) {
    await db
      .update(outboxEmails)
      .set({
        status: report.failed ? 'failed' : 'queued',
        failedAt: report.failed ? report.at : null,
        lastError: report.error,
        nextAttemptAt: report.nextAttemptAt,
        claimedUntil: null,
      })
      .where(mine(id, workerId));
  },

  /** false when the claim had lapsed (another worker may have taken it). locked_by stays: who sent it. */
  async markSent(db: DbOrTx, id: string, workerId: string, at: Date): Promise<boolean> {
    const marked = await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: at, lastError: null, claimedUntil: null })
      .where(mine(id, workerId))
      .returning({ id: outboxEmails.id });
    return marked.length > 0;
  },

  async page(db: DbOrTx, opts: { status?: OutboxStatus; limit: number; offset: number }) {
    const where = opts.status ? eq(outboxEmails.status, opts.status) : undefined;
    const [items, total] = await Promise.all([
      db
        .select()
        .from(outboxEmails)
        .where(where)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(opts.limit)
        .offset(opts.offset),
      largeTotal(
        db,
        `outbox:${opts.status ?? ''}`,
        sql`from ${outboxEmails} ${where ? sql`where ${where}` : sql``}`,
      ),
    ]);
    return { items, total };
  },

  /** Messages by recipient (and kind), oldest first: what tests and support read. */
  byRecipient(db: DbOrTx, to: string, kind?: string): Promise<OutboxRow[]> {
    return db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), kind ? eq(outboxEmails.kind, kind) : undefined))
      .orderBy(asc(outboxEmails.createdAt));
  },

  byIds(db: DbOrTx, ids: string[]): Promise<OutboxRow[]> {
    return db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));
  },

  async find(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    return row;
  },

  requeue(db: DbOrTx, id: string, now: Date): Promise<OutboxRow | undefined> {
    return requeueMessage(db, outboxEmails, id, now, CHANNEL);
  },
};
