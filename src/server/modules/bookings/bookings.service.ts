import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, bookingSeries, pendingBookings } from '../../db/schema/index';
import { seriesDates } from '../../../shared/domain/booking-rules';
import { jobDurationMinutes } from '../../../shared/domain/durations';
import { isValidDate, slotStart } from '../../../shared/domain/time';
import { createBookingInputSchema, type CreateBookingParsed } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { CrewService } from '../dispatch/crew.service';
import { dispatchRepository } from '../dispatch/dispatch.repository';
import { bookingReceivedEmail, cleanerAssignedEmail, newJobEmail } from './bookings.emails';
import {
  bookingsRepository,
  type BookingDetail,
  type BookingRow,
  type NewBooking,
} from './bookings.repository';
import { assertBookableSlot } from './slots';

/** The 4-digit code the customer gives the cleaner at the door (PRODUCT.md §3). */
export const newStartCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A visit's start and end as instants (Asia/Kolkata). */
export function visitTimes(date: string, time: string, durationMinutes: number) {
  const startsAt = slotStart(date, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  coupons: CouponsService;
  brand: Brand;
  crew: CrewService;
  autoAssign: boolean;
}

export function createBookingsService(deps: BookingsDeps) {
  const { db, clock } = deps;

  /** A booking the actor may see: their own (client), their job (cleaner), any (admin). Anything else is 404. */
  async function requireVisible(actor: AuthUser, id: string): Promise<BookingDetail> {
    const found = UUID.test(id) ? await bookingsRepository.findDetail(db, id) : undefined;
    const visible =
      found &&
      (actor.role === 'admin' ||
        (actor.role === 'client' && found.booking.userId === actor.id) ||
        (actor.role === 'cleaner' &&
          (found.booking.cleanerId === actor.id ||
            (await dispatchRepository.isAssignedTo(db, found.booking.id, actor.id)))));
    if (!found || !visible) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
    return found;
  }

  async function create(
    actor: AuthUser,
    input: CreateBookingParsed,
    idempotencyKey?: string,
  ): Promise<{ booking: BookingDetail; seriesBooked: number; replayed: boolean }> {
    if (idempotencyKey) {
      const existing = await bookingsRepository.findByIdempotencyKey(db, actor.id, idempotencyKey);
      if (existing)
        return {
          booking: (await bookingsRepository.findDetail(db, existing.id))!,
          seriesBooked: 0,
          replayed: true,
        };
    }
    if (!isValidDate(input.scheduledDate)) {
      throw new AppError('INVALID_DATE', 400, 'Service date is not a real date', [
        { field: 'scheduledDate', message: 'Service date is not a real date' },
      ]);
    }
    const now = clock.now();
    assertBookableSlot(input.scheduledDate, input.scheduledTime, now);
    const quote = await deps.catalogue.quote(input.serviceId, {
      ...(UUID.test(input.packageId) ? { packageId: input.packageId } : { packageName: input.packageId }),
      quantity: input.areaSqft,
      addonNames: input.addons,
    });
    const couponCheck = input.couponCode
      ? await deps.coupons.validate(input.couponCode, actor.id, quote.totalPaise)
      : null;
    const discountPaise = couponCheck?.discountPaise ?? 0;

    const durationMinutes = Math.max(
      1,
      jobDurationMinutes({ pricingType: quote.service.pricingType, ...quote.pkg }, input.areaSqft),
    );
    deps.crew.assertBookable({ ...input, durationMinutes, crewSize: quote.pkg.crewSize });

    const base: Omit<NewBooking, 'scheduledDate' | 'startCode'> = {
      userId: actor.id,
      serviceId: quote.service.id,
      packageId: quote.pkg.id,
      serviceName: quote.service.name,
      packageName: quote.pkg.name,
      packageDescription: quote.pkg.description,
      packageDuration: quote.pkg.duration,
      addons: quote.addons.map((a) => ({ name: a.name, pricePaise: a.pricePaise })),
      customerName: input.customerName || actor.name,
      customerEmail: input.customerEmail || actor.email,
      phoneNumber: input.phoneNumber,
      addressLine1: input.address.line1,
      addressLine2: input.address.line2,
      city: input.address.city,
      state: input.address.state,
      pincode: input.address.pincode,
      areaSqft: input.areaSqft,
      measurementUnit: quote.service.measurementUnit,
      scheduledTime: input.scheduledTime,
      instructions: input.instructions,
      frequency: input.frequency,
      basePaise: quote.totalPaise,
      totalPaise: quote.totalPaise,
      durationMinutes,
      crewSize: quote.pkg.crewSize,
    };
    const kind = deps.autoAssign ? 'assigned' : 'reserved';

    /** Inserts one visit and holds its crew in the same transaction (409 when no crew is free). */
    async function bookVisit(tx: DbOrTx, values: Omit<NewBooking, 'startCode'>): Promise<BookingRow> {
      const [row] = await tx
        .insert(bookings)
        .values({
          ...values,
          ...visitTimes(values.scheduledDate, values.scheduledTime, durationMinutes),
          startCode: newStartCode(),
        })
        .returning();
      const crew = await deps.crew.reserve(tx, row, kind);
      if (!deps.autoAssign) return row;
      const assigned = await bookingsRepository.update(tx, row.id, {
        status: 'assigned',
        cleanerId: crew[0],
        cleanerAssignedAt: now,
      });
      const members = await dispatchRepository.crewOf(tx, row.id);
      const lead = members.find((m) => m.cleanerId === crew[0])!;
      await enqueueEmail(tx, cleanerAssignedEmail(assigned.customerEmail, assigned, lead, deps.brand));
      for (const m of members) await enqueueEmail(tx, newJobEmail(m.email, assigned, deps.brand, m));
      return assigned;
    }

    try {
      const result = await db.transaction(async (tx) => {
        const seriesId =
          input.frequency === 'one-time'
            ? null
            : (
                await tx
                  .insert(bookingSeries)
                  .values({ userId: actor.id, frequency: input.frequency as 'weekly' })
                  .returning({ id: bookingSeries.id })
              )[0].id;
        const first = await bookVisit(tx, {
          ...base,
          scheduledDate: input.scheduledDate,
          seriesId,
          discountPaise,
          totalPaise: quote.totalPaise - discountPaise,
          couponId: couponCheck?.coupon.id ?? null,
          couponCode: couponCheck?.coupon.code ?? null,
          idempotencyKey: idempotencyKey ?? null,
        });
        if (couponCheck) await deps.coupons.redeem(tx, couponCheck.coupon, actor.id, first.id);
        await bookingsRepository.recordEvent(tx, {
          bookingId: first.id,
          toStatus: 'pending',
          actorId: actor.id,
          actorRole: actor.role,
          note: deps.autoAssign ? 'Booked and assigned' : 'Booked; crew reserved',
        });
        let seriesBooked = 0;
        if (seriesId && input.frequency !== 'one-time') {
          for (const date of seriesDates(input.scheduledDate, input.frequency)) {
            // A visit with no free crew is skipped, not the whole series (a savepoint undoes just it).
            const visit = await tx
              .transaction((sp) => bookVisit(sp, { ...base, scheduledDate: date, seriesId }))
              .catch((error: unknown) => {
                if (error instanceof AppError && error.statusCode === 409) return null;
                throw error;
              });
            if (visit) {
              seriesBooked++;
              await bookingsRepository.recordEvent(tx, {
                bookingId: visit.id,
                toStatus: 'pending',
                actorId: actor.id,
                actorRole: actor.role,
                note: 'Recurring visit',
              });
            }
          }
        }
        await enqueueEmail(
          tx,
          bookingReceivedEmail(first.customerEmail || actor.email, first, deps.brand, seriesBooked),
        );
        return { id: first.id, seriesBooked };
      });
      return {
        booking: (await bookingsRepository.findDetail(db, result.id))!,
        seriesBooked: result.seriesBooked,
        replayed: false,
      };
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, 'bookings_idempotency_uq')) {
        const existing = await bookingsRepository.findByIdempotencyKey(db, actor.id, idempotencyKey);
        if (existing)
          return {
            booking: (await bookingsRepository.findDetail(db, existing.id))!,
            seriesBooked: 0,
            replayed: true,
          };
      }
      throw error;
    }
  }

  return {
    requireVisible,
    create,
    listEvents: (bookingId: string) => bookingsRepository.listEvents(db, bookingId),
    crewsOf: (bookingIds: string[]) => dispatchRepository.crewsOf(db, bookingIds),

    list(
      actor: AuthUser,
      filter: { status?: string; date?: string; q?: string; page: number; size: number },
    ) {
      const { page, size, ...rest } = filter;
      const paging = { limit: size, offset: (page - 1) * size };
      if (actor.role === 'client') return bookingsRepository.list(db, { ...rest, userId: actor.id }, paging);
      if (actor.role === 'cleaner')
        return bookingsRepository.list(db, { ...rest, cleanerId: actor.id }, paging);
      return bookingsRepository.list(db, rest, paging);
    },

    /** Start times of a day for a package and quantity (the service's shortest package without one). */
    async availability(query: { date: string; serviceId?: string; packageId?: string; quantity?: number }) {
      if (!isValidDate(query.date)) throw new AppError('INVALID_DATE', 400, 'Date is not a real date');
      const job = query.serviceId
        ? await deps.crew.resolveJob(query.serviceId, query.packageId, query.quantity)
        : { durationMinutes: 60, crewSize: 1 };
      return { ...job, slots: await deps.crew.availability(query.date, job) };
    },

    /** SPEC §7 complete-payment: records how the customer pays; pay after service stays unpaid until then. */
    async completePayment(actor: AuthUser, bookingId: string, paymentMethod: string): Promise<BookingDetail> {
      const { booking } = await requireVisible(actor, bookingId);
      if (actor.role === 'client' && booking.userId !== actor.id)
        throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
      if (booking.status === 'cancelled')
        throw new AppError('BOOKING_CANCELLED', 400, 'This booking has already been cancelled.');
      if (booking.paymentStatus === 'paid') throw conflict('This booking is already paid.', 'ALREADY_PAID');
      await bookingsRepository.update(db, booking.id, {
        paymentMethod: paymentMethod === 'demo' ? 'pay_after_service' : paymentMethod,
      });
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    async getPending(userId: string) {
      const [row] = await db.select().from(pendingBookings).where(eq(pendingBookings.userId, userId));
      return row?.payload ?? null;
    },

    async savePending(userId: string, payload: Record<string, unknown>) {
      if (JSON.stringify(payload).length > 20_000)
        throw new AppError('PENDING_TOO_LARGE', 400, 'The booking details are too large.');
      await db
        .insert(pendingBookings)
        .values({ userId, payload })
        .onConflictDoUpdate({ target: pendingBookings.userId, set: { payload, createdAt: new Date() } });
    },

    async deletePending(userId: string) {
      await db.delete(pendingBookings).where(eq(pendingBookings.userId, userId));
    },

    /** SPEC §4 'After login': the stored booking becomes a real one (or a clear 400 when it no longer validates). */
    async completePending(actor: AuthUser) {
      const [row] = await db.select().from(pendingBookings).where(eq(pendingBookings.userId, actor.id));
      if (!row) throw notFound('No pending booking', 'NO_PENDING_BOOKING');
      const parsed = createBookingInputSchema.safeParse(row.payload);
      if (!parsed.success) {
        await db.delete(pendingBookings).where(eq(pendingBookings.userId, actor.id));
        throw new AppError(
          'PENDING_INVALID',
          400,
          parsed.error.issues[0]?.message ?? 'The saved booking is incomplete.',
        );
      }
      const result = await create(actor, parsed.data, `pending-${row.createdAt.getTime()}`);
      await db.delete(pendingBookings).where(eq(pendingBookings.userId, actor.id));
      return result;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
