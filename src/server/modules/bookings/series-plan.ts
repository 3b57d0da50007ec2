import { beforeCutoff, isCancellableStatus } from '../../../shared/domain/booking-rules';
import { can } from '../../../shared/domain/permissions';
import {
  SERIES_PAUSED_REASON,
  SERIES_SKIPPED_REASON,
  pauseUntilAllowed,
  seriesState,
  seriesTexts,
} from '../../../shared/domain/series-plan';
import { todayInIndia } from '../../../shared/domain/time';
import type { SeriesPlanDto } from '../../../shared/api-series';
import { isUuid } from '../../../shared/ids';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { BookingChangesContext } from './booking-changes.context';
import type { BookingRow } from './bookings.repository';
import { cancelVisits } from './cancel-booking';
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
