import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingAssignments,
  bookingRules,
  bookings,
  cleanerSkills,
  dispatchDecisions,
  servicePincodes,
  users,
} from '../../db/schema/index';
import type { LatLng } from '../../../shared/domain/geo';

export type DispatchBookingRow = typeof bookings.$inferSelect;
export type DispatchMode = 'manual' | 'auto' | 'offer';
export type DecisionRow = typeof dispatchDecisions.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The dispatch job's reads and writes: the claim of a confirmed booking, its facts, the decision. */
export const autoDispatchRepository = {
  /** The owner's mode; null when they never chose (the configured default then holds). */
  async storedMode(db: DbOrTx): Promise<DispatchMode | null> {
    const [row] = await db.select({ mode: bookingRules.dispatchMode }).from(bookingRules);
    return row?.mode ?? null;
  },

  async setMode(db: DbOrTx, mode: DispatchMode, now: Date) {
    await db
      .insert(bookingRules)
      .values({ id: 1, dispatchMode: mode, updatedAt: now })
      .onConflictDoUpdate({ target: bookingRules.id, set: { dispatchMode: mode, updatedAt: now } });
  },

  /**
   * The next confirmed booking nobody has decided on (pending, not on hold, not started yet), locked for
   * the caller's transaction; another process's pass skips it (SKIP LOCKED) and, after this commit, finds
   * it decided. That lock and the decision's primary key make each booking dispatched once.
   */
  async claimNext(tx: DbOrTx, now: Date): Promise<DispatchBookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'pending'),
          isNull(bookings.cleanerId),
          isNull(bookings.holdExpiresAt),
          sql`${bookings.startsAt} > ${now.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${dispatchDecisions} d where d.booking_id = ${bookings.id})`,
        ),
      )
      .orderBy(bookings.startsAt)
      .limit(1)
      .for('update', { of: bookings, skipLocked: true });
    return row;
  },

  /** Every cleaner's id (their stars are read once a pass). */
  async cleanerIds(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'cleaner'));
    return rows.map((r) => r.id);
  },

  /** The cleaners marked for the service; and who is marked for anything (the unmarked can do all). */
  async skills(
    db: DbOrTx,
    serviceId: string | null,
  ): Promise<{ marked: Set<string>; forService: Set<string> }> {
    const rows = await db.select().from(cleanerSkills);
    return {
      marked: new Set(rows.map((r) => r.cleanerId)),
      forService: new Set(rows.filter((r) => r.serviceId === serviceId).map((r) => r.cleanerId)),
    };
  },

  /** The cleaners dispatch gave the other visits of a series (a series keeps its crew where free). */
  async seriesCrew(db: DbOrTx, seriesId: string | null, exceptBookingId: string): Promise<Set<string>> {
    if (!seriesId) return new Set();
    const rows = rowsOf<{ cleaner_id: string }>(
      await db.execute(sql`
        select distinct a.cleaner_id from ${bookingAssignments} a join ${bookings} b on b.id = a.booking_id
        where b.series_id = ${seriesId}::uuid and b.id <> ${exceptBookingId}::uuid
          and b.status <> 'cancelled' and a.kind = 'assigned'`),
    );
    return new Set(rows.map((r) => r.cleaner_id));
  },

  /** A PIN area's centre, when known. */
  async pinCentre(db: DbOrTx, pincode: string): Promise<LatLng | null> {
    const [row] = await db
      .select({ lat: servicePincodes.lat, lng: servicePincodes.lng })
      .from(servicePincodes)
      .where(eq(servicePincodes.pincode, pincode));
    return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
  },

  /**
   * Each cleaner's job before `before` on the date (the latest one ending by then), with its point: the
   * address's, else its PIN area's centre.
   */
  async previousJobs(
    db: DbOrTx,
    cleanerIds: string[],
    date: string,
    before: Date,
  ): Promise<Map<string, LatLng | null>> {
    if (cleanerIds.length === 0) return new Map();
    const rows = rowsOf<{ cleaner_id: string; lat: number | null; lng: number | null }>(
      await db.execute(sql`
        select distinct on (a.cleaner_id) a.cleaner_id,
          coalesce(b.address_latitude, p.lat) as lat, coalesce(b.address_longitude, p.lng) as lng
        from ${bookingAssignments} a
        join ${bookings} b on b.id = a.booking_id
        left join ${servicePincodes} p on p.pincode = b.pincode
        where a.cleaner_id in (${sql.join(
          cleanerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and b.scheduled_date = ${date}::date and b.status <> 'cancelled'
          and b.ends_at <= ${before.toISOString()}::timestamptz
        order by a.cleaner_id, b.ends_at desc`),
    );
    return new Map(
      rows.map((r) => [
        r.cleaner_id,
        r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null,
      ]),
    );
  },

  /** Each cleaner's jobs between two dates (both included), for the board's one rule of booked hours. */
  async jobsBetween(db: DbOrTx, cleanerIds: string[], from: string, to: string) {
    if (cleanerIds.length === 0) return [];
    return db
      .select({
        cleanerId: bookingAssignments.cleanerId,
        status: bookings.status,
        durationMinutes: bookings.durationMinutes,
      })
      .from(bookingAssignments)
      .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
      .where(
        and(
          inArray(bookingAssignments.cleanerId, cleanerIds),
          sql`${bookings.scheduledDate} between ${from}::date and ${to}::date`,
        ),
      );
  },

  /** The booking is assigned to its crew's lead (the holds are written by the crew service). */
  async markAssigned(tx: DbOrTx, bookingId: string, leadId: string, now: Date) {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'assigned', cleanerId: leadId, cleanerAssignedAt: now, updatedAt: now })
      .where(eq(bookings.id, bookingId))
      .returning();
    return row;
  },

  async insertDecision(tx: DbOrTx, values: typeof dispatchDecisions.$inferInsert) {
    await tx.insert(dispatchDecisions).values(values);
  },

  /** Wakes the dispatch job in every process (after the caller's commit, when inside a transaction). */
  async wake(db: DbOrTx) {
    await db.execute(sql`select pg_notify('chamak_dispatch', '')`);
  },

  async decisionOf(db: DbOrTx, bookingId: string): Promise<DecisionRow | undefined> {
    const [row] = await db.select().from(dispatchDecisions).where(eq(dispatchDecisions.bookingId, bookingId));
    return row;
  },

  async bookingExists(db: DbOrTx, bookingId: string): Promise<boolean> {
    const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
    return row !== undefined;
  },

  /**
   * Marks every unassigned decision not yet in an alert as alerted, and answers them with their bookings,
   * so two processes never put one booking in two alerts.
   */
  async takeUnalerted(tx: DbOrTx, now: Date) {
    return rowsOf<{
      booking_id: string;
      explanation: string;
      service_name: string;
      scheduled_date: string;
      scheduled_time: string;
      customer_name: string;
    }>(
      await tx.execute(sql`
        with taken as (
          update ${dispatchDecisions} set alerted_at = ${now.toISOString()}::timestamptz
          where booking_id in (
            select booking_id from ${dispatchDecisions}
            where outcome = 'unassigned' and alerted_at is null
            for update skip locked)
          returning booking_id, explanation)
        select t.booking_id, t.explanation, b.service_name, b.scheduled_date::text as scheduled_date,
          b.scheduled_time, b.customer_name
        from taken t join ${bookings} b on b.id = t.booking_id
        order by b.starts_at`),
    );
  },
};
