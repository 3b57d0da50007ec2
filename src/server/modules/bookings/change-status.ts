import type { PositionInput } from '../../../shared/location';
import { canTransition, cleanerCanTransition } from '../../../shared/domain/booking-rules';
import type { BookingStatus } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { schedule } from '../schedule/schedule.service';
import type { ClaimKey } from './action-keys.service';
import { assignCrew } from './assign-crew';
import { recordChange } from './booking-change';
import {
  cancelledMeanwhile,
  type BookingChangesContext,
  type ChecklistAnswer,
} from './booking-changes.context';
import { bookingsRepository, type BookingDetail } from './bookings.repository';
import { cancelBooking } from './cancel-booking';
import { START_CODE_MAX_FAILURES, type StartAuthority } from './job-start';
import { isStaffRole } from '../../../shared/domain/permissions';

export interface StatusChange {
  status: BookingStatus;
  notes: string;
  startCode?: string;
  checklistAnswers?: ChecklistAnswer[];
  position?: PositionInput;
}

/** Moves a booking to the next status the actor may give it (a cancel or an assign goes its own way). */
async function changeStatus(
  deps: BookingChangesContext,
  { actor, id, change, claim }: { actor: AuthUser; id: string; change: StatusChange; claim?: ClaimKey },
): Promise<BookingDetail> {
  const { db, clock } = deps;
  const { status, notes, startCode, checklistAnswers, position } = change;
  const { booking } = await deps.bookings.requireVisible(actor, id);
  if (actor.role === 'client') throw forbidden("You don't have permission to perform this action.");
  if (actor.role === 'cleaner' && booking.status === 'cancelled') throw cancelledMeanwhile();
  const allowed = isStaffRole(actor.role)
    ? canTransition(booking.status, status)
    : cleanerCanTransition(booking.status, status);
  if (!allowed)
    throw new AppError(
      'INVALID_TRANSITION',
      400,
      `A booking cannot move from ${booking.status} to ${status}.`,
    );
  if (status === 'cancelled')
    return (await cancelBooking(deps, { actor, id, reason: notes, scope: 'one' })).booking;
  const start: StartAuthority | null =
    status === 'in-progress' ? await deps.jobStart.authorise(actor, booking, startCode, notes) : null;
  if (status === 'assigned') {
    // Confirming the reserved crew as it is.
    const crew = await schedule.crewOf(db, booking.id);
    if (crew.length < booking.crewSize) throw new AppError('NO_CLEANER', 400, 'Assign a cleaner first.');
    return assignCrew(deps, { actor, id, choice: crew.map((c) => c.cleanerId) });
  }
  const checklist =
    status === 'completed' && deps.checklist
      ? await deps.checklist.checklistFor(booking, checklistAnswers)
      : null;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await claim?.(tx, booking.id);
    // The status moves only from what was read: a concurrent change makes this one a 409.
    const updated = await bookingsRepository.updateIfStatus(
      tx,
      booking.id,
      booking.status,
      {
        status,
        updatedAt: now,
        ...(status === 'in-progress' ? { startedAt: now } : {}),
        ...(status === 'completed' ? { completedAt: now, completionNote: notes || null } : {}),
      },
      // A cleaner's start is written only while the code is unlocked: a wrong code racing it wins.
      start?.by === 'code' && actor.role === 'cleaner'
        ? { startCodeFailuresBelow: START_CODE_MAX_FAILURES }
        : {},
    );
    if (!updated) throw conflict('This booking was changed meanwhile. Please reload.', 'STALE_STATUS');
    if (checklist) await deps.checklist!.saveChecklist(tx, booking.id, checklist, actor);
    await deps.location?.onStatusChange(tx, actor, booking, status, position);
    await recordChange(tx, {
      booking,
      actor,
      to: status,
      note: notes,
    });
    await recordAudit(tx, {
      actor,
      action: 'booking.status',
      entityType: 'booking',
      entityId: booking.id,
      details: {
        from: booking.status,
        to: status,
        notes,
        // Started by the office without the customer's code (locked, or no code at the door).
        ...(start?.by === 'office' ? { startedBy: 'office', reason: start.reason } : {}),
      },
    });
    await deps.notify.statusChanged(tx, updated, notes);
    if (status === 'completed') await deps.onCompletedIn?.(tx, booking.id);
  });
  if (status === 'completed') await deps.onCompleted?.(booking.id);
  return (await bookingsRepository.findDetail(db, booking.id))!;
}

/** A start or completion; under an Idempotency-Key it is applied once (action-keys.service.ts). */
export function updateStatus(
  deps: BookingChangesContext,
  {
    actor,
    id,
    change,
    idempotencyKey,
  }: { actor: AuthUser; id: string; change: StatusChange; idempotencyKey?: string },
): Promise<BookingDetail> {
  return deps.once(
    actor,
    idempotencyKey,
    change.status === 'completed' ? 'completed' : 'in-progress',
    id,
    (claim) => changeStatus(deps, { actor, id, change, claim }),
    async () => (await bookingsRepository.findDetail(deps.db, id))!,
  );
}
