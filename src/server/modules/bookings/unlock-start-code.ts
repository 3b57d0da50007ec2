import type { AuthUser } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import type { BookingChangesContext } from './booking-changes.context';
import { bookingsRepository } from './bookings.repository';
import { can } from '../../../shared/domain/permissions';

/** An admin resets a locked start code: the crew can try the customer's code again. */
export async function unlockStartCode(
  deps: BookingChangesContext,
  { actor, id, reason }: { actor: AuthUser; id: string; reason: string },
) {
  const { booking } = await deps.bookings.requireVisible(actor, id);
  if (!can(actor.role, 'bookings.manage'))
    throw forbidden("You don't have permission to perform this action.");
  await deps.jobStart.unlock(actor, booking, reason);
  return (await bookingsRepository.findDetail(deps.db, booking.id))!;
}
