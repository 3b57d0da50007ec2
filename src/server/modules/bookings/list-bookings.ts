import { isValidDate } from '../../../shared/domain/time';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { BookingsContext } from './bookings.context';
import { bookingsRepository } from './bookings.repository';

export interface BookingsFilter {
  status?: string;
  date?: string;
  q?: string;
  page: number;
  size: number;
}

/** A page of the bookings the actor may see: their own (client), their jobs (cleaner), all (admin). */
export function listBookings(
  deps: Pick<BookingsContext, 'db'>,
  { actor, filter }: { actor: AuthUser; filter: BookingsFilter },
) {
  const { db } = deps;
  const { page, size, ...rest } = filter;
  const paging = { limit: size, offset: (page - 1) * size };
  if (actor.role === 'client') return bookingsRepository.list(db, { ...rest, userId: actor.id }, paging);
  if (actor.role === 'cleaner') return bookingsRepository.list(db, { ...rest, cleanerId: actor.id }, paging);
  return bookingsRepository.list(db, rest, paging);
}

/** Start times of a day for a package and quantity (the service's shortest package without one). */
export async function slotAvailability(
  deps: Pick<BookingsContext, 'crew' | 'cities'>,
  query: { date: string; serviceId?: string; packageId?: string; quantity?: number; city?: string },
) {
  if (!isValidDate(query.date)) throw new AppError('INVALID_DATE', 400, 'Date is not a real date');
  const job = query.serviceId
    ? await deps.crew.resolveJob(query.serviceId, query.packageId, query.quantity)
    : { durationMinutes: 60, crewSize: 1 };
  // An unknown city counts every cleaner, as a request without one does (the booking checks its PIN).
  const city = query.city && deps.cities ? await deps.cities.bySlug(query.city) : undefined;
  return { ...job, slots: await deps.crew.availability(query.date, job, city?.id) };
}
