import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { bookingHold as texts } from '../../../shared/texts';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CouponsService } from '../coupons/coupons.service';
import { schedule } from '../schedule/schedule.service';
import { bookingHoldRepository, isOverHoldCap } from './booking-hold.repository';
import type { BookingNotifications } from './booking-notifications';
import { releasedEmail } from './bookings.emails';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import { assertBookableSlot } from './slots';
import { recordChange } from './booking-change';

/** The cancel reason of a booking released unconfirmed; a late payment looks for it. */
export const HOLD_RELEASED_REASON = 'payment not completed';

const RELEASE_BATCH = 100;

/** The cap's refusal (from the database) as the API's 409; any other error as it is. */
function asCapError(error: unknown): unknown {
  return isOverHoldCap(error) ? new AppError('TOO_MANY_UNPAID', 409, texts.tooManyUnpaid) : error;
}

export interface BookingHoldsDeps {
  db: Db;
  clock: Clock;
  brand: Brand;
  coupons: CouponsService;
  notify: BookingNotifications;
  /** How long a site booking waits for its payment choice. */
  holdMinutes: number;
  /** Bookings awaiting payment one account may have at a time. */
  maxUnpaid: number;
  /**
   * Reserves a crew for the booking again (the booking module's own reservation, AUTO_ASSIGN included),
   * in a savepoint of the caller's transaction; 409 when none is free. Its messages are not sent.
   */
  reserveCrew(tx: DbOrTx, row: BookingRow, now: Date): Promise<BookingRow>;
  /**
   * Gives back what a cancelled or released booking holds of the customer's credits (credits module), in the
   * cancelling transaction.
   */
  onCancelled?: (tx: DbOrTx, booking: { id: string; userId: string }) => Promise<unknown>;
}

/**
 * Booked means confirmed (docs/product-rules.md#booked-means-confirmed): a booking made on the site holds its crew and coupon until the
 * customer chooses pay after service or a payment is captured, and sends nothing before that. Unconfirmed
 * when its time runs out, the release job gives the crew and coupon back. A recurring series is held and
 * released with its first visit.
 */
