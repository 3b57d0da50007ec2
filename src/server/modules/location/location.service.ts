import type { Db, DbOrTx } from '../../db/client';
import { bookingReference } from '../../../shared/booking-reference';
import {
  ATTENDANCE_FAR_METRES,
  distanceMetres,
  etaMinutes,
  type LatLng,
  LIVE_LOCATION_MAX_MINUTES,
  liveLocationOpen,
} from '../../../shared/domain/geo';
import type {
  AttendanceDto,
  CrewLocationDto,
  CrewOnTheWayDto,
  PositionInput,
} from '../../../shared/location';
import { destinationOf, formatPoint } from '../../../shared/domain/address-point';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { ServiceAreaService } from '../service-area/service-area.service';
import { tooManyRequests } from '../../platform/rate-limit';
import { locationRepository as repo } from './location.repository';

/** A job keeps one live position every 20 s (its phones send every 45 s; more is someone else's load). */
export const POSITION_EVERY_MS = 20_000;

type BookingRow = Awaited<ReturnType<BookingsService['requireVisible']>>['booking'];

const notOnTheWay = () =>
  conflict('This job is not on the way: its location is no longer shared.', 'CONFLICT');

/** Distance and ETA from a position to the address, when the address has coordinates. */
function howFar(position: LatLng | null, destination: LatLng | null) {
  if (!position || !destination) return { distanceMetres: null, etaMinutes: null };
  const metres = Math.round(distanceMetres(position, destination));
  return { distanceMetres: metres, etaMinutes: etaMinutes(metres) };
}

/**
 * Live location of a crew on the way, and proof of attendance. A position is taken only from that
 * job's crew while it is on the way (after On my way, before the start, for two hours at most), shown
 * only to the booking's customer and the admins, and deleted when the job starts.
 */
