import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each cluster-wide background job (reminders, payment reconciliation) is next due. A process
 * takes a run by moving next_run_at forward in one conditional statement, so with any number of
 * processes one of them runs it per period, and the schedule survives restarts.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  claimedBy: text('claimed_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
});
