import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed-attempt counters (sign-in by account, by address and by the pair) when no Redis is configured:
 * one row a key, counted by a single UPSERT ... RETURNING so concurrent attempts can neither slip past
 * a limit nor lose a count. A row whose window has passed starts again from zero on its next attempt.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    /** Attempts counted in the current window (a success gives its own back). */
    attempts: integer('attempts').notNull().default(0),
    /** The next attempt waits until then (growing delays once the free attempts are used). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    /** When the window ends and the row counts from zero again (or, for a remembered key, is forgotten). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('attempt_counters_expires_idx').on(t.expiresAt)],
);
