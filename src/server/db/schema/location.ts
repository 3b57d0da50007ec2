import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Where a crew member on the way to a job last was: only the latest position per booking and cleaner,
 * shared with consent while the job is on the way, and deleted when it starts.
 */
export const crewPositions = pgTable(
  'crew_positions',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'crew_positions_pk', columns: [t.bookingId, t.cleanerId] })],
);

/** The phone's position when the job was started and completed (proof of attendance), one of each. */
export const jobAttendance = pgTable(
  'job_attendance',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['start', 'complete'] }).notNull(),
    cleanerId: uuid('cleaner_id').references(() => users.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    /** From the address's coordinates, when it has them. */
    distanceM: integer('distance_m'),
    /** What the distance is from: the address's own point, or its PIN area's centre. */
    distanceFrom: text('distance_from', { enum: ['address', 'pin'] }),
    far: boolean('far').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_attendance_pk', columns: [t.bookingId, t.event] }),
    check('job_attendance_event_check', sql`${t.event} IN ('start', 'complete')`),
    check('job_attendance_distance_from_check', sql`${t.distanceFrom} IN ('address', 'pin')`),
  ],
);

/** The evening push of a cleaner's first job of the next day: one row per cleaner and day claims it. */
export const cleanerDayPushes = pgTable(
  'cleaner_day_pushes',
  {
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'cleaner_day_pushes_pk', columns: [t.cleanerId, t.day] })],
);
