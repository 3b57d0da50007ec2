import type { Db } from '../../db/client';
import { formatIndianDate } from '../../platform/mail/templates/format';
import {
  LOW_RATING,
  RATING_EDIT_DAYS,
  ratingTexts,
  type BookingRatingDto,
  type RatingStats,
} from '../../../shared/schemas/rating';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { BookingsService } from '../bookings/bookings.service';
import { ratingsRepository as repo, type RatingRow } from './ratings.repository';

const EDIT_MS = RATING_EDIT_DAYS * 24 * 60 * 60 * 1000;
const noStats: RatingStats = { average: null, count: 0 };

export function toRatingDto(row: RatingRow, now: Date): BookingRatingDto {
  const until = new Date(row.createdAt.getTime() + EDIT_MS);
  return {
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: until.toISOString(),
    canEdit: now < until,
  };
}

/** Stars after a completed visit: once per booking, changeable for 7 days; 1–2 stars reach the admins. */
export function createRatingsService(deps: {
  db: Db;
  clock: Clock;
  bookings: BookingsService;
  brand: Brand;
  teamEmail: string;
}) {
  const { db, clock } = deps;

  /** The customer's own completed booking, or 404 / 409. */
  async function ratableBooking(actor: AuthUser, bookingId: string) {
    const { booking } = await deps.bookings.requireVisible(actor, bookingId);
    if (booking.userId !== actor.id) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
    if (booking.status !== 'completed') throw conflict(ratingTexts.notCompleted, 'BOOKING_NOT_COMPLETED');
    return booking;
  }

  /** The admins hear of a poor visit in the same transaction as the rating itself. */
  async function tellTeam(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    booking: { id: string; serviceName: string; scheduledDate: string; customerName: string },
    rating: number,
    comment: string,
  ) {
    const link = `${deps.brand.url}/adminDashboard/bookings/${booking.id}`;
    const subject = `${rating}-star rating: ${booking.serviceName} on ${formatIndianDate(booking.scheduledDate)}`;
    await enqueueEmail(
      tx,
      {
        kind: 'low-rating',
        to: deps.teamEmail,
        subject,
        text: [
          `${booking.customerName || 'A customer'} rated their ${booking.serviceName} visit ${rating} out of 5.`,
          comment ? `Comment: ${comment}` : 'No comment.',
          `Booking: ${link}`,
        ].join('\n\n'),
      },
      { bookingId: booking.id },
    );
  }

  return {
    async rate(actor: AuthUser, bookingId: string, input: { rating: number; comment: string }) {
      const booking = await ratableBooking(actor, bookingId);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            bookingId: booking.id,
            userId: actor.id,
            rating: input.rating,
            comment: input.comment,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          if (input.rating <= LOW_RATING) await tellTeam(tx, booking, input.rating, input.comment);
          return toRatingDto(row, clock.now());
        });
      } catch (error) {
        // The primary key keeps one rating per booking, whichever process the second request reached.
        if (isUniqueViolation(error)) throw conflict(ratingTexts.alreadyRated, 'ALREADY_RATED');
        throw error;
      }
    },

    async change(actor: AuthUser, bookingId: string, input: { rating: number; comment: string }) {
      const booking = await ratableBooking(actor, bookingId);
      return db.transaction(async (tx) => {
        const before = await repo.findForUpdate(tx, booking.id);
        if (!before) throw notFound(ratingTexts.notRatedYet, 'NOT_RATED');
        const now = clock.now();
        if (now.getTime() >= before.createdAt.getTime() + EDIT_MS)
          throw conflict(ratingTexts.editClosed, 'RATING_EDIT_CLOSED');
        const row = await repo.update(tx, booking.id, { ...input, updatedAt: now });
        if (input.rating <= LOW_RATING && before.rating > LOW_RATING)
          await tellTeam(tx, booking, input.rating, input.comment);
        return toRatingDto(row, now);
      });
    },

    /** Each booking's rating, for the DTOs its customer and admins read. */
    async forBookings(bookingIds: string[]) {
      const rows = await repo.forBookings(db, bookingIds);
      const now = clock.now();
      return new Map([...rows].map(([id, row]) => [id, toRatingDto(row, now)]));
    },

    /** Average and count per cleaner; every id asked for is in the answer. */
    async statsFor(cleanerIds: string[]): Promise<Map<string, RatingStats>> {
      const unique = [...new Set(cleanerIds)];
      const stats = await repo.cleanerStats(db, unique);
      return new Map(unique.map((id) => [id, stats.get(id) ?? noStats]));
    },

    lowPage: (q: { page: number; size: number }) => repo.lowPage(db, { ...q, maxRating: LOW_RATING }),
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
