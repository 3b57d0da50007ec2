import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import { userAccounts } from '../users/users.service';
import type { ClaimKey } from './action-keys.service';
import { recordChange } from './booking-change';
import { cancelledMeanwhile, type BookingChangesContext } from './booking-changes.context';
import { bookingsRepository, type BookingDetail } from './bookings.repository';

async function sendOnMyWay(
  deps: BookingChangesContext,
  { actor, id, claim }: { actor: AuthUser; id: string; claim?: ClaimKey },
): Promise<BookingDetail> {
  const { db, clock } = deps;
  const { booking } = await deps.bookings.requireVisible(actor, id);
  if (booking.status === 'cancelled') throw cancelledMeanwhile();
  if (booking.status !== 'assigned')
    throw new AppError('NOT_ASSIGNED', 400, `A booking that is ${booking.status} cannot be started.`);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await claim?.(tx, booking.id);
    const updated = await bookingsRepository.markOnMyWay(tx, booking.id, now);
    if (!updated) throw conflict('You have already told the customer you are on your way.', 'ALREADY_ON_WAY');
    await recordChange(tx, {
      booking,
      actor,
      to: booking.status,
      note: `${actor.name} is on the way`,
    });
    await recordAudit(tx, {
      actor,
      action: 'booking.on-my-way',
      entityType: 'booking',
      entityId: booking.id,
    });
    const cleaner = await userAccounts.findById(tx, actor.id);
    await deps.notify.onMyWay(tx, updated, { name: actor.name, phone: cleaner?.phone ?? '' });
  });
  return (await bookingsRepository.findDetail(db, booking.id))!;
}

/** The assigned cleaner says they are coming: once, recorded, and the customer is told who. */
export function onMyWay(
  deps: BookingChangesContext,
  { actor, id, idempotencyKey }: { actor: AuthUser; id: string; idempotencyKey?: string },
) {
  return deps.once(
    actor,
    idempotencyKey,
    'on-my-way',
    id,
    (claim) => sendOnMyWay(deps, { actor, id, claim }),
    async () => (await bookingsRepository.findDetail(deps.db, id))!,
  );
}
