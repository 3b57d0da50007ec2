import type { Config } from './config';
import type { PaymentReconciliation } from './modules/payments/reconciliation';
import type { JobOptions, JobRunner } from './platform/jobs';
import { DISPATCH_CHANNEL } from './modules/dispatch/auto-dispatch.service';
import { OUTBOX_CHANNEL, type OutboxWorker } from './platform/mail/outbox';
import { TEXT_OUTBOX_CHANNEL, type TextOutboxWorker } from './platform/messaging/text-outbox';

/**
 * Every job that runs outside a request, by name. The server reports the jobs it started (readyz,
 * startup log) and a test holds that list to this one, so a job defined and never started fails it.
 */
export const BACKGROUND_JOBS = [
  'mail',
  'text-messages',
  'reminders',
  'payment-reconciliation',
  'booking-holds',
  'day-ahead-push',
  'live-positions',
  'auto-dispatch',
  'retention',
  'plan-top-up',
  'credit-expiry',
] as const;
export type BackgroundJobName = (typeof BACKGROUND_JOBS)[number];

/**
 * The one place background work is defined. `runner.start()` (server.ts) starts all of it.
 * Adding a sender is one line: `mail` shows the shape (every process drains, woken by NOTIFY).
 */
export function defineBackgroundJobs(
  runner: JobRunner,
  config: Config,
  work: {
    outbox: OutboxWorker;
    texts: TextOutboxWorker;
    reminders: { sendDue(): Promise<number> };
    reconciliation: PaymentReconciliation;
    bookingHolds: { releaseDue(): Promise<number> };
    dayAhead: { sendDue(): Promise<number> };
    livePositions: { deleteStale(): Promise<number> };
    dispatch: { runDue(): Promise<number> };
    retention: { runDue(): Promise<number> };
    plans: { topUpDuePlans(): Promise<number> };
    creditExpiry: { runDue(): Promise<number> };
  },
) {
  const define = <T>(name: BackgroundJobName, run: () => Promise<T>, options: JobOptions) =>
    runner.define(name, run, options);
  return {
    mail: define('mail', () => work.outbox.runOnce(), {
      everyMs: config.OUTBOX_POLL_MS,
      scope: 'process',
      wakeOn: OUTBOX_CHANNEL,
    }),
    // SMS and WhatsApp: the same shape as mail (a channel without a provider is a sandbox: nothing is sent).
    texts: define('text-messages', () => work.texts.runOnce(1_000), {
      everyMs: config.OUTBOX_POLL_MS,
      scope: 'process',
      wakeOn: TEXT_OUTBOX_CHANNEL,
    }),
    reminders: define('reminders', () => work.reminders.sendDue(), {
      everyMs: config.REMINDER_POLL_MS,
      scope: 'cluster',
    }),
    paymentReconciliation: define('payment-reconciliation', () => work.reconciliation.reconcile(), {
      everyMs: config.PAYMENT_RECONCILE_POLL_MS,
      scope: 'cluster',
    }),
    // Site bookings left without a payment choice past BOOKING_HOLD_MINUTES give their crew and coupon back.
    bookingHolds: define('booking-holds', () => work.bookingHolds.releaseDue(), {
      everyMs: config.BOOKING_HOLD_POLL_MS,
      scope: 'cluster',
    }),
    // Each cleaner's first job of tomorrow, pushed once in the evening (DAY_AHEAD_PUSH_TIME).
    dayAheadPush: define('day-ahead-push', () => work.dayAhead.sendDue(), {
      everyMs: config.REMINDER_POLL_MS,
      scope: 'cluster',
    }),
    // Crews' positions once no longer shared (started, cancelled, two hours on the way) are deleted.
    livePositions: define('live-positions', () => work.livePositions.deleteStale(), {
      everyMs: config.REMINDER_POLL_MS,
      scope: 'cluster',
    }),
    // DISPATCH_MODE=auto: each confirmed booking gets its crew. Every process takes part, as mail does: each
    // booking is claimed with FOR UPDATE SKIP LOCKED and decided once (dispatch_decisions' key).
    autoDispatch: define('auto-dispatch', () => work.dispatch.runDue(), {
      everyMs: config.DISPATCH_POLL_MS,
      scope: 'process',
      wakeOn: DISPATCH_CHANNEL,
    }),
    // Logs and traffic data past their year (docs/retention.md): redacted or deleted, hourly, in batches.
    retention: define('retention', () => work.retention.runDue(), {
      everyMs: config.RETENTION_POLL_MS,
      scope: 'cluster',
    }),
    // Recurring plans book their next visits ahead (each plan's row locked while its days are booked).
    planTopUp: define('plan-top-up', () => work.plans.topUpDuePlans(), {
      everyMs: config.PLAN_TOP_UP_POLL_MS,
      scope: 'cluster',
    }),
    // Credits past their expiry written off as 'expired' entries, once per lot (decision 040).
    creditExpiry: define('credit-expiry', () => work.creditExpiry.runDue(), {
      everyMs: config.CREDIT_EXPIRY_POLL_MS,
      scope: 'cluster',
    }),
  };
}
