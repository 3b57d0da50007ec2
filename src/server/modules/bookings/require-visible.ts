import type { Db } from '../../db/client';
import { isUuid } from '../../../shared/ids';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { schedule } from '../schedule/schedule.service';
import { bookingsRepository, type BookingDetail } from './bookings.repository';
import { can } from '../../../shared/domain/permissions';
import { seesCity } from '../../../shared/domain/cities';

/**
 * A booking the actor may see: their own (client), their job (cleaner), any (staff), or any of their cities
 * (staff tied to cities, decision 051). Anything else is 404.
 */
export async function requireVisible(
  deps: { db: Db },
  { actor, id }: { actor: AuthUser; id: string },
): Promise<BookingDetail> {
  const { db } = deps;
  const found = isUuid(id) ? await bookingsRepository.findDetail(db, id) : undefined;
  const visible =
    found &&
    ((can(actor.role, 'bookings.read') && seesCity(actor.cityIds, found.booking.cityId)) ||
      (actor.role === 'client' && found.booking.userId === actor.id) ||
      (actor.role === 'cleaner' &&
        (found.booking.cleanerId === actor.id ||
          (await schedule.isAssignedTo(db, found.booking.id, actor.id)))));
  if (!found || !visible) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
  return found;
}