export function createBookingHolds(deps: BookingHoldsDeps) {
  const { db, clock } = deps;

  /**
   * Ends the hold of the booking (and its series) and sends the booking's messages, once: the hold's
   * clearing is the key, so a second confirmation (another process, a retry, a racing webhook) sends
   * nothing. A booking not on hold (confirmed already, or never held) is left alone. Returns whether
   * this call confirmed it.
   */
  async function confirm(tx: DbOrTx, booking: Pick<BookingRow, 'id' | 'seriesId'>): Promise<boolean> {
    const rows = await bookingHoldRepository.clearHold(tx, booking, clock.now());
    const first = rows.find((r) => r.id === booking.id) ?? rows[0];
    if (!first) return false;
    const now = clock.now();
    await deps.notify.received(tx, first, rows.length - 1);
    for (const row of rows) await deps.notify.assigned(tx, row, now);
    await recordChange(tx, {
      booking: { id: first.id },
      to: first.status,
      note: 'Confirmed',
    });
    return true;
  }

  /** Releases the group of a booking whose hold ran out: crew, coupon, status; one short email. */
  async function releaseOne(due: { id: string; seriesId: string | null }): Promise<number> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const rows = await bookingHoldRepository.release(tx, due, now, HOLD_RELEASED_REASON);
      for (const row of rows) {
        await deps.coupons.release(tx, row.id);
        await deps.onCancelled?.(tx, row);
        await schedule.releaseHolds(tx, row.id);
        await recordChange(tx, {
          booking: { id: row.id, status: 'pending' },
          to: 'cancelled',
          note: HOLD_RELEASED_REASON,
        });
      }
      // One email for the booking the customer made (a series' first visit), not one per visit.
      const first = [...rows].sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0))[0];
      if (first)
        await enqueueEmail(tx, releasedEmail(first.customerEmail, first, deps.brand), {
          bookingId: first.id,
        });
      return rows.length;
    });
  }

  /**
   * A payment was captured for a booking released unconfirmed: it books the slot when a crew is still
   * free (and counts its coupon again when it can), else the payment goes back (the caller refunds) and
   * the customer is told. Returns whether the booking stands.
   */
  async function rebookAfterLatePayment(tx: DbOrTx, bookingId: string): Promise<boolean> {
    const booking = await bookingsRepository.lockForChange(tx, bookingId);
    if (!booking || booking.status !== 'cancelled' || booking.cancelReason !== HOLD_RELEASED_REASON)
      return booking?.status !== 'cancelled';
    const now = clock.now();
    const revived = await tx
      .transaction(async (sp) => {
        assertBookableSlot(booking.scheduledDate, booking.scheduledTime, now);
        const pending = await bookingsRepository.update(sp, booking.id, {
          status: 'pending',
          cancelledAt: null,
          cancelReason: null,
          updatedAt: now,
        });
        return deps.reserveCrew(sp, pending, now);
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && (error.statusCode === 409 || error.statusCode === 400)) return null;
        throw error;
      });
    if (!revived) {
      await enqueueEmail(tx, releasedEmail(booking.customerEmail, booking, deps.brand, booking.totalPaise), {
        bookingId: booking.id,
      });
      return false;
    }
    if (booking.couponCode) {
      // The price paid stands; the coupon's use is counted again when the coupon still allows it.
      const code = booking.couponCode;
      await tx
        .transaction(async (sp) => {
          const { coupon } = await deps.coupons.validate(code, booking.userId, booking.basePaise, sp);
          await deps.coupons.redeem(sp, coupon, booking.userId, booking.id);
        })
        .catch(() => undefined);
    }
    await recordChange(tx, {
      booking: { id: booking.id, status: 'cancelled' },
      to: revived.status,
      note: 'Paid after the hold ran out: booked again',
    });
    await deps.notify.received(tx, revived);
    await deps.notify.assigned(tx, revived, now);
    return true;
  }

  return {
    HOLD_RELEASED_REASON,

    /** The deadline of a hold starting now. */
    holdUntil: (now: Date) => new Date(now.getTime() + deps.holdMinutes * 60_000),

    /**
     * 409 when the account already has its allowance of bookings awaiting payment (one account must not fill crews' days). Locks the
     * account's row for the rest of the caller's transaction, so concurrent bookings are counted in turn.
     */
    async assertUnderCap(tx: DbOrTx, userId: string) {
      try {
        await bookingHoldRepository.assertUnderCap(tx, userId, deps.maxUnpaid);
      } catch (error) {
        throw asCapError(error);
      }
    },

    /** The allowance of bookings awaiting payment one account may have (the cap's `max`). */
    maxUnpaid: deps.maxUnpaid,

    /** The cap's refusal (from the database) as the API's 409; any other error as it is. */
    asCapError,

    confirm,

    /**
     * What a captured payment means for its booking (payments' one capture door calls it in the capture's
     * transaction): a held booking is confirmed; a released one is booked again if it can be. Returns
     * false when the booking does not stand and the money must go back.
     */
    async afterCapture(tx: DbOrTx, bookingId: string): Promise<boolean> {
      const booking = await bookingsRepository.lockForChange(tx, bookingId);
      if (!booking) return false;
      if (booking.status !== 'cancelled') {
        await confirm(tx, booking);
        return true;
      }
      return rebookAfterLatePayment(tx, bookingId);
    },

    /** One pass of the release job: every group whose hold ran out. Returns the visits released. */
    async releaseDue(): Promise<number> {
      let released = 0;
      for (;;) {
        const due = await bookingHoldRepository.due(db, clock.now(), RELEASE_BATCH);
        let now = 0;
        for (const d of due) now += await releaseOne(d);
        released += now;
        // A full batch that released nothing (confirmed meanwhile) would come back as it is: stop.
        if (due.length < RELEASE_BATCH || now === 0) return released;
      }
    },
  };
}

export type BookingHolds = ReturnType<typeof createBookingHolds>;
