import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxEmails, outboxTexts } from '../db/schema/index';

/**
 * The claim-and-lease rules both outboxes (mail and texts) share: one table each, the same columns
 * (status, attempts, next_attempt_at, claimed_until, locked_by, failed_at, created_at).
 */
export type LeasedOutbox = typeof outboxEmails | typeof outboxTexts;

/** Not held by a live lease: never claimed, or its lease has run out. */
const unleased = (t: LeasedOutbox, now: Date) => or(isNull(t.claimedUntil), lte(t.claimedUntil, now));

/**
 * Takes the oldest due message (within `where`, e.g. some channels): one statement locks it (skipping
 * rows another process holds), counts the attempt and sets the lease.
 */
export async function claimNextDue<T extends LeasedOutbox>(
  db: DbOrTx,
  t: T,
  opts: { now: Date; leaseEnd: Date; workerId: string; where?: SQL },
): Promise<T['$inferSelect'] | undefined> {
  const table = t as LeasedOutbox;
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.status, 'queued'),
        opts.where,
        // A new message is due at once; a retry waits for its backoff (on the app's clock).
        or(eq(table.attempts, 0), lte(table.nextAttemptAt, opts.now)),
        unleased(table, opts.now),
      ),
    )
    .orderBy(asc(table.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(table)
    .set({
      attempts: sql`${table.attempts} + 1`,
      claimedUntil: opts.leaseEnd,
      lockedBy: opts.workerId,
      // Should this worker die before it reports, the message is due again when the lease ends.
      nextAttemptAt: opts.leaseEnd,
    })
    .where(inArray(table.id, due))
    .returning();
  return claimed as T['$inferSelect'] | undefined;
}

/**
 * A failed or waiting (unclaimed) message back to the front of the queue; undefined when neither. With
 * `notifyChannel`, a NOTIFY rides in the statement (delivered on commit) and the row is read after it.
 */
export async function requeueMessage<T extends LeasedOutbox>(
  db: DbOrTx,
  t: T,
  id: string,
  now: Date,
  notifyChannel?: string,
): Promise<T['$inferSelect'] | undefined> {
  const table = t as LeasedOutbox;
  const update = db
    .update(table)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: null,
      lockedBy: null,
      failedAt: null,
    })
    .where(
      and(
        eq(table.id, id),
        or(eq(table.status, 'failed'), and(eq(table.status, 'queued'), unleased(table, now))),
      ),
    );
  if (!notifyChannel) {
    const [row] = await update.returning();
    return row as T['$inferSelect'] | undefined;
  }
  const [requeued] = await update.returning({
    id: table.id,
    notified: sql<string>`pg_notify(${notifyChannel}, '')`,
  });
  if (!requeued) return undefined;
  const [row] = await db.select().from(table).where(eq(table.id, requeued.id));
  return row as T['$inferSelect'] | undefined;
}
