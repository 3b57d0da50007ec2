import { and, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, crewPositions, jobAttendance, servicePincodes, users } from '../../db/schema/index';
import type { LatLng } from '../../../shared/domain/geo';
import type { PositionInput } from '../../../shared/location';

export const locationRepository = {
  /**
   * Only the latest position per booking and cleaner is kept, and a job takes one at most every `everyMs`
   * (of any member of its crew): one statement, so two phones or two processes at once store one. The
   * time the job's last position was stored when this one is refused; null when it was stored.
   */
  async savePosition(
    db: DbOrTx,
    bookingId: string,
    cleanerId: string,
    p: PositionInput,
    at: Date,
    everyMs: number,
  ): Promise<Date | null> {
    const since = new Date(at.getTime() - everyMs);
    const result = await db.execute(sql`
      with recent as (
        select max(${crewPositions.recordedAt}) as last from ${crewPositions}
        where ${crewPositions.bookingId} = ${bookingId}::uuid and ${crewPositions.recordedAt} > ${since.toISOString()}::timestamptz
      ), saved as (
        insert into ${crewPositions} (booking_id, cleaner_id, lat, lng, accuracy_m, recorded_at)
        select ${bookingId}::uuid, ${cleanerId}::uuid, ${p.lat}::float8, ${p.lng}::float8, ${p.accuracy}::float8,
          ${at.toISOString()}::timestamptz
        where (select last from recent) is null
        on conflict (booking_id, cleaner_id) do update
          set lat = excluded.lat, lng = excluded.lng, accuracy_m = excluded.accuracy_m,
              recorded_at = excluded.recorded_at
          where ${crewPositions}.recorded_at <= ${since.toISOString()}::timestamptz
        returning 1
      )
      select exists (select 1 from saved) as saved, (select last from recent) as last`);
    const [row] = (result as unknown as { rows: { saved: boolean; last: string | Date | null }[] }).rows;
    return row?.saved ? null : new Date(row?.last ?? at);
  },

  /** The crew's freshest position (of whichever member sent last). */
  async latestPosition(db: DbOrTx, bookingId: string) {
    const [row] = await db
      .select()
      .from(crewPositions)
      .where(eq(crewPositions.bookingId, bookingId))
      .orderBy(desc(crewPositions.recordedAt))
      .limit(1);
    return row;
  },

  async deletePositions(db: DbOrTx, bookingId: string) {
    await db.delete(crewPositions).where(eq(crewPositions.bookingId, bookingId));
  },

  /** Positions no longer shared: the job left 'assigned' (started, cancelled) or On my way is over `since`. */
  async deleteStale(db: DbOrTx, since: Date): Promise<number> {
    const stale = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        or(
          sql`${bookings.status} <> 'assigned'`,
          sql`${bookings.onMyWayAt} is null`,
          lt(bookings.onMyWayAt, since),
        ),
      );
    const rows = await db
      .delete(crewPositions)
      .where(sql`${crewPositions.bookingId} in ${stale}`)
      .returning({ bookingId: crewPositions.bookingId });
    return rows.length;
  },

  /** The PIN area's centre, when the service area has one: where an address without its own point is. */
  async pinCentre(db: DbOrTx, pincode: string): Promise<LatLng | null> {
    const [row] = await db
      .select({ lat: servicePincodes.lat, lng: servicePincodes.lng })
      .from(servicePincodes)
      .where(eq(servicePincodes.pincode, pincode));
    return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
  },

  /**
   * Jobs told "on my way" since `since` and not started, with their latest position, the address's own
   * point and the PIN's centre.
   */
  onTheWay(db: DbOrTx, since: Date) {
    const latest = db
      .selectDistinctOn([crewPositions.bookingId], {
        bookingId: crewPositions.bookingId,
        lat: crewPositions.lat,
        lng: crewPositions.lng,
        accuracyM: crewPositions.accuracyM,
        recordedAt: crewPositions.recordedAt,
      })
      .from(crewPositions)
      .orderBy(crewPositions.bookingId, desc(crewPositions.recordedAt))
      .as('latest');
    return db
      .select({
        bookingId: bookings.id,
        customerName: bookings.customerName,
        scheduledTime: bookings.scheduledTime,
        pincode: bookings.pincode,
        area: sql<string>`coalesce(${servicePincodes.area}, '')`,
        onMyWayAt: bookings.onMyWayAt,
        cleanerName: sql<string>`coalesce(${users.name}, '')`,
        ownLat: bookings.addressLatitude,
        ownLng: bookings.addressLongitude,
        pinLat: servicePincodes.lat,
        pinLng: servicePincodes.lng,
        lat: latest.lat,
        lng: latest.lng,
        accuracyM: latest.accuracyM,
        recordedAt: latest.recordedAt,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.cleanerId))
      .leftJoin(servicePincodes, eq(servicePincodes.pincode, bookings.pincode))
      .leftJoin(latest, eq(latest.bookingId, bookings.id))
      .where(
        and(eq(bookings.status, 'assigned'), isNotNull(bookings.onMyWayAt), gte(bookings.onMyWayAt, since)),
      )
      .orderBy(bookings.onMyWayAt);
  },

  /** An admin sets or removes the point of a booking's address; false when there is no such booking. */
  async setBookingPoint(db: DbOrTx, bookingId: string, point: LatLng | null, now: Date) {
    const rows = await db
      .update(bookings)
      .set({ addressLatitude: point?.lat ?? null, addressLongitude: point?.lng ?? null, updatedAt: now })
      .where(eq(bookings.id, bookingId))
      .returning({ id: bookings.id });
    return rows.length > 0;
  },

  /** One start and one completion per job: a repeat (a retried request) keeps the first. */
  async recordAttendance(db: DbOrTx, row: typeof jobAttendance.$inferInsert) {
    await db.insert(jobAttendance).values(row).onConflictDoNothing();
  },

  attendanceOf: (db: DbOrTx, bookingId: string) =>
    db
      .select({
        event: jobAttendance.event,
        cleanerName: users.name,
        lat: jobAttendance.lat,
        lng: jobAttendance.lng,
        accuracyM: jobAttendance.accuracyM,
        distanceM: jobAttendance.distanceM,
        distanceFrom: jobAttendance.distanceFrom,
        far: jobAttendance.far,
        recordedAt: jobAttendance.recordedAt,
      })
      .from(jobAttendance)
      .leftJoin(users, eq(users.id, jobAttendance.cleanerId))
      .where(eq(jobAttendance.bookingId, bookingId))
      .orderBy(jobAttendance.recordedAt, sql`${jobAttendance.event} = 'complete'`),
};
