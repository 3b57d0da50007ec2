import type { WeekdayHours } from '../../../shared/domain/crew-calendar';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { assignCrew, freeCleaners } from './assign-crew';
import { assignDayPlan, type CrewChange } from './assign-day-plan';
import { assignSeries } from './assign-series';
import { bookingChangesContext, type BookingChangesDeps } from './booking-changes.context';
import { cancelBooking } from './cancel-booking';
import { updateStatus, type StatusChange } from './change-status';
import { onMyWay } from './on-my-way';
import { rescheduleBooking } from './reschedule-booking';
import { cancelPlan, movePlan, pausePlan, resumePlan, seriesPlan, skipVisit } from './series-plan';
import type { MovePlanInput } from '../../../shared/schemas/series';
import { returnJobsOf } from './return-jobs';
import { unlockStartCode } from './unlock-start-code';

export type { BookingChangesDeps } from './booking-changes.context';

/**
 * Cancel, reschedule, assign and move bookings through their statuses (docs/product-rules.md#changes-and-the-record).
 * Each operation is a top-level function `(deps, input)` in its own file; this only binds the deps.
 */
export function createBookingChangesService(deps: BookingChangesDeps) {
  const ctx = bookingChangesContext(deps);
  return {
    cancel: (
      actor: AuthUser,
      id: string,
      {
        reason,
        scope,
        refundTo = 'source',
      }: { reason: string; scope: 'one' | 'series'; refundTo?: 'source' | 'credits' },
    ) => cancelBooking(ctx, { actor, id, reason, scope, refundTo }),
    reschedule: (actor: AuthUser, id: string, date: string, time: string) =>
      rescheduleBooking(ctx, { actor, id, date, time }),
    assign: (actor: AuthUser, id: string, choice: string[] | { lead: string }) =>
      assignCrew(ctx, { actor, id, choice }),
    assignSeries: (actor: AuthUser, id: string, choice: string[] | { lead: string }) =>
      assignSeries(ctx, { actor, id, choice }),
    freeCleaners: (actor: AuthUser, id: string) => freeCleaners(ctx, { actor, id }),
    /** A day plan's crews, in the caller's transaction (dispatch's day plans). */
    assignDayPlan: (tx: DbOrTx, input: { actor: AuthUser | null; date: string; changes: CrewChange[] }) =>
      assignDayPlan(ctx, tx, input),
    /** A recurring plan: its page, and the customer's skip, pause, resume, cancel and move. */
    plan: {
      get: (actor: AuthUser, id: string) => seriesPlan(ctx, actor, id),
      skip: (actor: AuthUser, id: string, bookingId: string) => skipVisit(ctx, actor, id, bookingId),
      pause: (actor: AuthUser, id: string, until: string) => pausePlan(ctx, actor, id, until),
      resume: (actor: AuthUser, id: string) => resumePlan(ctx, actor, id),
      cancel: (actor: AuthUser, id: string, reason: string) => cancelPlan(ctx, actor, id, reason),
      move: (actor: AuthUser, id: string, input: MovePlanInput) => movePlan(ctx, actor, id, input),
    },
    updateStatus: (actor: AuthUser, id: string, change: StatusChange, idempotencyKey?: string) =>
      updateStatus(ctx, { actor, id, change, idempotencyKey }),
    unlockStartCode: (actor: AuthUser, id: string, reason: string) =>
      unlockStartCode(ctx, { actor, id, reason }),
    onMyWay: (actor: AuthUser, id: string, idempotencyKey?: string) =>
      onMyWay(ctx, { actor, id, idempotencyKey }),
    returnJobsOf: (
      tx: DbOrTx,
      actor: AuthUser,
      cleanerId: string,
      reason: string,
      only: { dates?: { from: string; to: string }; outsideHours?: WeekdayHours[] } = {},
    ) => returnJobsOf(ctx, tx, { actor, cleanerId, reason, only }),
  };
}

export type BookingChangesService = ReturnType<typeof createBookingChangesService>;
