import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { can } from '../../../shared/domain/permissions';
import {
  SERIES_PAUSED_REASON,
  SERIES_SKIPPED_REASON,
  daysBetween,
  pauseUntilAllowed,
  planMoveAllowed,
  seriesState,
  seriesTexts,
} from '../../../shared/domain/series-plan';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import type { MovePlanInput } from '../../../shared/schemas/series';
import type { SeriesPlanDto } from '../../../shared/api-series';
import { isUuid } from '../../../shared/ids';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { BookingChangesContext } from './booking-changes.context';
import type { BookingRow } from './bookings.repository';
import { cancelVisits } from './cancel-booking';
import { withCrewHold } from './crew-hold';
import { moveVisit } from './reschedule-booking';
import { assertBookableSlot, assertRealDate } from './slots';
import { seriesRepository, type SeriesRow } from './series.repository';

/** The plan the actor may change: their own (a customer), any (staff who manage bookings). Else 404. */
async function requirePlan(deps: BookingChangesContext, actor: AuthUser, id: string): Promise<SeriesRow> {
  const plan = isUuid(id) ? await seriesRepository.find(deps.db, id) : undefined;
  const mine =
    plan && (plan.userId === actor.id ? actor.role === 'client' : can(actor.role, 'bookings.manage'));
  if (!plan || !mine) throw notFound(seriesTexts.notFound);
  return plan;
}

const assertNotCancelled = (plan: SeriesRow) => {
  if (plan.cancelledAt) throw new AppError('CONFLICT', 409, seriesTexts.planCancelled);
};

/** Visits still open to change: to come, pending or assigned, before the 2-hour cutoff (staff: any time). */
function changeable(deps: BookingChangesContext, actor: AuthUser, visit: BookingRow) {
  const now = deps.clock.now();
  return (
    isCancellableStatus(visit.status) &&
    visit.scheduledDate >= todayInIndia(now) &&
    (actor.role !== 'client' || beforeCutoff(visit.scheduledDate, visit.scheduledTime, now))
  );
}

/**
 * Inside a transaction: locks the plan (its top-up waits) and reads its visits still open to change, before
 * `until` when given.
 */
async function openVisitsBefore(
  deps: BookingChangesContext,
  actor: AuthUser,
  tx: DbOrTx,
  planId: string,
  until: string | null,
) {
  await seriesRepository.lock(tx, planId);
  const visits = await seriesRepository.visits(tx, planId);
  return visits.filter((v) => (until === null || v.scheduledDate < until) && changeable(deps, actor, v));
}

/** A plan's page: what it is, its state, its visits from today, and what cancelling the rest would refund. */
export async function seriesPlan(
  deps: BookingChangesContext,
  actor: AuthUser,
  id: string,
): Promise<SeriesPlanDto> {
  const plan = await requirePlan(deps, actor, id);
  const today = todayInIndia(deps.clock.now());
  const visits = await seriesRepository.visits(deps.db, plan.id);
  const coming = visits.filter((v) => v.scheduledDate >= today);
  const open = coming.filter((v) => changeable(deps, actor, v));
  const latest = visits.filter((v) => v.status !== 'cancelled').at(-1) ?? visits.at(-1)!;
  return {
    id: plan.id,
    frequency: plan.frequency,
    state: seriesState(plan, today),
    pausedUntil: plan.pausedUntil,
    discountPercent: plan.discountPercent,
    serviceName: latest.serviceName,
    packageName: latest.packageName,
    scheduledTime: latest.scheduledTime,
    visits: coming.map((v) => ({
      _id: v.id,
      scheduledDate: v.scheduledDate,
      scheduledTime: v.scheduledTime,
      status: v.status,
      paymentStatus: v.paymentStatus,
      totalPaise: v.totalPaise,
      cancelReason: v.cancelReason,
      changeable: open.includes(v),
    })),
    cancelRest: {
      visits: open.length,
      refundPaise: open.filter((v) => v.paymentStatus === 'paid').reduce((sum, v) => sum + v.totalPaise, 0),
    },
  };
}

/** Skips one visit to come: cancelled (refunded if paid) and not booked again; the plan goes on. */
export async function skipVisit(deps: BookingChangesContext, actor: AuthUser, id: string, bookingId: string) {
  const plan = await requirePlan(deps, actor, id);
  assertNotCancelled(plan);
  const visit = (await seriesRepository.visits(deps.db, plan.id)).find((v) => v.id === bookingId);
  if (!visit) throw badRequest(seriesTexts.visitNotInPlan);
  if (!isCancellableStatus(visit.status)) throw badRequest(seriesTexts.visitNotOpen);
  if (!changeable(deps, actor, visit)) throw new AppError('TOO_LATE', 400, seriesTexts.tooLateToSkip);
  await cancelVisits(deps, actor, [visit], SERIES_SKIPPED_REASON);
  return seriesPlan(deps, actor, id);
}

