import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingAssignments,
  bookingRatings,
  bookings,
  cleanerRatingTotals,
  users,
} from '../../db/schema/index';

export type RatingRow = typeof bookingRatings.$inferSelect;

export const ratingsRepository = {
  async find(db: DbOrTx, bookingId: string): Promise<RatingRow | undefined> {
    const [row] = await db.select().from(bookingRatings).where(eq(bookingRatings.bookingId, bookingId));
    return row;
  },

  /** Locks the row for a change, so two edits cannot both read the old value. */
  async findForUpdate(db: DbOrTx, bookingId: string): Promise<RatingRow | undefined> {
    const [row] = await db
      .select()
      .from(bookingRatings)
      .where(eq(bookingRatings.bookingId, bookingId))
      .for('update');
    return row;
  },

  async insert(db: DbOrTx, values: typeof bookingRatings.$inferInsert): Promise<RatingRow> {
    const [row] = await db.insert(bookingRatings).values(values).returning();
    return row;
  },

  async update(db: DbOrTx, bookingId: string, values: { rating: number; comment: string; updatedAt: Date }) {
    const [row] = await db
      .update(bookingRatings)
      .set(values)
      .where(eq(bookingRatings.bookingId, bookingId))
      .returning();
    return row;
  },

  async forBookings(db: DbOrTx, bookingIds: string[]): Promise<Map<string, RatingRow>> {
    if (!bookingIds.length) return new Map();
    const rows = await db.select().from(bookingRatings).where(inArray(bookingRatings.bookingId, bookingIds));
    return new Map(rows.map((r) => [r.bookingId, r]));
  },

  /**
   * Average and count per cleaner over the rated visits they were on the confirmed crew of (every
   * member of a crew shares the visit's stars), from the totals the database keeps. Without ids: every
   * cleaner with a rating.
   */
  async cleanerStats(db: DbOrTx, cleanerIds?: string[]) {
    if (cleanerIds && !cleanerIds.length) return new Map<string, { average: number; count: number }>();
    const rows = await db
      .select()
      .from(cleanerRatingTotals)
      .where(
        and(
          gt(cleanerRatingTotals.ratings, 0),
          cleanerIds ? inArray(cleanerRatingTotals.cleanerId, cleanerIds) : undefined,
        ),
      );
    return new Map(
      rows.map((r) => [
        r.cleanerId,
        { average: Math.round((r.stars / r.ratings) * 10) / 10, count: r.ratings },
      ]),
    );
  },

  /** Ratings of `LOW_RATING` stars or fewer, newest first, with the visit and its crew. */
  async lowPage(db: DbOrTx, q: { page: number; size: number; maxRating: number }) {
    const where = lte(bookingRatings.rating, q.maxRating);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          bookingId: bookingRatings.bookingId,
          rating: bookingRatings.rating,
          comment: bookingRatings.comment,
          createdAt: bookingRatings.createdAt,
          updatedAt: bookingRatings.updatedAt,
          customerName: users.name,
          customerEmail: users.email,
          serviceName: bookings.serviceName,
          scheduledDate: bookings.scheduledDate,
          cleaners: sql<
            string[] | null
          >`(select array_agg(m.name order by m.name) from ${bookingAssignments} a
            join ${users} m on m.id = a.cleaner_id
            where a.booking_id = ${bookingRatings.bookingId} and a.kind = 'assigned')`,
        })
        .from(bookingRatings)
        .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
        .innerJoin(users, eq(users.id, bookingRatings.userId))
        .where(where)
        .orderBy(desc(bookingRatings.updatedAt), desc(bookingRatings.bookingId))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      db.select({ total: count() }).from(bookingRatings).where(where),
    ]);
    return { rows, total: Number(total) };
  },
};
