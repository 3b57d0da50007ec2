import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAssignments, bookings, cleanerDayPushes } from '../../db/schema/index';

export const dayAheadRepository = {
  /**
   * Each cleaner's first confirmed job of `day` (by start time), for cleaners with a push device and
   * no evening push for that day yet.
   */
  firstJobs(db: DbOrTx, day: string) {
    return db
      .selectDistinctOn([bookingAssignments.cleanerId], {
        cleanerId: bookingAssignments.cleanerId,
        booking: bookings,
      })
      .from(bookingAssignments)
      .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
      .where(
        and(
          eq(bookings.scheduledDate, day),
          eq(bookings.status, 'assigned'),
          eq(bookingAssignments.kind, 'assigned'),
          sql`exists (select 1 from push_subscriptions p where p.user_id = ${bookingAssignments.cleanerId})`,
          sql`not exists (select 1 from cleaner_day_pushes d where d.cleaner_id = ${bookingAssignments.cleanerId} and d.day = ${day})`,
        ),
      )
      .orderBy(bookingAssignments.cleanerId, asc(bookings.scheduledTime));
  },

  /** The claim of a cleaner's evening push for a day: true for the one caller that inserted it. */
  async claim(db: DbOrTx, cleanerId: string, day: string, bookingId: string): Promise<boolean> {
    const rows = await db
      .insert(cleanerDayPushes)
      .values({ cleanerId, day, bookingId })
      .onConflictDoNothing()
      .returning({ cleanerId: cleanerDayPushes.cleanerId });
    return rows.length > 0;
  },
};
