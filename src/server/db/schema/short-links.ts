import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id } from './columns';
import { users } from './users';

/** What a short link opens: a booking's receipt, the booking, or a job's address with a map link. */
export const SHORT_LINK_KINDS = ['receipt', 'booking', 'job'] as const;

/**
 * Our own short links (`{PUBLIC_URL}/r/{code}`), the only links an SMS carries: DLT lets through only
 * whitelisted domains, and a template variable holds 30 characters. One per kind, booking and owner;
 * the owner alone (signed in) may open it.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: SHORT_LINK_KINDS }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('short_links_kind_booking_owner_uq').on(t.kind, t.bookingId, t.ownerId)],
);

/**
 * Messages people send us on WhatsApp (other than an opt-out or opt-in): the admin inbox shows them as
 * conversations per number, with the account that proved the number when there is one.
 */
export const inboundTexts = pgTable(
  'inbound_texts',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    from: text('from_number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('body_text').notNull(),
    providerMessageId: text('provider_message_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('inbound_texts_provider_id_uq').on(t.providerMessageId),
    index('inbound_texts_number_idx').on(t.from, t.receivedAt),
  ],
);
