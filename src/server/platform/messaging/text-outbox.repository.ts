import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { outboxTexts } from '../../db/schema/index';
import { claimNextDue, requeueMessage } from '../outbox-lease.repository';
import type { QueuedTextMessage } from './provider';

export type OutboxTextRow = typeof outboxTexts.$inferSelect;
export type DeliveryStatus = NonNullable<OutboxTextRow['deliveryStatus']>;

/** Only these move a message's delivery status forward; a late 'sent' never overwrites 'read'. */
const DELIVERY_RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** NOTIFY channel of a committed text enqueue (delivered on commit only). */
export const TEXT_OUTBOX_CHANNEL = 'chamak_text_outbox';

export const textOutboxRepository = {
  /**
   * SMS queued today in India, by the database's clock (the rows' created_at is the database's own), and
   * which day that is.
   */
  async smsToday(db: DbOrTx): Promise<{ day: string; count: number }> {
    const [row] = await db
      .select({
        day: sql<string>`to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
        count: sql<number>`count(*) filter (where ${outboxTexts.createdAt} >= (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'))::int`,
      })
      .from(outboxTexts)
      .where(eq(outboxTexts.channel, 'sms'));
    return { day: row?.day ?? '', count: row?.count ?? 0 };
  },

  /** Inserts the message unless its dedupe key is already queued; returns the new id or null. */
  async insert(tx: DbOrTx, m: QueuedTextMessage): Promise<string | null> {
    const [row] = await tx
      .insert(outboxTexts)
      .values({
        channel: m.channel,
        kind: m.kind,
        to: m.to,
        variables: m.variables,
        language: m.language,
        text: m.text,
        bookingId: m.bookingId ?? null,
        dedupeKey: m.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: outboxTexts.dedupeKey })
      // The wake-up rides in the insert: no round trip, and none for a duplicate (no row, no call).
      .returning({ id: outboxTexts.id, notified: sql<string>`pg_notify(${TEXT_OUTBOX_CHANNEL}, '')` });
    return row?.id ?? null;
  },

  /**
   * Locks the oldest due message of one of the channels (skipping rows another process holds),
   * counts the attempt and sets the lease, in one statement.
   */
  async claimNext(
    db: Db,
    opts: { channels: string[]; now: Date; leaseEnd: Date; workerId: string },
  ): Promise<OutboxTextRow | undefined> {
    if (!opts.channels.length) return undefined;
    const { now, leaseEnd, workerId } = opts;
    const where = inArray(outboxTexts.channel, opts.channels as OutboxTextRow['channel'][]);
    return claimNextDue(db, outboxTexts, { now, leaseEnd, workerId, where });
  },

  /** Updates a message this worker still holds; false when its claim has lapsed to another. */
  async updateMine(
    db: Db,
    id: string,
    workerId: string,
    values: Partial<typeof outboxTexts.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(outboxTexts)
      .set(values)
      .where(and(eq(outboxTexts.id, id), eq(outboxTexts.lockedBy, workerId)))
      .returning({ id: outboxTexts.id });
    return rows.length > 0;
  },

  /**
   * Records what the provider reports about a message it accepted, never moving backwards. The message
   * is found by the provider's id, or by our outbox id when the provider echoes it back (WhatsApp's
   * biz_opaque_callback_data): then a status matches even when the send's answer was lost, and the
   * provider's id is filled in.
   */
  async recordDelivery(
    db: DbOrTx,
    providerMessageId: string,
    status: DeliveryStatus,
    at: Date,
    error?: string,
    outboxId?: string,
  ): Promise<number> {
    const rank = DELIVERY_RANK[status];
    const rankSql = sql`case ${outboxTexts.deliveryStatus} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;
    const rows = await db
      .update(outboxTexts)
      .set({
        deliveryStatus: status,
        deliveryUpdatedAt: at,
        ...(status === 'failed' && error ? { lastError: error.slice(0, 500) } : {}),
        ...(outboxId
          ? { providerMessageId: sql`coalesce(${outboxTexts.providerMessageId}, ${providerMessageId})` }
          : {}),
      })
      .where(
        and(
          outboxId
            ? and(
                eq(outboxTexts.id, outboxId),
                or(
                  isNull(outboxTexts.providerMessageId),
                  eq(outboxTexts.providerMessageId, providerMessageId),
                ),
              )
            : eq(outboxTexts.providerMessageId, providerMessageId),
          sql`${rankSql} < ${rank}`,
        ),
      )
      .returning({ id: outboxTexts.id });
    return rows.length;
  },

  findById: async (db: DbOrTx, id: string) =>
    (await db.select().from(outboxTexts).where(eq(outboxTexts.id, id)))[0],

  /** Failed or waiting (unclaimed) message back to the front of the queue; undefined when neither. */
  requeue(db: DbOrTx, id: string, now: Date): Promise<OutboxTextRow | undefined> {
    return requeueMessage(db, outboxTexts, id, now);
  },
};
