import { primaryKey, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The Idempotency-Key of a crew's action on a job (on my way, start, complete), written in the action's
 * own transaction: a phone that sends its queued action again (the answer was lost, or two tabs synced)
 * finds it here and the action is not applied twice, whichever server process answers.
 */
export const actionKeys = pgTable(
  'action_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    action: text('action').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** What the action made, when it made something (a photo): a repeat is answered with it. */
    resultId: uuid('result_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'action_keys_pk', columns: [t.userId, t.key] })],
);
