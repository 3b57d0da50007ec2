import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A customer account's mobile, proven by a one-time code: SMS and WhatsApp go only to it. One per
 * account (the key) and one account per number (unique): when a second account proves the same
 * number, the later proof wins (phone-verification.service.ts says why). It counts only while it
 * equals the account's profile phone, so changing the phone unverifies it. Cleaners' numbers, entered
 * by an admin, count as verified by their role and need no row.
 */
export const verifiedMobiles = pgTable('verified_mobiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164 digits without '+' ('919876543210'), as the text outbox writes them. */
  number: text('number').notNull().unique('verified_mobiles_number_uq'),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One-time codes sent to prove a mobile: stored as an HMAC, never in clear; at most five tries each,
 * ten minutes; a newer code supersedes the older ones. The rows also count sends for the resend limits.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the code was used, or superseded by a newer one: it can no longer verify. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.createdAt),
    index('phone_codes_number_idx').on(t.number, t.createdAt),
  ],
);
