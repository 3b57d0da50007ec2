import { fitsWorkingHours, type WeekdayHours } from '../../../shared/domain/crew-calendar';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { schedule } from '../schedule/schedule.service';
import { recordChange } from './booking-change';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository } from './bookings.repository';

export interface ReturnJobsInput {
  actor: AuthUser;
  cleanerId: string;
  reason: string;
  only?: { dates?: { from: string; to: string }; outsideHours?: WeekdayHours[] };
}

/**
 * A cleaner who stops working (deactivated, on leave, or with new hours a job no longer fits in) gives
 * back those future jobs: their holds go, and the bookings wait unassigned for an admin to pick a new crew.
 */
export async function returnJobsOf(
  deps: Pick<BookingChangesContext, 'clock'>,
  tx: DbOrTx,
  { actor, cleanerId, reason, only = {} }: ReturnJobsInput,
): Promise<number> {
  const { clock } = deps;
  const future = await schedule.futureJobsOf(tx, cleanerId, clock.now(), only.dates);
  const hours = only.outsideHours;
  const jobs = hours
    ? future.filter(
        ({ booking }) =>
          !fitsWorkingHours(hours, {
            date: booking.scheduledDate,
            time: booking.scheduledTime,
            durationMinutes: booking.durationMinutes,
          }),
      )
    : future;
  for (const { booking } of jobs) {
    await schedule.releaseHolds(tx, booking.id, cleanerId);
    await bookingsRepository.update(tx, booking.id, {
      status: 'pending',
      cleanerId: null,
      cleanerAssignedAt: null,
      updatedAt: clock.now(),
    });
    await recordChange(tx, {
      booking,
      actor,
      to: 'pending',
      note: `Returned to unassigned: ${reason}`,
    });
  }
  return jobs.length;
}
