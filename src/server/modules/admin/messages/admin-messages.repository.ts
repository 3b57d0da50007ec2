import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { largeTotal } from '../../../platform/large-totals.repository';

export interface MessageRow {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp' | 'push';
  kind: string;
  to: string;
  /** An email queued as a template has none stored: the route renders it (template, template_args). */
  summary: string | null;
  template: string | null;
  template_args: unknown[] | null;
  /** An email's language (its template renders in it); null for texts. */
  language: 'en' | 'hi' | null;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
  booking_id: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
}

/**
 * Emails and texts as one list: the two outboxes side by side in one statement. A booking's messages
 * are filtered inside each side, so its page reads them through the outboxes' booking indexes.
 */
const all = (bookingId?: string) => sql`(
  select id::text, 'email' as channel, kind, to_address as "to", subject as summary, status, attempts,
    last_error, null::text as provider_message_id, null::text as delivery_status, booking_id::text as booking_id,
    created_at, sent_at, failed_at, template, template_args, language
  from outbox_emails ${bookingId ? sql`where booking_id = ${bookingId}` : sql``}
  union all
  select id::text, channel, kind, to_number, body_text, status, attempts, last_error, provider_message_id,
    delivery_status, booking_id::text, created_at, sent_at, failed_at, null::text, null::jsonb, null::text
  from outbox_texts ${bookingId ? sql`where booking_id = ${bookingId}` : sql``}
) as m`;

export const adminMessagesRepository = {
  async list(
    db: Db,
    filter: { channel?: string; status?: string; bookingId?: string },
    paging: { limit: number; offset: number },
  ): Promise<{ rows: MessageRow[]; total: number }> {
    const where: SQL[] = [];
    if (filter.channel) where.push(sql`m.channel = ${filter.channel}`);
    if (filter.status) where.push(sql`m.status = ${filter.status}`);
    const ALL = all(filter.bookingId);
    const clause = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const [page, total] = await Promise.all([
      db.execute(sql`select m.id, m.channel, m.kind, m."to", m.summary, m.status, m.attempts, m.last_error,
          m.provider_message_id, m.delivery_status, m.booking_id, m.created_at::text, m.sent_at::text, m.failed_at::text,
          m.template, m.template_args, m.language
        from ${ALL} ${clause} order by m.created_at desc, m.id desc limit ${paging.limit} offset ${paging.offset}`),
      largeTotal(db, `admin-messages:${JSON.stringify(filter)}`, sql`from ${ALL} ${clause}`),
    ]);
    return { rows: (page as unknown as { rows: MessageRow[] }).rows, total };
  },
};
