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
    // The period as instants: a visit dated in it holds its crew from a start inside it, so its assignment
    // overlaps them. Redundant with the date filter (the same rows), it lets the assignments be read by
    // their time (the exclusion constraint's GiST index), not all of a cleaner's year or everyone's.
    const held = sql`tstzrange(${slotStart(range.from, '00:00').toISOString()}::timestamptz,
      ${slotStart(addDays(range.to, 1), '00:00').toISOString()}::timestamptz, '[)')`;
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
      await db.execute(
        cleanerId
          ? // One cleaner: their assignments of the period first (the same index), then those bookings.
            sql`
        select u.id as cleaner_id, u.name, u.email, u.phone,
          count(b.id)::int as jobs,
          coalesce(sum(b.duration_minutes), 0)::int as minutes,
          avg(r.rating)::text as average,
          count(r.rating)::int as rated
        from users u
        left join booking_assignments a on a.cleaner_id = u.id and a.kind = 'assigned' and a.during && ${held}
        left join bookings b on b.id = a.booking_id and b.status = 'completed'
          and b.scheduled_date between ${range.from} and ${range.to}
        left join booking_ratings r on r.booking_id = b.id
        where u.role = 'cleaner' and u.id = ${cleanerId}
        group by u.id, u.name, u.email, u.phone`
          : // Every cleaner: the period's assignments, then their bookings (issue 34 part 5: joining every
            // assignment of the year to keep a week's took 2–3 s at 1,000,000 bookings).
            sql`
        select u.id as cleaner_id, u.name, u.email, u.phone,
          coalesce(w.jobs, 0)::int as jobs,
          coalesce(w.minutes, 0)::int as minutes,
          w.average::text as average,
          coalesce(w.rated, 0)::int as rated
        from users u
        left join (
          select a.cleaner_id, count(*) as jobs, sum(b.duration_minutes) as minutes,
            avg(r.rating) as average, count(r.rating) as rated
          from booking_assignments a
          join bookings b on b.id = a.booking_id
          left join booking_ratings r on r.booking_id = b.id
          where a.kind = 'assigned' and a.during && ${held}
            and b.status = 'completed' and b.scheduled_date between ${range.from} and ${range.to}
          group by a.cleaner_id
        ) w on w.cleaner_id = u.id
        where u.role = 'cleaner'
        order by u.name, u.id`,
      ),
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
