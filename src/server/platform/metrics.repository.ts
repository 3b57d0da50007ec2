import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { OUTBOX_TEXT_CHANNELS } from '../db/schema/index';
import type { ScrapeSnapshot } from './metrics';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One statement per scrape. Queued messages are few and found through the (status, next_attempt_at)
 * indexes; refunds are a small table; today's SMS are the sent rows whose next attempt fell since
 * yesterday's midnight (a message that waited more than a day to go out is not counted), so the same
 * index bounds the search however many years of messages the table keeps.
 */
export async function readScrapeSnapshot(db: Db): Promise<ScrapeSnapshot> {
  const rows = rowsOf<{ kind: string; key: string; n: number; age: number | null }>(
    await db.execute(sql`
      with midnight as (
        select (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata') as at
      )
      select 'mail' as kind, 'email' as key, count(*)::int as n,
        coalesce(extract(epoch from now() - min(created_at) filter (where next_attempt_at <= now())), 0)::float8 as age
        from outbox_emails where status = 'queued'
      union all
      select 'text', channel, count(*)::int,
        coalesce(extract(epoch from now() - min(created_at) filter (where next_attempt_at <= now())), 0)::float8
        from outbox_texts where status = 'queued' group by channel
      union all
      select 'refund', status, count(*)::int, null from refunds group by status
      union all
      select 'sms', 'today', count(*)::int, null from outbox_texts, midnight
        where status = 'sent' and channel = 'sms'
          and next_attempt_at >= midnight.at - interval '1 day' and sent_at >= midnight.at`),
  );
  const text = new Map(rows.filter((r) => r.kind === 'text').map((r) => [r.key, r]));
  const mail = rows.find((r) => r.kind === 'mail');
  return {
    outboxes: [
      {
        outbox: 'mail',
        channel: 'email',
        depth: Number(mail?.n ?? 0),
        oldestDueAgeSeconds: Number(mail?.age ?? 0),
      },
      // Every channel, queued or not, so an alert compares against 0 rather than against nothing.
      ...OUTBOX_TEXT_CHANNELS.map((channel) => ({
        outbox: 'text' as const,
        channel,
        depth: Number(text.get(channel)?.n ?? 0),
        oldestDueAgeSeconds: Number(text.get(channel)?.age ?? 0),
      })),
    ],
    refunds: rows.filter((r) => r.kind === 'refund').map((r) => ({ state: r.key, count: Number(r.n) })),
    smsSentToday: Number(rows.find((r) => r.kind === 'sms')?.n ?? 0),
  };
}
