import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { LANGUAGES } from '../../../shared/language';
import { createdAt, id } from './columns';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A file a message carries, by reference: the worker renders it when it sends (an invoice PDF from its
 * document id), so the row stays small and the attachment is queued in the same transaction as the mail.
 */
export interface OutboxAttachmentRef {
  /** Which renderer makes it, e.g. 'invoice-pdf'. */
  type: string;
  /** What the renderer is given, e.g. the document id. */
  ref: string;
  filename: string;
}

/**
 * Emails are written here in the same transaction as the change that causes them; a worker sends them.
 * A worker claims one row at a time (FOR UPDATE SKIP LOCKED) and holds it for a lease (claimed_until,
 * locked_by): another process skips it until the lease runs out, so a crash after the claim resends
 * it later and a message is never sent by two processes at once.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    /** Set for a message queued rendered; null for one queued as a template (rendered when sent or read). */
    subject: text('subject'),
    text: text('body_text'),
    html: text('body_html'),
    /** The template the sender renders (see platform/mail/templates/registry.ts) and its arguments. */
    template: text('template'),
    templateArgs: jsonb('template_args').$type<unknown[]>(),
    /** The recipient's language when it was queued (their account's, else English): what it is rendered in. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    attachments: jsonb('attachments').$type<OutboxAttachmentRef[]>().notNull().default([]),
    /** Extra header fields sent with it (List-Unsubscribe on newsletter mail). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When it was given up on (set with status 'failed', cleared by a retry). */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    /** The booking the mail is about, so the booking's admin page lists it; null for account and team mail. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_emails_booking_idx').on(t.bookingId),
    // Newest first: the admin's Outbox and Messages pages (drizzle/0051).
    index('outbox_emails_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One row per notification that must go out once per booking (the reminder the day before): its
 * primary key makes a second process or a restart unable to send it again. Inserted in the same
 * transaction that queues the message.
 */
export const notificationsSent = pgTable(
  'notifications_sent',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    outboxEmailId: uuid('outbox_email_id').references(() => outboxEmails.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    service: text('service').notNull(),
    area: text('area').notNull().default(''),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    /** The booking an admin made from it (POST /api/admin/inbox/quotes/:id/booking); it is closed then. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_status_created_idx').on(t.status, t.createdAt)],
);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * Double opt-in: a sign-up is 'pending' until the address's owner confirms from the mailed link; the
 * token (random, in every link) confirms and unsubscribes without an account.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
  token: text('token').notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
