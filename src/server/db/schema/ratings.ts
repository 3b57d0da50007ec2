import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
