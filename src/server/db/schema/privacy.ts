import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, GRIEVANCE_STATUSES } from '../../../shared/schemas/privacy';
import { LANGUAGES } from '../../../shared/language';
import { createdAt, id } from './columns';
import { users } from './users';

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every consent given or withdrawn (DPDP Rules 2025): what for, which version of the notice the person saw,
 * and when. Append-only: the latest row per purpose is the person's choice, the rows before it the proof.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('consent_records_purpose_check', sql`${t.purpose} in (${listed(CONSENT_PURPOSES)})`),
  ],
);

/**
 * A grievance about personal data (DPDP Rules 2025: answered within 90 days). Its reference is GRV- and its
 * number; `due_at` is the 90-day clock admins see. Erasing the account keeps the row, redacted.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: id(),
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** The page's language when it was sent: its mails come in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievances_open_idx').on(t.status, t.dueAt),
    index('grievances_user_idx').on(t.userId),
    check('grievances_status_check', sql`${t.status} in (${listed(GRIEVANCE_STATUSES)})`),
    check('grievances_language_check', sql`${t.language} in (${listed(LANGUAGES)})`),
    check('grievances_answered_check', sql`(${t.status} = 'answered') = (${t.answeredAt} IS NOT NULL)`),
  ],
);
