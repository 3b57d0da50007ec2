import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import {
  NEXT_FREE_SEARCH_DAYS,
  nextFreeDatesQuerySchema,
  nextFreeDatesSchema,
  type NextFreeDates,
} from '../../../shared/schemas/next-free-dates';
import type { Clock } from '../../platform/clock';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { BookingsService } from './bookings.service';

type Availability = BookingsService['availability'];

/**
 * The next dates after a full day (or a full time of day, with `times`) that have a free start time for
 * the same job, soonest first, so a full day is not a dead end: the booking form offers them as one tap each. Looks from the day after `date`
 * (never before today) for up to NEXT_FREE_SEARCH_DAYS days, a day at a time with the availability rule.
 */
export async function nextFreeDates(
  availability: Availability,
  query: {
    date: string;
    serviceId?: string;
    packageId?: string;
    quantity?: number;
    count: number;
    times?: string[];
  },
  today: string,
): Promise<NextFreeDates> {
  const { count, times, ...job } = query;
  const start = query.date < today ? addDays(today, -1) : query.date;
  const dates: NextFreeDates['dates'] = [];
  let day = 1;
  for (; day <= NEXT_FREE_SEARCH_DAYS && dates.length < count; day++) {
    const date = addDays(start, day);
    const { slots } = await availability({ ...job, date });
    const freeSlots = slots.filter((s) => s.available && (!times || times.includes(s.time))).length;
    if (freeSlots > 0) dates.push({ date, freeSlots });
  }
  return { after: query.date, dates, searchedDays: day - 1 };
}

export async function nextFreeDatesRoutes(
  app: FastifyInstance,
  deps: { bookings: Pick<BookingsService, 'availability'>; clock: Clock },
) {
  typed(app).get(
    '/api/availability/next-free',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['bookings'],
        querystring: nextFreeDatesQuerySchema,
        response: { 200: successEnvelope(nextFreeDatesSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await nextFreeDates((q) => deps.bookings.availability(q), req.query, todayInIndia(deps.clock.now())),
      ),
  );
}
