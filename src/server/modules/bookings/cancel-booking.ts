import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { todayInIndia } from '../../../shared/domain/time';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, forbidden } from '../../platform/errors';
import { schedule } from '../schedule/schedule.service';
import { recordChange } from './booking-change';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import { seriesRepository } from './series.repository';

/** Paid wholly by credits: their return (onCancelled) is the whole refund, done with the cancellation. */
const paidWithCreditsOnly = (b: BookingRow) => b.paymentStatus === 'paid' && b.paymentMethod === 'credits';
/** Paid, and not by credits alone: an online part (or a collection) to give back. */
const paidOnline = (b: BookingRow) => b.paymentStatus === 'paid' && !paidWithCreditsOnly(b);

async function cancelOne(
  deps: BookingChangesContext,
  tx: DbOrTx,
  actor: AuthUser,
  booking: BookingRow,
  reason: string,
  /** The customer takes a paid online visit's money as credits (decision 040): done here, before it is told. */
  toCredits?: NonNullable<BookingChangesContext['onRefundToCredits']>,
) {
  const now = deps.clock.now();
  const updated = await bookingsRepository.update(tx, booking.id, {
    status: 'cancelled',
    cancelledAt: now,
    updatedAt: now,
    cancelReason: reason || null,
    paymentStatus: paidWithCreditsOnly(booking)
      ? 'refunded'
      : booking.paymentStatus === 'paid'
        ? 'refund_pending'
        : booking.paymentStatus,
    calendarSequence: bookingsRepository.nextCalendarSequence,
    holdExpiresAt: null,
  });
  await deps.coupons.release(tx, booking.id);
  // Credits it used go back to the ledger at once, whatever happens to an online part.
  await deps.onCancelled?.(tx, booking);
  const creditedNow = !!toCredits && paidOnline(booking);
  if (creditedNow) await toCredits(tx, booking, actor);
  // A cancelled visit gives its crew's time back (the assigned crew is told by push below).
  const crew = (await schedule.crewOf(tx, booking.id)).filter((m) => m.kind === 'assigned');
  await schedule.releaseHolds(tx, booking.id);
  await recordChange(tx, {
    booking,
    actor,
    to: 'cancelled',
    note: reason,
  });
  // Who cancelled, when (the entry's time) and why, whoever they are.
  await recordAudit(tx, {
    actor,
    action: 'booking.cancel',
    entityType: 'booking',
    entityId: booking.id,
    details: { from: booking.status, reason, paymentStatus: booking.paymentStatus },
  });
  // A booking still waiting for its payment choice was never announced: nothing to take back.
  if (booking.holdExpiresAt) return;
  // Credited: refunded already, so the mail promises no refund to the source.
  const told = creditedNow ? { ...updated, paymentStatus: 'refunded' as const } : updated;
  await deps.notify.cancelled(tx, told);
  for (const m of crew) await deps.texts.cleanerJobCancelled(tx, told, m);
}

export interface CancelBookingInput {
  actor: AuthUser;
  id: string;
  reason: string;
  scope: 'one' | 'series';
  /** Where a paid online booking's money goes back: its source (the refund starts after commit) or credits. */
  refundTo?: 'source' | 'credits';
}

/** Cancels a visit (or it and the series' later visits still open to change); paid ones start their refund. */
export async function cancelBooking(
  deps: BookingChangesContext,
  { actor, id, reason, scope, refundTo = 'source' }: CancelBookingInput,
) {
  const { db, clock } = deps;
  const { booking } = await deps.bookings.requireVisible(actor, id);
  if (actor.role === 'cleaner') throw forbidden('Cleaners cannot cancel bookings.');
  if (booking.status === 'cancelled')
    throw new AppError('ALREADY_CANCELLED', 400, 'This booking is already cancelled.');
  if (!isCancellableStatus(booking.status))
    throw new AppError('NOT_CANCELLABLE', 400, `A booking that is ${booking.status} cannot be cancelled.`);
  if (actor.role === 'client' && !beforeCutoff(booking.scheduledDate, booking.scheduledTime, clock.now())) {
    throw new AppError(
      'TOO_LATE',
      400,
      "It's too late to cancel: bookings can be cancelled until 2 hours before the visit.",
    );
  }
  const seriesId = scope === 'series' ? booking.seriesId : null;
  const cancelled = await cancelVisits(
    deps,
    actor,
    async (tx) => {
      if (!seriesId) return [booking];
      // Cancelling the series ends the plan: locked first, so its top-up books nothing more meanwhile.
      await seriesRepository.lock(tx, seriesId);
      await seriesRepository.setCancelled(tx, seriesId, clock.now());
      const later = await bookingsRepository.openVisitsOfSeries(tx, seriesId, todayInIndia(clock.now()));
      return [
        booking,
        ...later.filter(
          (visit) =>
            visit.id !== booking.id && beforeCutoff(visit.scheduledDate, visit.scheduledTime, clock.now()),
        ),
      ];
    },
    reason,
    { refundTo },
  );
  return { booking: (await bookingsRepository.findDetail(db, booking.id))!, cancelled };
}

/**
 * Cancels visits in one transaction, then starts the refunds of those paid online; answers how many. `pick`
 * chooses them inside the transaction (it may lock what decides them first). With `refundTo: 'credits'` a
 * paid online visit's money goes back as credits in that transaction (cancelOne) instead of to its source.
 */
export async function cancelVisits(
  deps: BookingChangesContext,
  actor: AuthUser,
  pick: BookingRow[] | ((tx: DbOrTx) => Promise<BookingRow[]>),
  reason: string,
  opts: { refundTo?: 'source' | 'credits'; alsoInTx?: (tx: DbOrTx) => Promise<void> } = {},
): Promise<number> {
  const toCredits = opts.refundTo === 'credits' ? deps.onRefundToCredits : undefined;
  const visits = await deps.db.transaction(async (tx) => {
    const chosen = typeof pick === 'function' ? await pick(tx) : pick;
    for (const visit of chosen) await cancelOne(deps, tx, actor, visit, reason, toCredits);
    await opts.alsoInTx?.(tx);
    return chosen;
  });
  for (const visit of visits)
    if (paidOnline(visit) && !toCredits) await deps.onPaidBookingCancelled?.(visit.id, actor, reason);
  return visits.length;
}
