import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import {
  beforeCutoff,
  canTransition,
  cleanerCanTransition,
  isCancellableStatus,
} from '../../../shared/domain/booking-rules';
import { isValidDate, todayInIndia } from '../../../shared/domain/time';
import type { BookingStatus } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CouponsService } from '../coupons/coupons.service';
import {
  cancelledEmail,
  cleanerAssignedEmail,
  newJobEmail,
  rescheduledEmail,
  statusChangedEmail,
} from './bookings.emails';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import { assertBookableSlot, moveToFreeSeat, SLOT_FULL_MESSAGE, slotCapacity } from './slots';

const tooLate = () =>
  new AppError(
    'TOO_LATE',
    400,
    "It's too late to change this booking: changes close 2 hours before the visit.",
  );

/** Cancel, reschedule, assign and move bookings through their statuses (PRODUCT.md §3). */
export function createBookingChangesService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  coupons: CouponsService;
  companyName: string;
  /** Starts the refund of a paid booking once its cancellation is committed (payments module). */
  onPaidBookingCancelled?: (bookingId: string) => Promise<unknown>;
  /** Issues the tax invoice of a completed service (payments module). */
  onCompleted?: (bookingId: string) => Promise<unknown>;
}) {
  const { db, clock } = deps;

  async function cancelOne(tx: DbOrTx, actor: AuthUser, booking: BookingRow, reason: string) {
    const updated = await bookingsRepository.update(tx, booking.id, {
      status: 'cancelled',
      slotSeat: null,
      cancelledAt: clock.now(),
      cancelReason: reason || null,
      paymentStatus: booking.paymentStatus === 'paid' ? 'refund_pending' : booking.paymentStatus,
    });
    await deps.coupons.release(tx, booking.id);
    await bookingsRepository.recordEvent(tx, {
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: 'cancelled',
      actorId: actor.id,
      actorRole: actor.role,
      note: reason,
    });
    await enqueueEmail(tx, cancelledEmail(booking.customerEmail, updated, deps.companyName));
  }

  return {
    async cancel(actor: AuthUser, id: string, reason: string, scope: 'one' | 'series') {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role === 'cleaner') throw forbidden('Cleaners cannot cancel bookings.');
      if (booking.status === 'cancelled')
        throw new AppError('ALREADY_CANCELLED', 400, 'This booking is already cancelled.');
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_CANCELLABLE',
          400,
          `A booking that is ${booking.status} cannot be cancelled.`,
        );
      if (
        actor.role === 'client' &&
        !beforeCutoff(booking.scheduledDate, booking.scheduledTime, clock.now())
      ) {
        throw new AppError(
          'TOO_LATE',
          400,
          "It's too late to cancel: bookings can be cancelled until 2 hours before the visit.",
        );
      }
      let cancelled = 1;
      const paid: string[] = [];
      await db.transaction(async (tx) => {
        await cancelOne(tx, actor, booking, reason);
        if (booking.paymentStatus === 'paid') paid.push(booking.id);
        if (scope === 'series' && booking.seriesId) {
          const later = await tx
            .select()
            .from(bookings)
            .where(
              and(
                eq(bookings.seriesId, booking.seriesId),
                gte(bookings.scheduledDate, todayInIndia(clock.now())),
                inArray(bookings.status, ['pending', 'assigned']),
              ),
            );
          for (const visit of later) {
            if (
              visit.id === booking.id ||
              !beforeCutoff(visit.scheduledDate, visit.scheduledTime, clock.now())
            )
              continue;
            await cancelOne(tx, actor, visit, reason);
            if (visit.paymentStatus === 'paid') paid.push(visit.id);
            cancelled++;
          }
        }
      });
      for (const id of paid) await deps.onPaidBookingCancelled?.(id);
      return { booking: (await bookingsRepository.findDetail(db, booking.id))!, cancelled };
    },

    async reschedule(actor: AuthUser, id: string, date: string, time: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role === 'cleaner') throw forbidden('Cleaners cannot reschedule bookings.');
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_RESCHEDULABLE',
          400,
          `A booking that is ${booking.status} cannot be rescheduled.`,
        );
      if (actor.role === 'client' && !beforeCutoff(booking.scheduledDate, booking.scheduledTime, clock.now()))
        throw tooLate();
      if (!isValidDate(date)) throw new AppError('INVALID_DATE', 400, 'Service date is not a real date');
      assertBookableSlot(date, time, clock.now());
      try {
        await db.transaction(async (tx) => {
          const capacity = await slotCapacity(tx);
          // An assigned cleaner stays only if free at the new time; otherwise the booking waits for a new one.
          const keepCleaner = booking.cleanerId
            ? !(await bookingsRepository.cleanerBusy(tx, booking.cleanerId, date, time, booking.id))
            : false;
          const moved = await moveToFreeSeat(
            tx,
            booking,
            date,
            time,
            capacity,
            keepCleaner || !booking.cleanerId
              ? {}
              : { cleanerId: null, cleanerAssignedAt: null, status: 'pending' },
          );
          await bookingsRepository.recordEvent(tx, {
            bookingId: booking.id,
            fromStatus: booking.status,
            toStatus: moved.status,
            actorId: actor.id,
            actorRole: actor.role,
            note: `Rescheduled from ${booking.scheduledDate} ${booking.scheduledTime} to ${date} ${time}`,
          });
          await enqueueEmail(tx, rescheduledEmail(booking.customerEmail, moved, deps.companyName));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SLOT_FULL_MESSAGE, 'SLOT_FULL');
        throw error;
      }
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    async assign(actor: AuthUser, id: string, cleanerId: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (!isCancellableStatus(booking.status))
        throw new AppError(
          'NOT_ASSIGNABLE',
          400,
          `A booking that is ${booking.status} cannot be reassigned.`,
        );
      const cleaner = await bookingsRepository.findCleaner(db, cleanerId);
      if (!cleaner || !cleaner.isActive) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
      if (
        await bookingsRepository.cleanerBusy(
          db,
          cleanerId,
          booking.scheduledDate,
          booking.scheduledTime,
          booking.id,
        )
      ) {
        throw conflict(`${cleaner.name} already has a booking at that time.`, 'CLEANER_BUSY');
      }
      try {
        await db.transaction(async (tx) => {
          const updated = await bookingsRepository.update(tx, booking.id, {
            cleanerId,
            cleanerAssignedAt: clock.now(),
            status: 'assigned',
          });
          await bookingsRepository.recordEvent(tx, {
            bookingId: booking.id,
            fromStatus: booking.status,
            toStatus: 'assigned',
            actorId: actor.id,
            actorRole: actor.role,
            note: `Assigned to ${cleaner.name}`,
          });
          await enqueueEmail(
            tx,
            cleanerAssignedEmail(booking.customerEmail, updated, cleaner, deps.companyName),
          );
          await enqueueEmail(tx, newJobEmail(cleaner.email, updated, deps.companyName));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_cleaner_slot_uq'))
          throw conflict(`${cleaner.name} already has a booking at that time.`, 'CLEANER_BUSY');
        throw error;
      }
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },

    async updateStatus(actor: AuthUser, id: string, status: BookingStatus, notes: string) {
      const { booking } = await deps.bookings.requireVisible(actor, id);
      if (actor.role === 'client') throw forbidden("You don't have permission to perform this action.");
      if (status === 'cancelled') return (await this.cancel(actor, id, notes, 'one')).booking;
      const allowed =
        actor.role === 'admin'
          ? canTransition(booking.status, status)
          : cleanerCanTransition(booking.status, status);
      if (!allowed)
        throw new AppError(
          'INVALID_TRANSITION',
          400,
          `A booking cannot move from ${booking.status} to ${status}.`,
        );
      if (status === 'assigned' && !booking.cleanerId)
        throw new AppError('NO_CLEANER', 400, 'Assign a cleaner first.');
      await db.transaction(async (tx) => {
        const updated = await bookingsRepository.update(tx, booking.id, {
          status,
          ...(status === 'pending' ? { cleanerId: null, cleanerAssignedAt: null } : {}),
        });
        await bookingsRepository.recordEvent(tx, {
          bookingId: booking.id,
          fromStatus: booking.status,
          toStatus: status,
          actorId: actor.id,
          actorRole: actor.role,
          note: notes,
        });
        await enqueueEmail(tx, statusChangedEmail(booking.customerEmail, updated, deps.companyName));
      });
      if (status === 'completed') await deps.onCompleted?.(booking.id);
      return (await bookingsRepository.findDetail(db, booking.id))!;
    },
  };
}

export type BookingChangesService = ReturnType<typeof createBookingChangesService>;
