import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { DateRange } from '../../../shared/domain/earnings';
import { addDays, slotStart } from '../../../shared/domain/time';

export interface WorkRow {
  cleanerId: string;
  name: string;
  email: string;
  phone: string;
  jobs: number;
  minutes: number;
  /** Mean stars of the period's rated jobs, null when none. */
  average: number | null;
  rated: number;
  tipsPaise: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const earningsRepository = {
  /**
   * Each cleaner's completed jobs (on the confirmed crew, by the visit's date in India), their booked
   * minutes and the stars those jobs got, and their shares of the tips paid in the period; one cleaner
   * when `cleanerId` is given.
   */
  async work(db: DbOrTx, range: DateRange, cleanerId?: string): Promise<WorkRow[]> {
    // The days' totals the database keeps (cleaner_day_work, migration 0053): at 1,000,000 bookings, joining
    // a week's visits, crews and ratings on each request took ~90 ms of PostgreSQL's time.
    const rows = rowsOf<{
      cleaner_id: string;
      name: string;
      email: string;
      phone: string;
      jobs: number;
      minutes: number;
      average: string | null;
      rated: number;
    }>(
      await db.execute(sql`
        select u.id as cleaner_id, u.name, u.email, u.phone,
          coalesce(sum(w.jobs), 0)::int as jobs,
          coalesce(sum(w.minutes), 0)::int as minutes,
          (sum(w.stars)::numeric / nullif(sum(w.rated), 0))::text as average,
          coalesce(sum(w.rated), 0)::int as rated
        from users u
        left join cleaner_day_work w on w.cleaner_id = u.id and w.day between ${range.from} and ${range.to}
        where u.role = 'cleaner' ${cleanerId ? sql`and u.id = ${cleanerId}` : sql``}
        group by u.id, u.name, u.email, u.phone
        order by u.name, u.id`),
    );
    const tips = await this.tipsByCleaner(db, range, cleanerId);
    return rows.map((r) => ({
      cleanerId: r.cleaner_id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      jobs: Number(r.jobs),
      minutes: Number(r.minutes),
      average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
      rated: Number(r.rated),
      tipsPaise: tips.get(r.cleaner_id) ?? 0,
    }));
  },

  /** Each cleaner's share of the tips paid in the range (India days): shares are written when a tip is paid. */
  async tipsByCleaner(db: DbOrTx, range: DateRange, cleanerId?: string): Promise<Map<string, number>> {
    const start = slotStart(range.from, '00:00');
    const end = slotStart(addDays(range.to, 1), '00:00');
    const rows = rowsOf<{ cleaner_id: string; paise: string }>(
      await db.execute(sql`
        select s.cleaner_id, sum(s.amount_paise)::text as paise
        from tip_shares s join tips t on t.id = s.tip_id and t.status = 'paid'
        where t.paid_at >= ${start.toISOString()} and t.paid_at < ${end.toISOString()}
          ${cleanerId ? sql`and s.cleaner_id = ${cleanerId}` : sql``}
        group by s.cleaner_id`),
    );
    return new Map(rows.map((r) => [r.cleaner_id, Number(r.paise)]));
  },
};
