import { isCancellableStatus } from '../../../shared/domain/booking-rules';
import { formatInstantTime } from '../../../shared/domain/date-format';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, notFound } from '../../platform/errors';
import { isHoldConflict, schedule } from '../schedule/schedule.service';
import { recordChange } from './booking-change';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository } from './bookings.repository';

export interface AssignCrewInput {
  actor: AuthUser;
  id: string;
  /** The whole crew (lead first), or only its lead (the spec's `cleanerId`). */
  choice: string[] | { lead: string };
}

/**
 * An admin confirms the reserved crew or picks other cleaners free for the whole job: the whole crew
 * (`cleanerIds`, lead first), or only its lead (`{ lead }`, the spec's `cleanerId`): the rest of the
 * crew is kept or filled around them (CrewService.crewAround). The exclusion constraint decides
 * between concurrent assigns of one cleaner: one wins, the rest 409.
 */
export async function assignCrew(deps: BookingChangesContext, { actor, id, choice }: AssignCrewInput) {
  const { db, clock } = deps;
  const { booking } = await deps.bookings.requireVisible(actor, id);
  if (!isCancellableStatus(booking.status))
    throw new AppError('NOT_ASSIGNABLE', 400, `A booking that is ${booking.status} cannot be reassigned.`);
  const requested = Array.isArray(choice) ? [...new Set(choice)] : [choice.lead];
  if (Array.isArray(choice) && requested.length !== booking.crewSize)
    throw new AppError(
      'CREW_SIZE',
      400,
      `This job needs ${booking.crewSize} cleaner${booking.crewSize === 1 ? '' : 's'}.`,
      [{ field: 'cleanerIds', message: `Choose ${booking.crewSize} cleaner(s)` }],
    );
  for (const cleanerId of requested) {
    const cleaner = await bookingsRepository.findCleaner(db, cleanerId);
    if (!cleaner || !cleaner.isActive) throw notFound('Cleaner not found', 'CLEANER_NOT_FOUND');
  }
  try {
    await db.transaction(async (tx) => {
      // Locked first, then read: an assign racing dispatch (or another admin) waits and sees its crew.
      const locked = await bookingsRepository.lockForChange(tx, booking.id);
      if (!locked || !isCancellableStatus(locked.status))
        throw new AppError(
          'NOT_ASSIGNABLE',
          400,
          `A booking that is ${locked?.status ?? 'gone'} cannot be reassigned.`,
        );
      if (locked.holdExpiresAt)
        throw new AppError(
          'AWAITING_PAYMENT',
          409,
          `This booking is held for payment until ${formatInstantTime(locked.holdExpiresAt)}. Assign it once the customer pays or chooses to pay after the service.`,
        );
      const previous = await schedule.crewOf(tx, booking.id);
      const unique = Array.isArray(choice)
        ? requested
        : await deps.crew.crewAround(
            tx,
            booking,
            choice.lead,
            [
              ...previous.filter((c) => c.cleanerId === locked.cleanerId),
              ...previous.filter((c) => c.cleanerId !== locked.cleanerId),
            ].map((c) => c.cleanerId),
          );
      await deps.crew.holdChosen(tx, booking, unique, 'assigned');
      const crew = await schedule.crewOf(tx, booking.id);
      const lead = crew.find((c) => c.cleanerId === unique[0])!;
      const now = clock.now();
      const updated = await bookingsRepository.update(tx, booking.id, {
        cleanerId: lead.cleanerId,
        cleanerAssignedAt: now,
        status: 'assigned',
        updatedAt: now,
      });
      const names = unique.map((cid) => crew.find((c) => c.cleanerId === cid)!.name).join(', ');
      const wasAssigned = locked.status === 'assigned';
      await recordChange(tx, {
        booking: locked,
        actor,
        to: 'assigned',
        note: `${wasAssigned ? 'Reassigned' : 'Assigned'} to ${names}`,
      });
      await recordAudit(tx, {
        actor,
        action: 'booking.assign',
        entityType: 'booking',
        entityId: booking.id,
        details: {
          from: previous.map((c) => ({ id: c.cleanerId, kind: c.kind })),
          to: unique,
          fromStatus: locked.status,
        },
      });
      const before = new Set(previous.filter((c) => c.kind === 'assigned').map((c) => c.cleanerId));
      await deps.notify.crewAssigned(tx, updated, {
        lead,
        joined: crew.filter((c) => !before.has(c.cleanerId)),
        at: updated.cleanerAssignedAt ?? clock.now(),
      });
    });
  } catch (error) {
    if (isHoldConflict(error))
      throw conflict('That cleaner was just given another job at that time.', 'CLEANER_BUSY');
    throw error;
  }
  return (await bookingsRepository.findDetail(db, booking.id))!;
}

/** Cleaners an admin may choose for the booking: free for the whole job, least loaded first. */
export async function freeCleaners(
  deps: BookingChangesContext,
  { actor, id }: { actor: AuthUser; id: string },
) {
  const { booking } = await deps.bookings.requireVisible(actor, id);
  return { booking, cleaners: await deps.crew.freeCleaners(booking) };
}
