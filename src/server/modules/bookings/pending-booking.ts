import { createBookingInputSchema } from '../../../shared/schemas/booking';
import type { AuthUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import type { BookingsContext } from './bookings.context';
import { bookingsRepository } from './bookings.repository';
import { createBooking } from './create-booking';

/** A guest's booking details, kept while they log in or sign up. */
export async function getPendingBooking(deps: Pick<BookingsContext, 'db'>, { userId }: { userId: string }) {
  return (await bookingsRepository.findPending(deps.db, userId))?.payload ?? null;
}

export async function savePendingBooking(
  deps: Pick<BookingsContext, 'db' | 'clock'>,
  { userId, payload }: { userId: string; payload: Record<string, unknown> },
) {
  if (JSON.stringify(payload).length > 20_000)
    throw new AppError('PENDING_TOO_LARGE', 400, 'The booking details are too large.');
  await bookingsRepository.savePending(deps.db, userId, payload, deps.clock.now());
}

/** After login, a guest's stored booking becomes a real one (or a clear 400 when it no longer validates). */
export async function completePendingBooking(deps: BookingsContext, { actor }: { actor: AuthUser }) {
  const { db } = deps;
  const row = await bookingsRepository.findPending(db, actor.id);
  if (!row) throw notFound('No pending booking', 'NO_PENDING_BOOKING');
  const parsed = createBookingInputSchema.safeParse(row.payload);
  if (!parsed.success) {
    await bookingsRepository.deletePending(db, actor.id);
    throw new AppError(
      'PENDING_INVALID',
      400,
      parsed.error.issues[0]?.message ?? 'The saved booking is incomplete.',
    );
  }
  const result = await createBooking(deps, {
    actor,
    input: parsed.data,
    idempotencyKey: `pending-${row.createdAt.getTime()}`,
  });
  await bookingsRepository.deletePending(db, actor.id);
  return result;
}
