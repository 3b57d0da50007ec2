import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Money the crew (or an admin) took for a pay-after-service booking: one row per booking, which the
 * unique key keeps so, whatever races. Cash stays with `cleanerId` until an admin marks it handed over.
 */
export const collections = pgTable(
  'collections',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['cash', 'upi'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The crew member who received it: the recorder when a cleaner, the booking's lead when an admin. */
    cleanerId: uuid('cleaner_id').references(() => users.id),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedByRole: text('recorded_by_role').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }).notNull(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true, mode: 'date' }),
    handedOverBy: uuid('handed_over_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('collections_booking_uq').on(t.bookingId),
    check('collections_method_check', sql`${t.method} in ('cash', 'upi')`),
    check('collections_amount_check', sql`${t.amountPaise} > 0`),
    check('collections_handover_check', sql`${t.handedOverAt} is null or ${t.method} = 'cash'`),
    index('collections_cash_held_idx')
      .on(t.cleanerId, t.collectedAt)
      .where(sql`${t.method} = 'cash' and ${t.handedOverAt} is null`),
  ],
);

/** How a cleaner is paid, set by admins: per hour of completed jobs or per completed job. */
export const cleanerPayRules = pgTable(
  'cleaner_pay_rules',
  {
    cleanerId: uuid('cleaner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['hourly', 'per_job'] }).notNull(),
    ratePaise: integer('rate_paise').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('cleaner_pay_rules_kind_check', sql`${t.kind} in ('hourly', 'per_job')`),
    check('cleaner_pay_rules_rate_check', sql`${t.ratePaise} >= 0`),
  ],
);
