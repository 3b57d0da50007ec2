import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * Each masked call placed for a booking (POST /api/bookings/:id/call): who asked, and the provider's call id
 * or why it failed. Neither party's number is stored here (both are on the booking and the accounts). The
 * rows count calls per person and booking for the limit, in the database, so it holds across processes.
 */
export const maskedCalls = pgTable(
  'masked_calls',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'customer' (calls the lead cleaner) or 'cleaner' (calls the booking's contact number). */
    callerRole: text('caller_role', { enum: ['customer', 'cleaner'] }).notNull(),
    /** The provider's id for the call (Exotel's Call Sid); null until it answered, or when it failed. */
    providerCallId: text('provider_call_id'),
    /** Why the provider did not place it; null when placed or still being asked. */
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [index('masked_calls_booking_caller_idx').on(t.bookingId, t.callerId, t.createdAt)],
);
