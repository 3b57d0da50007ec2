import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * One-time codes for signing in with a mobile number (POST /api/auth/otp/send): by number, not by
 * account, since the number may have none yet (the code then creates one). Stored as an HMAC keyed
 * with the server secret and the row's id, never the digits; five tries, ten minutes; a newer code
 * closes the number's older ones. The rows also count sends for the per-number limits, in the
 * database, so they hold across processes.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id(),
    /** E.164 digits without '+' ('919876543210'), as the text outbox writes them. */
    number: text('number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the code signed someone in, or a newer one superseded it. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_number_idx').on(t.number, t.createdAt)],
);
