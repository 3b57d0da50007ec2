import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import type { CreateBookingParsed } from '../../../shared/schemas/booking';
import { schedule } from '../schedule/schedule.service';
import { bookingsContext, type BookingsDeps } from './bookings.context';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import { completePayment } from './complete-payment';
import { createBooking, type CreateBookingOptions } from './create-booking';
import { createFreeRevisit } from './create-free-revisit';
import { listBookings, slotAvailability, type BookingsFilter } from './list-bookings';
import { completePendingBooking, getPendingBooking, savePendingBooking } from './pending-booking';
import { requireVisible } from './require-visible';
import { topUpDuePlans, topUpPlan } from './series-top-up';

/** Adds a line to a booking's history (another module that changes a booking says who did what). */
export { recordChange } from './booking-change';
/** The facts of a booking every message about it repeats (reminders send them too). */
export { bookingFacts } from './bookings.emails';
export type { BookingsDeps } from './bookings.context';
export type { CreateBookingOptions } from './create-booking';

/**
 * The bookings module as other modules and the routes use it: each operation is a top-level function
 * `(deps, input)` in its own file (create-booking.ts, complete-payment.ts…); this only binds the deps.
 */
export function createBookingsService(deps: BookingsDeps) {
  const ctx = bookingsContext(deps);
  return {
    requireVisible: (actor: AuthUser, id: string) => requireVisible(ctx, { actor, id }),
    create: (
      actor: AuthUser,
      input: CreateBookingParsed,
      idempotencyKey?: string,
      options?: CreateBookingOptions,
    ) => createBooking(ctx, { actor, input, idempotencyKey, options }),
    /** Confirmation and release of site bookings waiting for their payment choice. */
    holds: ctx.holds,
    createFreeRevisit: (
      actor: AuthUser,
      original: BookingRow,
      slot: { date: string; time: string },
      opts: { note: string; avoidCleanerIds: string[]; link: (tx: DbOrTx, row: BookingRow) => Promise<void> },
    ) => createFreeRevisit(ctx, { actor, original, slot, ...opts }),
    listEvents: (bookingId: string) => bookingsRepository.listEvents(ctx.db, bookingId),
    crewsOf: (bookingIds: string[]) => schedule.crewsOf(ctx.db, bookingIds),
    list: (actor: AuthUser, filter: BookingsFilter) => listBookings(ctx, { actor, filter }),
    availability: (query: Parameters<typeof slotAvailability>[1]) => slotAvailability(ctx, query),
    completePayment: (actor: AuthUser, bookingId: string, paymentMethod: string) =>
      completePayment(ctx, { actor, bookingId, paymentMethod }),
    getPending: (userId: string) => getPendingBooking(ctx, { userId }),
    savePending: (userId: string, payload: Record<string, unknown>) =>
      savePendingBooking(ctx, { userId, payload }),
    deletePending: (userId: string) => bookingsRepository.deletePending(ctx.db, userId),
    completePending: (actor: AuthUser) => completePendingBooking(ctx, { actor }),
    /** Books a plan's next visits ahead (with `rebookPaused`, the days a pause took away, too). */
    topUpPlan: (planId: string, opts?: { rebookPaused?: boolean }) => topUpPlan(ctx, planId, opts),
    /** The plan top-up job's pass. */
    topUpDuePlans: () => topUpDuePlans(ctx),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
