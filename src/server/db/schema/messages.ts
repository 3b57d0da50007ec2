import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Emails are written here in the same transaction as the change that causes them; a worker sends them. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    status: text('status', { enum: ['queued', 'sent'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
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
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_status_created_idx').on(t.status, t.createdAt)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