/** Pauses the plan until a date: its visits before then are cancelled (refunded if paid); none is booked. */
export async function pausePlan(deps: BookingChangesContext, actor: AuthUser, id: string, until: string) {
  const plan = await requirePlan(deps, actor, id);
  assertNotCancelled(plan);
  if (!pauseUntilAllowed(until, todayInIndia(deps.clock.now()))) throw badRequest(seriesTexts.pauseDate);
  await cancelVisits(
    deps,
    actor,
    (tx) => openVisitsBefore(deps, actor, tx, plan.id, until),
    SERIES_PAUSED_REASON,
    { alsoInTx: (tx) => seriesRepository.setPausedUntil(tx, plan.id, until) },
  );
  return seriesPlan(deps, actor, id);
}

/** Resumes a paused plan now: the visits the pause took away that are still to come are booked again. */
export async function resumePlan(deps: BookingChangesContext, actor: AuthUser, id: string) {
  const plan = await requirePlan(deps, actor, id);
  assertNotCancelled(plan);
  if (!plan.pausedUntil) throw new AppError('CONFLICT', 409, seriesTexts.notPaused);
  await deps.db.transaction((tx) => seriesRepository.setPausedUntil(tx, plan.id, null));
  await deps.bookings.topUpPlan(plan.id, { rebookPaused: true });
  return seriesPlan(deps, actor, id);
}

/** Cancels the plan: every visit still open to change is cancelled (refunded if paid), nothing more is booked. */
export async function cancelPlan(deps: BookingChangesContext, actor: AuthUser, id: string, reason: string) {
  const plan = await requirePlan(deps, actor, id);
  assertNotCancelled(plan);
  await cancelVisits(deps, actor, (tx) => openVisitsBefore(deps, actor, tx, plan.id, null), reason, {
    alsoInTx: (tx) => seriesRepository.setCancelled(tx, plan.id, deps.clock.now()),
  });
  return seriesPlan(deps, actor, id);
}

/**
 * Moves a visit to a new day and time and every later visit of the plan with it, the same number of days, at
 * the new time; the plan's rhythm goes on from there (its anchor moves too, so the top-up books the new
 * day). All or nothing: when a later visit finds no free crew, none moves. The customer is told of the
 * first visit's move; the rest are on the plan's page.
 */
export async function movePlan(
  deps: BookingChangesContext,
  actor: AuthUser,
  id: string,
  { bookingId, date, time }: MovePlanInput,
) {
  const plan = await requirePlan(deps, actor, id);
  assertNotCancelled(plan);
  const visits = await seriesRepository.visits(deps.db, plan.id);
  const first = visits.find((v) => v.id === bookingId);
  if (!first) throw badRequest(seriesTexts.visitNotInPlan);
  if (!isCancellableStatus(first.status)) throw badRequest(seriesTexts.visitNotOpen);
  if (!changeable(deps, actor, first)) throw new AppError('TOO_LATE', 400, seriesTexts.tooLateToMove);
  assertRealDate(date);
  assertBookableSlot(date, time, deps.clock.now());
  const shift = daysBetween(first.scheduledDate, date);
  if (!planMoveAllowed(plan.frequency, shift)) throw badRequest(seriesTexts.moveDate);
  if (shift === 0 && time === first.scheduledTime) throw badRequest(seriesTexts.moveNothing);
  if (actor.role === 'client') await deps.area.assertBookable(first.pincode, date, { checkPincode: false });

  await withCrewHold(
    deps,
    first.id,
    (settle) =>
      deps.db.transaction(async (tx) => {
        const open = (await openVisitsBefore(deps, actor, tx, plan.id, null)).filter(
          (v) => `${v.scheduledDate} ${v.scheduledTime}` >= `${first.scheduledDate} ${first.scheduledTime}`,
        );
        if (!open.some((v) => v.id === first.id)) throw badRequest(seriesTexts.visitNotOpen);
        for (const visit of open) {
          settle.push(visit.id);
          const moved = addDays(visit.scheduledDate, shift);
          await moveVisit(deps, tx, actor, visit, moved, time, { notify: visit.id === first.id }).catch(
            (error: unknown) => {
              // A later visit with no free crew: nothing moves (the transaction rolls back), said in words.
              if (error instanceof AppError && visit.id !== first.id)
                throw badRequest(seriesTexts.moveNoCrew);
              throw error;
            },
          );
        }
        await seriesRepository.setAnchor(
          tx,
          plan.id,
          addDays(plan.anchorDate ?? visits[0].scheduledDate, shift),
        );
      }),
    { retry: true },
  );
  return seriesPlan(deps, actor, id);
}
