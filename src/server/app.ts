import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './platform/clock';
import { brandFromConfig } from './platform/mail/brand';
import type { MailTransport, OutboxWorker } from './platform/mail/outbox';
import type { Job, JobRunner } from './platform/jobs';
import type { BackgroundTasks } from './platform/background-tasks';
import type { PaymentProvider } from './platform/payments/provider';
import type { PaymentReconciliation } from './modules/payments/reconciliation';
import type { MessageProvider } from './platform/messaging/provider';
import type { TextOutboxWorker } from './platform/messaging/text-outbox';
import { createFastify, registerPlatform } from './app/platform';
import { createMetrics, type Metrics } from './platform/metrics';
import { readScrapeSnapshot } from './platform/metrics.repository';
import { registerMetricsRoutes } from './platform/metrics-http';
import { createServices } from './app/services';
import { registerRoutes } from './app/routes';
import { registerWeb } from './app/web';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** null keeps emails in the outbox (no SMTP configured). */
  mailTransport?: MailTransport | null;
  /** Folder of the built web app; served with the SPA fallback when present. */
  webRoot?: string | null;
  /** Defaults to Razorpay with keys, else the sandbox; tests pass one pointed at a loopback fake. */
  paymentProvider?: PaymentProvider | null;
  /** SMS and WhatsApp providers; defaults to those with keys in config (none: both are sandboxes). */
  textProviders?: MessageProvider[];
  /** Prometheus metrics; one registry per app by default. */
  metrics?: Metrics;
  /** With tracing on (server.ts): what each log line adds, its trace and span ids. */
  logMixin?: () => object;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every background job; server.ts calls `jobs.start()`. */
    jobs: JobRunner;
    outbox: OutboxWorker;
    /** Sends queued SMS and WhatsApp messages; the runner runs it, tests call runOnce. */
    textOutbox: TextOutboxWorker;
    /** Queues the day-before reminders that are due; the runner runs it, tests call runOnce. */
    reminders: Job<number>;
    paymentReconciler: Job<Awaited<ReturnType<PaymentReconciliation['reconcile']>>>;
    /** Work requests start without waiting (forgot-password's mail); tests await `idle()`. */
    background: BackgroundTasks;
    /** Releases site bookings whose hold ran out unconfirmed; the runner runs it, tests call runOnce. */
    bookingHolds: Job<number>;
    /** Queues each cleaner's evening push of tomorrow's first job; the runner runs it, tests call runOnce. */
    dayAheadPush: Job<number>;
    planTopUp: Job<number>;
    /** Prometheus metrics: /metrics (METRICS_TOKEN) or server.ts's METRICS_PORT serve them. */
    metrics: Metrics;
    /** DISPATCH_MODE=auto: assigns confirmed bookings; the runner runs it, tests call runOnce. */
    autoDispatch: Job<number>;
  }
}

/** Builds the whole app without listening: server.ts listens, tests build their own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = createFastify(config, { logMixin: deps.logMixin });
  const metrics = deps.metrics ?? createMetrics();
  metrics.sources({
    scrape: () => readScrapeSnapshot(database.db),
    poolStats: database.poolStats,
    dataDir: database.dataDir,
    // 0 means no budget (config.ts): the gauge stays out of the scrape and the alert.
    smsDailyBudget: config.SMS_DAILY_BUDGET || undefined,
  });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  registerMetricsRoutes(app, metrics, config.METRICS_TOKEN);
  const platform = await registerPlatform(app, { ...deps, clock, metrics });
  const services = createServices({
    app,
    config,
    db: database.db,
    clock,
    brand: brandFromConfig(config),
    platform,
    paymentProvider: deps.paymentProvider,
  });
  await registerRoutes(app, { config, database, clock, platform, s: services });
  await registerWeb(app, deps.webRoot, config.PUBLIC_URL);
  return app;
}
