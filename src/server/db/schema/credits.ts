import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_REASONS } from '../../../shared/domain/credits';
import { createdAt, id, updatedAt } from './columns';
import { bookings } from './bookings';
import { users } from './users';

const reasons = sql.raw(CREDIT_REASONS.map((r) => `'${r}'`).join(', '));

/**
 * Money a customer holds with us (PRODUCT §5c): entries are only added (a trigger refuses UPDATE and DELETE,
 * drizzle/0047_credits.sql); a mistake is undone by a 'reversal'. Spent and expired entries are negative.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    note: text('note'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdBy: uuid('created_by').references(() => users.id),
    /** An admin's retry (Idempotency-Key) or a booking's spend is recorded once. */
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    index('credit_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} IS NOT NULL AND ${t.amountPaise} > 0`),
    uniqueIndex('credit_entries_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check('credit_entries_reason_check', sql`${t.reason} in (${reasons})`),
    check('credit_entries_amount_check', sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * The balance, kept by the database from the entries (an AFTER INSERT trigger): the row spends lock
 * (SELECT … FOR UPDATE) and the CHECK that keeps it at zero or more whatever the code above does.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('credit_balances_not_negative', sql`${t.balancePaise} >= 0`)],
);

/**
 * Lots (positive entries with an expiry) the expiry job has settled, with what ran out of each (zero when spent
 * in full): the primary key keeps a lot's expiry once across processes (drizzle/0056_credit_expiry.sql).
 */
export const creditLotExpiries = pgTable(
  'credit_lot_expiries',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => creditEntries.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiredPaise: integer('expired_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('credit_lot_expiries_paise_check', sql`${t.expiredPaise} >= 0`)],
);
