import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One-time links to an export (drizzle/0065_download_links.sql): the token's hash, the account that asked
 * and its session version, the exact path and query, a minute to use it, used once.
 */
export const downloadLinks = pgTable(
  'download_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    path: text('path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('download_links_expires_idx').on(t.expiresAt)],
);
