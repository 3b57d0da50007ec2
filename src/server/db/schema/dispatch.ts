import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { services } from './catalogue';
import { createdAt, id } from './columns';
import { users } from './users';

/** PostgreSQL's range of instants; written with tstzrange(start, end, '[)') in SQL. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * A cleaner's time held by a booking: [start, end + travel buffer). An exclusion constraint
 * (custom migration, btree_gist) makes two overlapping rows for one cleaner impossible.
 * 'reserved' is the crew a new booking holds until an admin confirms it; 'assigned' is confirmed.
 */
export const bookingAssignments = pgTable(
  'booking_assignments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id),
    during: tstzrange('during').notNull(),
    kind: text('kind', { enum: ['reserved', 'assigned'] })
      .notNull()
      .default('reserved'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('booking_assignments_booking_cleaner_uq').on(t.bookingId, t.cleanerId),
    check('booking_assignments_kind_check', sql`${t.kind} in ('reserved', 'assigned')`),
    index('booking_assignments_cleaner_idx').on(t.cleanerId),
  ],
);

/**
 * A cleaner's working hours by weekday (0 = Sunday), HH:MM Indian time. No rows: the default hours
 * every day; some rows: only those weekdays are working days.
 */
export const cleanerWorkingHours = pgTable(
  'cleaner_working_hours',
  {
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cleanerId, t.weekday] }),
    check('cleaner_working_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('cleaner_working_hours_range_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** Days off and leave, whole Indian dates, both ends included. */
export const cleanerLeave = pgTable(
  'cleaner_leave',
  {
    id: id(),
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('cleaner_leave_range_check', sql`${t.fromDate} <= ${t.toDate}`),
    index('cleaner_leave_cleaner_idx').on(t.cleanerId, t.fromDate),
  ],
);

/**
 * The services a cleaner is marked for (issue 35). A cleaner with no rows is marked for none yet and is
 * treated as able to do every service, so a new cleaner is not shut out before an admin marks them.
 */
export const cleanerSkills = pgTable(
  'cleaner_skills',
  {
    cleanerId: uuid('cleaner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cleanerId, t.serviceId] })],
);

/**
 * The dispatch job's decision on a confirmed booking, once (the primary key): assigned with its reason in
 * words, or left unassigned with why. `alerted_at` marks the unassigned ones already in an admin alert.
 */
export const dispatchDecisions = pgTable(
  'dispatch_decisions',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['assigned', 'unassigned'] }).notNull(),
    explanation: text('explanation').notNull(),
    cleanerIds: uuid('cleaner_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('dispatch_decisions_outcome_check', sql`${t.outcome} in ('assigned', 'unassigned')`),
    index('dispatch_decisions_unalerted_idx')
      .on(t.decidedAt)
      .where(sql`${t.outcome} = 'unassigned' and ${t.alertedAt} is null`),
  ],
);

/** DISPATCH_MODE=offer: a booking offered to a crew, answered by one of them or expired (drizzle/0046). */
export const dispatchOffers = pgTable(
  'dispatch_offers',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The crew offered, lead first (the lead is the booking's cleaner once accepted). */
    cleanerIds: uuid('cleaner_ids').array().notNull(),
    state: text('state', { enum: ['open', 'accepted', 'declined', 'expired', 'withdrawn'] })
      .notNull()
      .default('open'),
    /** Why this crew (shared/domain/dispatch-score.ts's words). */
    explanation: text('explanation').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check(
      'dispatch_offers_state_check',
      sql`${t.state} in ('open', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
    check('dispatch_offers_crew_check', sql`cardinality(${t.cleanerIds}) > 0`),
    uniqueIndex('dispatch_offers_one_open_idx')
      .on(t.bookingId)
      .where(sql`${t.state} = 'open'`),
    index('dispatch_offers_booking_idx').on(t.bookingId),
    index('dispatch_offers_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'open'`),
    index('dispatch_offers_cleaners_idx')
      .using('gin', t.cleanerIds)
      .where(sql`${t.state} = 'open'`),
  ],
);

/** The last day plan proposed for a date (issue 35 part 3, drizzle/0064): applied once, by an admin or the day-ahead job. */
export const dispatchDayPlans = pgTable('dispatch_day_plans', {
  date: date('date', { mode: 'string' }).primaryKey(),
  /** The planner's answer (shared/domain/day-plan.ts DayPlan). */
  plan: jsonb('plan').notNull(),
  /** Each booking's crew when it was planned, lead first: apply refuses a day that changed since. */
  plannedFrom: jsonb('planned_from').notNull(),
  kmBefore: doublePrecision('km_before').notNull(),
  kmAfter: doublePrecision('km_after').notNull(),
  /** The admin who asked; null for the day-ahead job's re-plan. */
  madeBy: uuid('made_by').references(() => users.id),
  madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
  appliedBy: uuid('applied_by').references(() => users.id),
  /** The day-ahead job re-planned this date (once, whichever process came first). */
  autoAppliedAt: timestamp('auto_applied_at', { withTimezone: true, mode: 'date' }),
});

/** Days an admin locked: nobody re-plans them, by hand or before the day-ahead push. */
export const dispatchDayLocks = pgTable('dispatch_day_locks', {
  date: date('date', { mode: 'string' }).primaryKey(),
  lockedBy: uuid('locked_by').references(() => users.id),
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
