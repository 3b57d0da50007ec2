import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ChannelTrouble {
  channel: string;
  failedLastDay: number;
  lastErrorAt: Date | null;
  lastError: string | null;
}

/**
 * The System page's reads. Troubles are looked for among queued and failed messages only, through the
 * outboxes' (status, next_attempt_at) indexes: a year of sent messages is never scanned.
 */
export const systemRepository = {
  async databaseVersion(db: Db): Promise<string> {
    const [row] = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`));
    return row?.v ?? '';
  },

  async channelTroubles(db: Db): Promise<ChannelTrouble[]> {
    return rowsOf<ChannelTrouble>(
      await db.execute(sql`
        with troubled as (
          select 'email' as channel, status, last_error, failed_at, next_attempt_at
            from outbox_emails where status in ('queued', 'failed') and last_error is not null
          union all
          select channel, status, last_error, failed_at, next_attempt_at
            from outbox_texts where status in ('queued', 'failed') and last_error is not null
        ), latest as (
          select distinct on (channel) channel, last_error, coalesce(failed_at, next_attempt_at) as at
            from troubled order by channel, coalesce(failed_at, next_attempt_at) desc
        )
        select latest.channel as "channel", latest.last_error as "lastError", latest.at as "lastErrorAt",
          (select count(*)::int from troubled t
            where t.channel = latest.channel and t.status = 'failed'
              and t.failed_at >= now() - interval '1 day') as "failedLastDay"
          from latest`),
    ).map((r) => ({ ...r, lastErrorAt: r.lastErrorAt ? new Date(r.lastErrorAt) : null }));
  },

  async schedules(db: Db): Promise<{ name: string; nextRunAt: Date; lastStartedAt: Date | null }[]> {
    return rowsOf<{ name: string; nextRunAt: string; lastStartedAt: string | null }>(
      await db.execute(
        sql`select name, next_run_at as "nextRunAt", last_started_at as "lastStartedAt" from job_schedules`,
      ),
    ).map((r) => ({
      name: r.name,
      nextRunAt: new Date(r.nextRunAt),
      lastStartedAt: r.lastStartedAt ? new Date(r.lastStartedAt) : null,
    }));
  },
};