export function createLocationService(deps: {
  db: Db;
  clock: Clock;
  bookings: Pick<BookingsService, 'requireVisible'>;
  area: Pick<ServiceAreaService, 'assertPointInReach'>;
  /** MAP_TILE_URL: null draws the map without tiles. */
  tileUrl: string | null;
  /** RATE_LIMIT_MULTIPLIER, as every limit: the journeys' server takes positions 100 times as often. */
  rateLimitMultiplier?: number;
}) {
  const { db, clock } = deps;
  const positionEveryMs = POSITION_EVERY_MS / (deps.rateLimitMultiplier ?? 1);
  const since = () => new Date(clock.now().getTime() - LIVE_LOCATION_MAX_MINUTES * 60_000);
  const isLive = (b: BookingRow) => b.status === 'assigned' && liveLocationOpen(b.onMyWayAt, clock.now());
  /** The address's own point first, else its PIN area's centre (looked up only when needed). */
  const destinationFor = async (tx: DbOrTx, b: BookingRow) =>
    b.addressLatitude !== null && b.addressLongitude !== null
      ? destinationOf({ lat: b.addressLatitude, lng: b.addressLongitude }, null)
      : destinationOf({ lat: null, lng: null }, await repo.pinCentre(tx, b.pincode));

  return {
    /** A crew member's phone on the way sends where it is: one a job every 20 s is kept, more get 429. */
    async share(actor: AuthUser, bookingId: string, position: PositionInput) {
      if (actor.role !== 'cleaner') throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (!isLive(booking)) throw notOnTheWay();
      const now = clock.now();
      const last = await repo.savePosition(db, booking.id, actor.id, position, now, positionEveryMs);
      if (last) throw tooManyRequests(last.getTime() + positionEveryMs - now.getTime());
    },

    /** The booking's customer or an admin: where the crew is and how long until they arrive. */
    async view(actor: AuthUser, bookingId: string): Promise<CrewLocationDto> {
      // A crew member (or anyone else) learns nothing of it, not even that it exists.
      if (actor.role === 'cleaner') throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const live = isLive(booking);
      const latest = live ? await repo.latestPosition(db, booking.id) : undefined;
      const found = await destinationFor(db, booking);
      const destination = found?.point ?? null;
      const position = latest
        ? {
            lat: latest.lat,
            lng: latest.lng,
            accuracy: latest.accuracyM,
            recordedAt: latest.recordedAt.toISOString(),
          }
        : null;
      return {
        live,
        position,
        destination,
        destinationSource: found?.source ?? null,
        ...howFar(position, destination),
        tileUrl: deps.tileUrl,
      };
    },

    /** Every crew on the way now, for the admins' Today board. */
    async onTheWay(): Promise<CrewOnTheWayDto[]> {
      const rows = await repo.onTheWay(db, since());
      return rows.map((r) => {
        const pinCentre = r.pinLat != null && r.pinLng != null ? { lat: r.pinLat, lng: r.pinLng } : null;
        const found = destinationOf({ lat: r.ownLat, lng: r.ownLng }, pinCentre);
        const destination = found?.point ?? null;
        const position =
          r.lat != null && r.lng != null && r.recordedAt
            ? { lat: r.lat, lng: r.lng, accuracy: r.accuracyM ?? 0, recordedAt: r.recordedAt.toISOString() }
            : null;
        return {
          bookingId: r.bookingId,
          reference: bookingReference(r.bookingId),
          cleanerName: r.cleanerName,
          customerName: r.customerName,
          scheduledTime: r.scheduledTime,
          area: r.area || r.pincode,
          onMyWayAt: r.onMyWayAt!.toISOString(),
          position,
          destination,
          destinationSource: found?.source ?? null,
          ...howFar(position, destination),
        };
      });
    },

    /**
     * In the status change's transaction: a start ends the sharing (its positions are deleted), and the
     * phone's position at start or completion, sent with consent, is kept as proof of attendance. A start
     * far from the address is flagged for the office, never refused.
     */
    async onStatusChange(
      tx: DbOrTx,
      actor: AuthUser,
      booking: BookingRow,
      status: string,
      position: PositionInput | undefined,
    ) {
      if (status !== 'in-progress' && status !== 'completed') return;
      if (status === 'in-progress') await repo.deletePositions(tx, booking.id);
      if (!position || actor.role !== 'cleaner') return;
      const destination = await destinationFor(tx, booking);
      const metres = destination ? Math.round(distanceMetres(position, destination.point)) : null;
      const event = status === 'in-progress' ? 'start' : 'complete';
      await repo.recordAttendance(tx, {
        bookingId: booking.id,
        event,
        cleanerId: actor.id,
        lat: position.lat,
        lng: position.lng,
        accuracyM: position.accuracy,
        distanceM: metres,
        distanceFrom: destination?.source ?? null,
        far: event === 'start' && metres !== null && metres > ATTENDANCE_FAR_METRES,
        recordedAt: clock.now(),
      });
    },

    /** An admin reads where the phone was at start and completion. */
    async attendance(actor: AuthUser, bookingId: string): Promise<AttendanceDto[]> {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      const rows = await repo.attendanceOf(db, booking.id);
      return rows.map((r) => ({
        event: r.event,
        cleanerName: r.cleanerName,
        lat: r.lat,
        lng: r.lng,
        accuracy: r.accuracyM,
        distanceMetres: r.distanceM,
        distanceFrom: r.distanceFrom,
        far: r.far,
        recordedAt: r.recordedAt.toISOString(),
      }));
    },

    /**
     * An admin sets or corrects the point of a booking's address (null removes it): the ETA, the
     * attendance flag and the crew's map link use it from now on. Audited with the old and new point.
     */
    async setAddressPoint(actor: AuthUser, bookingId: string, point: LatLng | null) {
      const { booking } = await deps.bookings.requireVisible(actor, bookingId);
      if (point) await deps.area.assertPointInReach(booking.pincode, point, 'point');
      const before =
        booking.addressLatitude !== null && booking.addressLongitude !== null
          ? formatPoint({ lat: booking.addressLatitude, lng: booking.addressLongitude })
          : null;
      await db.transaction(async (tx) => {
        if (!(await repo.setBookingPoint(tx, booking.id, point, clock.now())))
          throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
        await recordAudit(tx, {
          actor,
          action: 'booking.address-point',
          entityType: 'booking',
          entityId: booking.id,
          details: { point: { from: before, to: point ? formatPoint(point) : null } },
        });
      });
      return { point };
    },

    /** Positions no longer shared (started, cancelled, or over two hours on the way) are deleted. */
    deleteStale: () => repo.deleteStale(db, since()),
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
