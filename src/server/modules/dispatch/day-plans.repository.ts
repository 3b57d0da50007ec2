import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingAssignments,
  bookings,
  cleanerSkills,
  dispatchDayLocks,
  dispatchDayPlans,
  servicePincodes,
  users,
} from '../../db/schema/index';
import type { Span } from '../../../shared/domain/crew-calendar';

export type DayPlanRow = typeof dispatchDayPlans.$inferSelect;

const epochMs = (col: ReturnType<typeof sql>) => sql<number>`(extract(epoch from ${col}) * 1000)::float8`;

/** Day plans' reads and writes: the day's bookings and holds, the stored plan, the day's lock. */
export const dayPlansRepository = {
  /** The day's bookings that hold a crew's time (not cancelled), with their point (address, else PIN centre). */
  async dayBookings(db: DbOrTx, date: string) {
    return db
      .select({
        id: bookings.id,
        status: bookings.status,
        serviceId: bookings.serviceId,
        serviceName: bookings.serviceName,
        customerName: bookings.customerName,
        scheduledTime: bookings.scheduledTime,
        durationMinutes: bookings.durationMinutes,
        crewSize: bookings.crewSize,
        cleanerId: bookings.cleanerId,
        holdExpiresAt: bookings.holdExpiresAt,
        onMyWayAt: bookings.onMyWayAt,
        startedAt: bookings.startedAt,
        lat: sql<number | null>`coalesce(${bookings.addressLatitude}, ${servicePincodes.lat})`,
        lng: sql<number | null>`coalesce(${bookings.addressLongitude}, ${servicePincodes.lng})`,
      })
      .from(bookings)
      .leftJoin(servicePincodes, eq(servicePincodes.pincode, bookings.pincode))
      .where(and(eq(bookings.scheduledDate, date), sql`${bookings.status} <> 'cancelled'`))
      .orderBy(bookings.scheduledTime, bookings.id);
  },

  /** Every hold touching the window, with its booking: what lies outside the day's plan is busy time. */
  async holds(db: DbOrTx, window: Span) {
    const rows = await db
      .select({
        bookingId: bookingAssignments.bookingId,
        cleanerId: bookingAssignments.cleanerId,
        start: epochMs(sql`lower(${bookingAssignments.during})`),
        end: epochMs(sql`upper(${bookingAssignments.during})`),
      })
      .from(bookingAssignments)
      .where(
        sql`${bookingAssignments.during} && tstzrange(${new Date(window.start).toISOString()}::timestamptz, ${new Date(window.end).toISOString()}::timestamptz, '[)')`,
      );
    return rows.map((r) => ({ ...r, start: Number(r.start), end: Number(r.end) }));
  },

  /** Every cleaner's marked services (a cleaner with none can do any). */
  async skills(db: DbOrTx) {
    return db.select().from(cleanerSkills);
  },

  async names(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async plan(db: DbOrTx, date: string): Promise<DayPlanRow | undefined> {
    const [row] = await db.select().from(dispatchDayPlans).where(eq(dispatchDayPlans.date, date));
    return row;
  },

  /** The day's plan row, locked for the transaction; undefined when none was made. */
  async lockPlan(tx: DbOrTx, date: string): Promise<DayPlanRow | undefined> {
    const [row] = await tx
      .select()
      .from(dispatchDayPlans)
      .where(eq(dispatchDayPlans.date, date))
      .for('update');
    return row;
  },

  /**
   * The day's plan row, made empty when there is none, and locked: the day-ahead job's re-plan of a date
   * runs once across processes (the second waits here, then sees `autoAppliedAt`).
   */
  async claimPlan(tx: DbOrTx, date: string, now: Date): Promise<DayPlanRow> {
    await tx
      .insert(dispatchDayPlans)
      .values({ date, plan: {}, plannedFrom: {}, kmBefore: 0, kmAfter: 0, madeAt: now })
      .onConflictDoNothing();
    return (await dayPlansRepository.lockPlan(tx, date))!;
  },

  async savePlan(tx: DbOrTx, values: typeof dispatchDayPlans.$inferInsert) {
    const { date: _date, ...rest } = values;
    await tx
      .insert(dispatchDayPlans)
      .values(values)
      .onConflictDoUpdate({
        target: dispatchDayPlans.date,
        set: { appliedAt: null, appliedBy: null, autoAppliedAt: null, madeBy: null, ...rest },
      });
  },

  async markApplied(tx: DbOrTx, date: string, by: string | null, now: Date, auto: boolean) {
    await tx
      .update(dispatchDayPlans)
      .set(auto ? { appliedAt: now, appliedBy: by, autoAppliedAt: now } : { appliedAt: now, appliedBy: by })
      .where(eq(dispatchDayPlans.date, date));
  },

  async isLocked(db: DbOrTx, date: string): Promise<boolean> {
    const [row] = await db
      .select({ date: dispatchDayLocks.date })
      .from(dispatchDayLocks)
      .where(eq(dispatchDayLocks.date, date));
    return row !== undefined;
  },

  async setLock(db: DbOrTx, date: string, locked: boolean, by: string, now: Date) {
    if (locked)
      await db.insert(dispatchDayLocks).values({ date, lockedBy: by, lockedAt: now }).onConflictDoNothing();
    else await db.delete(dispatchDayLocks).where(eq(dispatchDayLocks.date, date));
  },
};
