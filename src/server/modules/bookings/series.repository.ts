import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingSeries, bookings, planDiscounts } from '../../db/schema';
import {
  PLAN_FREQUENCIES,
  SERIES_PAUSED_REASON,
  type PlanDiscounts,
  type SeriesFrequency,
} from '../../../shared/domain/series-plan';
import type { BookingRow } from './bookings.repository';

export type SeriesRow = typeof bookingSeries.$inferSelect;

/** A visit a pause took away. */
const pausedAway = and(eq(bookings.status, 'cancelled'), eq(bookings.cancelReason, SERIES_PAUSED_REASON));
/** A visit that stands for its date on the plan: booked (confirmed, not on hold) or taken away by a pause. */
const livePlanVisit = and(isNull(bookings.holdExpiresAt), or(ne(bookings.status, 'cancelled'), pausedAway));

/** A customer's recurring plans (booking_series) and their visits. */
export const seriesRepository = {
  async find(db: DbOrTx, id: string): Promise<SeriesRow | undefined> {
    const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
    return row;
  },

  /** The owner's discount percent for plans of this frequency (0 when the table has no row). */
  async discountPercent(db: DbOrTx, frequency: SeriesFrequency): Promise<number> {
    const [row] = await db
      .select({ percent: planDiscounts.percent })
      .from(planDiscounts)
      .where(eq(planDiscounts.frequency, frequency));
    return row?.percent ?? 0;
  },

  async discounts(db: DbOrTx): Promise<PlanDiscounts> {
    const rows = await db.select().from(planDiscounts);
    const table = Object.fromEntries(PLAN_FREQUENCIES.map((f) => [f, 0])) as PlanDiscounts;
    for (const row of rows) table[row.frequency] = row.percent;
    return table;
  },

  async setDiscounts(db: DbOrTx, table: PlanDiscounts, now: Date) {
    for (const frequency of PLAN_FREQUENCIES)
      await db
        .insert(planDiscounts)
        .values({ frequency, percent: table[frequency], updatedAt: now })
        .onConflictDoUpdate({
          target: planDiscounts.frequency,
          set: { percent: table[frequency], updatedAt: now },
        });
  },

  /** The plan's row, locked until the transaction ends: changes to one plan (and its top-up) queue. */
  async lock(tx: DbOrTx, id: string): Promise<SeriesRow | undefined> {
    const [row] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, id)).for('update');
    return row;
  },

  /** Every visit of the plan, soonest first. */
  visits: (db: DbOrTx, seriesId: string): Promise<BookingRow[]> =>
    db
      .select()
      .from(bookings)
      .where(eq(bookings.seriesId, seriesId))
      .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime)),

  async setPausedUntil(tx: DbOrTx, id: string, pausedUntil: string | null) {
    await tx.update(bookingSeries).set({ pausedUntil }).where(eq(bookingSeries.id, id));
  },

  async setAnchor(tx: DbOrTx, id: string, anchorDate: string) {
    await tx.update(bookingSeries).set({ anchorDate }).where(eq(bookingSeries.id, id));
  },

  async setCancelled(tx: DbOrTx, id: string, at: Date) {
    await tx
      .update(bookingSeries)
      .set({ cancelledAt: at, pausedUntil: null })
      .where(and(eq(bookingSeries.id, id), isNull(bookingSeries.cancelledAt)));
  },

  /**
   * Plans the top-up may book ahead: not cancelled, confirmed, and still alive (a visit, or a visit a pause
   * took away, on or after `liveSince`), whose latest visit falls before their horizon (8 weeks, or 3 months
   * for a monthly plan, from `today`). A plan left to run out long ago is not brought back.
   */
  dueForTopUp: (db: DbOrTx, today: string, liveSince: string, limit: number) =>
    db
      .select({ id: bookingSeries.id })
      .from(bookingSeries)
      .innerJoin(bookings, eq(bookings.seriesId, bookingSeries.id))
      .where(isNull(bookingSeries.cancelledAt))
      .groupBy(bookingSeries.id)
      .having(
        and(
          sql`max(${bookings.scheduledDate}) filter (where ${livePlanVisit}) >= ${liveSince}::date`,
          sql`max(${bookings.scheduledDate}) filter (where not coalesce(${pausedAway}, false)) <
            case ${bookingSeries.frequency} when 'monthly' then (${today}::date + interval '3 months')::date
              else ${today}::date + 56 end`,
        ),
      )
      .limit(limit),
};
