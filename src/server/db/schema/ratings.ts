import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** A customer's stars for a completed visit: one per booking (the primary key keeps it so). */
export const bookingRatings = pgTable(
  'booking_ratings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_ratings_rating_check', sql`${t.rating} between 1 and 5`),
    check('booking_ratings_comment_check', sql`char_length(${t.comment}) <= 1000`),
    index('booking_ratings_low_idx')
      .on(t.createdAt)
      .where(sql`${t.rating} <= 2`),
  ],
);

/**
 * Each cleaner's stars as running totals over the rated visits of the confirmed crews they were on. Kept by
 * triggers on booking_ratings and booking_assignments (migration 0052): read it, never write it.
 */
export const cleanerRatingTotals = pgTable('cleaner_rating_totals', {
  cleanerId: uuid('cleaner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stars: bigint('stars', { mode: 'number' }).notNull().default(0),
  ratings: integer('ratings').notNull().default(0),
});
