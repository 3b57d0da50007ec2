import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings } from '../../../db/schema/index';

/** The figures of the admin's first screen, each one aggregate query over indexed columns. */
export const adminSummaryRepository = {
  jobsOn: (db: DbOrTx, date: string) =>
    db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .where(eq(bookings.scheduledDate, date))
      .groupBy(bookings.status),

  async unassignedFrom(db: DbOrTx, date: string): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(isNull(bookings.cleanerId), ne(bookings.status, 'cancelled'), gte(bookings.scheduledDate, date)),
      );
    return n;
  },

  async revenueBetween(db: DbOrTx, from: string, before: string) {
    const [row] = await db
      .select({
        paid: sql<number>`coalesce(sum(${bookings.totalPaise}) filter (where ${bookings.paymentStatus} = 'paid'), 0)::int`,
        due: sql<number>`coalesce(sum(${bookings.totalPaise}) filter (where ${bookings.paymentStatus} = 'unpaid'), 0)::int`,
      })
      .from(bookings)
      .where(
        and(
          ne(bookings.status, 'cancelled'),
          gte(bookings.scheduledDate, from),
          lt(bookings.scheduledDate, before),
        ),
      );
    return row;
  },

  async cancelledBetween(db: DbOrTx, from: Date, before: Date): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'cancelled'),
          gte(bookings.cancelledAt, from),
          lt(bookings.cancelledAt, before),
        ),
      );
    return n;
  },

  /** Bookings made per Indian calendar day since `from`. */
  madePerDaySince: (db: DbOrTx, from: Date) => {
    const day = sql<string>`((${bookings.createdAt} at time zone 'Asia/Kolkata')::date)::text`;
    return db
      .select({ date: day, n: count() })
      .from(bookings)
      .where(gte(bookings.createdAt, from))
      .groupBy(day);
  },
};
