import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingSeries, pendingBookings } from '../../db/schema/index';
import { seriesDates } from '../../../shared/domain/booking-rules';
import { isValidDate } from '../../../shared/domain/time';
import { createBookingInputSchema, type CreateBookingParsed } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CouponsService } from '../coupons/coupons.service';
import { bookingReceivedEmail } from './bookings.emails';
import { bookingsRepository, type BookingDetail, type NewBooking } from './bookings.repository';
import {
  assertBookableSlot,
  availability,
  insertIntoFreeSeat,
  SLOT_FULL_MESSAGE,
  slotCapacity,
} from './slots';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BookingsDeps {
  db: Db;
  clock: Clock;
  catalogue: CatalogueService;
  coupons: CouponsService;
  brand: Brand;
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
        (actor.role === 'cleaner' && found.booking.cleanerId === actor.id));
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

    const base: Omit<NewBooking, 'slotSeat' | 'scheduledDate'> & { scheduledDate?: string } = {
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
    };

    try {
      const result = await db.transaction(async (tx) => {
        const capacity = await slotCapacity(tx);
        const seriesId =
          input.frequency === 'one-time'
            ? null
            : (
                await tx
                  .insert(bookingSeries)
                  .values({ userId: actor.id, frequency: input.frequency as 'weekly' })
                  .returning({ id: bookingSeries.id })
              )[0].id;
        const first = await insertIntoFreeSeat(
          tx,
          {
            ...base,
            scheduledDate: input.scheduledDate,
            seriesId,
            discountPaise,
            totalPaise: quote.totalPaise - discountPaise,
            couponId: couponCheck?.coupon.id ?? null,
            couponCode: couponCheck?.coupon.code ?? null,
            idempotencyKey: idempotencyKey ?? null,
          },
          capacity,
        );
        if (!first) throw conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL');
        if (couponCheck) await deps.coupons.redeem(tx, couponCheck.coupon, actor.id, first.id);
        await bookingsRepository.recordEvent(tx, {
          bookingId: first.id,
          toStatus: 'pending',
          actorId: actor.id,
          actorRole: actor.role,
          note: 'Booked',
        });
        let seriesBooked = 0;
        if (seriesId && input.frequency !== 'one-time') {
          for (const date of seriesDates(input.scheduledDate, input.frequency)) {
            const visit = await insertIntoFreeSeat(tx, { ...base, scheduledDate: date, seriesId }, capacity);
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
      if (isUniqueViolation(error, 'bookings_slot_seat_uq')) throw conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL');
      throw error;
    }
  }

  return {
    requireVisible,
    create,
    listEvents: (bookingId: string) => bookingsRepository.listEvents(db, bookingId),
    listCleaners: () => bookingsRepository.listCleaners(db),

    list(actor: AuthUser, filter: { status?: string; date?: string; q?: string }) {
      if (actor.role === 'client') return bookingsRepository.list(db, { ...filter, userId: actor.id });
      if (actor.role === 'cleaner') return bookingsRepository.list(db, { ...filter, cleanerId: actor.id });
      return bookingsRepository.list(db, filter);
    },

    availability: (date: string) => {
      if (!isValidDate(date)) throw new AppError('INVALID_DATE', 400, 'Date is not a real date');
      return availability(db, date, clock.now());
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
