import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { formatDayTime } from '../../../shared/domain/date-format';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, forbidden } from '../../platform/errors';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import { recordChange } from './booking-change';
import type { BookingChangesContext } from './booking-changes.context';
import type { DbOrTx } from '../../db/client';
import { bookingsRepository, type BookingRow } from './bookings.repository';
import { assertBookableSlot, assertRealDate } from './slots';
import { visitTimes } from './visits';

const tooLate = () =>
  new AppError(
    'TOO_LATE',
    400,
    "It's too late to change this booking: changes close 2 hours before the visit.",
  );

export interface RescheduleBookingInput {
  actor: AuthUser;
  id: string;
  date: string;
  time: string;
}

/** Moves a visit to another date and time: its crew stays when all of them are free then, else a new one is reserved. */
export async function rescheduleBooking(
  deps: BookingChangesContext,
  { actor, id, date, time }: RescheduleBookingInput,
) {
  const { db, clock } = deps;
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
  assertRealDate(date);
  assertBookableSlot(date, time, clock.now());
  // A customer moves a visit within the horizon; its address was checked when it was booked.
  if (actor.role === 'client') await deps.area.assertBookable(booking.pincode, date, { checkPincode: false });
  await db
    .transaction(async (tx) => {
      // Another change of this booking (a second reschedule, a cancel) waits here until this one ends,
      // and one that went first is seen as it left the booking.
      const current = await bookingsRepository.lockForChange(tx, booking.id);
      if (!current || !isCancellableStatus(current.status))
        throw new AppError(
          'NOT_RESCHEDULABLE',
          400,
          `A booking that is ${current?.status ?? 'gone'} cannot be rescheduled.`,
        );
      await moveVisit(deps, tx, actor, current, date, time, { notify: true });
    })
    .finally(() => deps.crew.settle(booking.id));
  return (await bookingsRepository.findDetail(db, booking.id))!;
}

/**
 * In the caller's transaction, with the visit's row locked (`current`): moves it to `date` at `time`. Its
 * crew stays when all of them are free then; otherwise a fresh crew is reserved and the visit waits for an
 * admin again. Recorded in its history and the audit log; its people told when `notify`.
 */
export async function moveVisit(
  deps: BookingChangesContext,
  tx: DbOrTx,
  actor: AuthUser,
  current: BookingRow,
  date: string,
  time: string,
  opts: { notify: boolean },
) {
  const { clock } = deps;
  const crew = await schedule.crewOf(tx, current.id);
  // The assigned crew stays when all of them are free at the new time; otherwise a fresh crew is
  // reserved and the booking waits for an admin again.
  let kept = false;
  if (current.status === 'assigned' && crew.length === current.crewSize) {
    kept = await tx
      .transaction(async (sp) => {
        await deps.crew.holdChosen(
          sp,
          { ...current, scheduledDate: date, scheduledTime: time },
          crew.map((c) => c.cleanerId),
          'assigned',
        );
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AppError || isHoldConflict(error)) return false;
        throw error;
      });
  }
  if (!kept) {
    await schedule.releaseHolds(tx, current.id);
    await deps.crew.reserve(tx, { ...current, scheduledDate: date, scheduledTime: time }, 'reserved');
  }
  const moved = await bookingsRepository.update(tx, current.id, {
    scheduledDate: date,
    scheduledTime: time,
    ...visitTimes(date, time, current.durationMinutes),
    calendarSequence: bookingsRepository.nextCalendarSequence,
    updatedAt: clock.now(),
    ...(kept ? {} : { cleanerId: null, cleanerAssignedAt: null, status: 'pending' as const }),
  });
  await recordChange(tx, {
    booking: { id: current.id, status: current.status },
    actor,
    to: moved.status,
    // The office reads the history: the one date format, not stored values (issue 37).
    note: `Rescheduled from ${formatDayTime(current.scheduledDate, current.scheduledTime)} to ${formatDayTime(date, time)}`,
  });
  // Who moved a visit, the customer or the office, is on the record like every other change.
  await recordAudit(tx, {
    actor,
    action: 'booking.reschedule',
    entityType: 'booking',
    entityId: current.id,
    details: {
      from: `${current.scheduledDate} ${current.scheduledTime}`,
      to: `${date} ${time}`,
      ...(!kept && current.status === 'assigned' ? { crewReleased: true } : {}),
    },
  });
  if (opts.notify) await deps.notify.rescheduled(tx, moved, kept ? crew : []);
  return moved;
}
