import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id, updatedAt } from './columns';
import { OUTBOX_STATUSES } from './messages';
import { users } from './users';

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
/** The outbox's channels: the text channels, and Web Push (`to` is then the push subscription's id). */
export const OUTBOX_TEXT_CHANNELS = [...TEXT_CHANNELS, 'push'] as const;
/** What the provider last told us about a sent message (WhatsApp's webhook statuses). */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/**
 * SMS and WhatsApp messages, written in the same transaction as their cause and sent by the text
 * outbox worker with the email outbox's claim-and-lease rules. `dedupe_key` is unique: a message that
 * must go once (per booking, kind, channel and recipient) cannot be queued twice by a retry or a
 * second process.
 */
export const outboxTexts = pgTable(
  'outbox_texts',
  {
    id: id(),
    channel: text('channel', { enum: OUTBOX_TEXT_CHANNELS }).notNull(),
    kind: text('kind').notNull(),
    /** E.164 digits without '+', validated before queueing; for 'push', the push subscription's id. */
    to: text('to_number').notNull(),
    variables: jsonb('variables').$type<{ name: string; value: string }[]>().notNull().default([]),
    language: text('language').notNull().default('en'),
    text: text('body_text').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').unique('outbox_texts_dedupe_uq'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true, mode: 'date' }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When it was given up on (set with status 'failed', cleared by a retry). */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_texts_to_check', sql`${t.channel} = 'push' OR ${t.to} ~ '^[0-9]{8,15}$'`),
    index('outbox_texts_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_texts_booking_idx').on(t.bookingId),
    index('outbox_texts_provider_id_idx').on(t.providerMessageId),
    // Newest first: the admin's Messages page (drizzle/0051).
    index('outbox_texts_created_idx').on(t.createdAt, t.id),
  ],
);

/** A customer's choice of channels; no row means the defaults (email and SMS on, WhatsApp off). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Numbers that answered STOP on a channel: nothing more goes to them there until they opt in again. */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    channel: text('channel', { enum: TEXT_CHANNELS }).notNull(),
    number: text('number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.number] })],
);
