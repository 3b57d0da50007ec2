import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each cleaner's completed visits per day (the visit's date in India): how many, their minutes, and the stars
 * of those rated. Kept by triggers on bookings, booking_assignments and booking_ratings (migration 0053): read
 * it, never write it.
 */
export const cleanerDayWork = pgTable(
  'cleaner_day_work',
  {
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    jobs: integer('jobs').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    stars: integer('stars').notNull().default(0),
    rated: integer('rated').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'cleaner_day_work_pk', columns: [t.cleanerId, t.day] }),
    index('cleaner_day_work_day_idx').on(t.day),
  ],
);
