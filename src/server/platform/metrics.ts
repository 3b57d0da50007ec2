import { statfs } from 'node:fs/promises';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A booking's move as the bookings module records it (booking-change.ts): from what, to what, why. */
export interface BookingChangeEvent {
  from?: string;
  to: string;
  note: string;
}

/** What the scrape-time query reads (metrics.repository.ts): one row per outbox channel, refund state... */
export interface ScrapeSnapshot {
  outboxes: { outbox: 'mail' | 'text'; channel: string; depth: number; oldestDueAgeSeconds: number }[];
  refunds: { state: string; count: number }[];
  smsSentToday: number;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The note booking-hold.service.ts writes when a hold runs out (HOLD_RELEASED_REASON). */
const HOLD_RELEASED_NOTE = 'payment not completed';

/**
 * Which of created / confirmed / cancelled / released a booking change is, or null for the others
 * (assigned, started, completed...). Read from the history line every change writes, so the bookings
 * module reports each change with one call and no knowledge of metrics.
 */
export function bookingEventOf(change: BookingChangeEvent): string | null {
  if (change.to === 'cancelled') return change.note === HOLD_RELEASED_NOTE ? 'released' : 'cancelled';
  if (change.note === 'Confirmed') return 'confirmed';
  if (!change.from) return 'created';
  return null;
}

type Listener<T> = (event: T) => void;

/**
 * Domain code reports what happened here without knowing who counts it; each app's metrics listen while
 * it is open (the listener is removed on close, so apps built one after another in a test worker do not
 * count each other's events).
 */
const listeners = {
  booking: new Set<Listener<BookingChangeEvent>>(),
  payment: new Set<Listener<string>>(),
};

/** Called by booking-change.ts for every line of a booking's history. */
export function reportBookingChange(change: BookingChangeEvent) {
  for (const listener of listeners.booking) listener(change);
}

/** Called by payment-transitions.ts when a payment moves to a new state. */
export function reportPaymentState(state: string) {
  for (const listener of listeners.payment) listener(state);
}

/** The routes a histogram label may name: the pattern (`/api/bookings/:id`), never the raw URL. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Every Prometheus metric of one app, in its own registry. Counters are kept in this process; queue
 * depths, refunds and the SMS count are read from the database at scrape time with one query.
 */
export interface JobState {
  name: string;
  everySeconds: number;
  runs: number;
  failures: number;
  lastSuccessAt: Date | null;
}

export function createMetrics(opts: { prefix?: string } = {}) {
  const p = opts.prefix ?? 'chamak_';
  const registry = new Registry();
  // Process memory, CPU, handles and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: `${p}http_request_duration_seconds`,
    help: 'HTTP request duration by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: `${p}bookings_total`,
    help: 'Bookings created, confirmed, cancelled and released (a hold that ran out), by event',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: `${p}payments_total`,
    help: 'Online payments that reached a state (captured, failed...), by state',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: `${p}rate_limit_refusals_total`,
    help: 'Requests refused with 429 (rate limits and sign-in throttles), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: `${p}job_last_success_timestamp_seconds`,
    help: "Unix time of each job's last successful run in this process (its start time until one runs)",
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobPeriod = new Gauge({
    name: `${p}job_period_seconds`,
    help: 'How often each job is meant to run',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: `${p}job_failures_total`,
    help: 'Failed runs of each job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: `${p}job_runs_total`,
    help: 'Successful runs of each job',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  for (const event of ['created', 'confirmed', 'cancelled', 'released']) bookings.inc({ event }, 0);
  for (const state of ['captured', 'failed']) payments.inc({ state }, 0);

  const onBooking: Listener<BookingChangeEvent> = (change) => {
    const event = bookingEventOf(change);
    if (event) bookings.inc({ event });
  };
  const onPayment: Listener<string> = (state) => payments.inc({ state });
  listeners.booking.add(onBooking);
  listeners.payment.add(onPayment);

  let scrape: (() => Promise<ScrapeSnapshot>) | undefined;
  let poolStats: (() => PoolStats) | undefined;
  let dataDir: string | undefined;
  let smsDailyBudget: number | undefined;

  // One query a scrape feeds the four gauges below; prom-client reads every metric at once, so each
  // awaits the same snapshot and sets its own values. A database that does not answer leaves them out of
  // the scrape rather than failing it all.
  let snapshot: Promise<ScrapeSnapshot | null> | undefined;
  const readSnapshot = () =>
    (snapshot ??= (scrape?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        setImmediate(() => (snapshot = undefined));
      }));

  const outboxDepth: Gauge<'outbox' | 'channel'> = new Gauge({
    name: `${p}outbox_depth`,
    help: 'Messages queued (due or waiting for a retry), by outbox and channel',
    labelNames: ['outbox', 'channel'] as const,
    registers: [registry],
    async collect() {
      const s = await readSnapshot();
      outboxDepth.reset();
      for (const row of s?.outboxes ?? [])
        outboxDepth.set({ outbox: row.outbox, channel: row.channel }, row.depth);
    },
  });
  const outboxAge: Gauge<'outbox' | 'channel'> = new Gauge({
    name: `${p}outbox_oldest_due_age_seconds`,
    help: 'Age (since it was queued) of the oldest message that is due and not sent, by outbox and channel; 0 when none',
    labelNames: ['outbox', 'channel'] as const,
    registers: [registry],
    async collect() {
      const s = await readSnapshot();
      outboxAge.reset();
      for (const row of s?.outboxes ?? [])
        outboxAge.set({ outbox: row.outbox, channel: row.channel }, row.oldestDueAgeSeconds);
    },
  });
  const refunds: Gauge<'state'> = new Gauge({
    name: `${p}refunds`,
    help: 'Refunds by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const s = await readSnapshot();
      refunds.reset();
      for (const row of s?.refunds ?? []) refunds.set({ state: row.state }, row.count);
    },
  });
  const smsSentToday: Gauge = new Gauge({
    name: `${p}sms_sent_today`,
    help: 'SMS sent since midnight in India',
    registers: [registry],
    async collect() {
      const s = await readSnapshot();
      if (s) smsSentToday.set(s.smsSentToday);
    },
  });
  const smsBudget = new Gauge({
    name: `${p}sms_daily_budget`,
    help: 'SMS the operator allows a day (absent while no budget is set)',
    registers: [],
    collect() {
      if (smsDailyBudget !== undefined) smsBudget.set(smsDailyBudget);
    },
  });
  const pool = new Gauge({
    name: `${p}db_pool_connections`,
    help: 'Database connections by state (total open, idle, requests waiting for one, max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
    },
  });
  const diskFree = new Gauge({
    name: `${p}data_dir_free_bytes`,
    help: "Free bytes on the file system holding PGlite's DATA_DIR (absent on PostgreSQL)",
    registers: [],
    async collect() {
      if (!dataDir) return;
      const fs = await statfs(dataDir).catch(() => null);
      if (fs) diskFree.set(fs.bavail * fs.bsize);
    },
  });
  const diskSize = new Gauge({
    name: `${p}data_dir_size_bytes`,
    help: "Size in bytes of the file system holding PGlite's DATA_DIR (absent on PostgreSQL)",
    registers: [],
    async collect() {
      if (!dataDir) return;
      const fs = await statfs(dataDir).catch(() => null);
      if (fs) diskSize.set(fs.blocks * fs.bsize);
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    /** The text a scrape answers. */
    render: () => registry.metrics(),
    /** Time and count one finished request; `route` is the pattern, or undefined when none matched. */
    observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
      const r = route ?? UNMATCHED_ROUTE;
      httpDuration.observe({ method, route: r, status_code: String(statusCode) }, seconds);
      if (statusCode === 429) rateLimited.inc({ route: r });
    },
    /** The job runner's observer (platform/jobs.ts). */
    jobs: {
      started(name: string, everyMs: number, now: number) {
        jobPeriod.set({ job: name }, everyMs / 1000);
        jobLastSuccess.set({ job: name }, now / 1000);
        jobFailures.inc({ job: name }, 0);
        jobRuns.inc({ job: name }, 0);
      },
      succeeded(name: string, now: number) {
        jobLastSuccess.set({ job: name }, now / 1000);
        jobRuns.inc({ job: name });
      },
      failed(name: string) {
        jobFailures.inc({ job: name });
      },
    },
    /** Each job this process runs, as its gauges hold it (the owner's System page). */
    async jobStates(): Promise<JobState[]> {
      const byJob = async (metric: Gauge | Counter) =>
        new Map((await metric.get()).values.map((v) => [String(v.labels.job), v.value]));
      const [period, lastSuccess, failures, runs] = await Promise.all(
        [jobPeriod, jobLastSuccess, jobFailures, jobRuns].map(byJob),
      );
      // A job started by the runner has a period; one a test or a route ran directly has runs only.
      const names = new Set([...period.keys(), ...runs.keys(), ...failures.keys()]);
      return [...names].sort().map((name) => ({
        name,
        everySeconds: period.get(name) ?? 0,
        runs: runs.get(name) ?? 0,
        failures: failures.get(name) ?? 0,
        // The gauge holds the start time until a run succeeds: no run, no success to show.
        lastSuccessAt: runs.get(name) ? new Date((lastSuccess.get(name) ?? 0) * 1000) : null,
      }));
    },
    /** Where the scrape-time gauges read from; set once the database is known. */
    sources(s: {
      scrape?: () => Promise<ScrapeSnapshot>;
      poolStats?: () => PoolStats;
      dataDir?: string;
      /** The daily SMS budget, once a setting holds one (ops/alerts.yml compares today's count with it). */
      smsDailyBudget?: number;
    }) {
      scrape = s.scrape;
      poolStats = s.poolStats;
      dataDir = s.dataDir;
      smsDailyBudget = s.smsDailyBudget;
      // A gauge without labels reads 0 until set: these are registered only with something to report, so
      // a missing budget or disk is absent from the scrape (and from the alerts) rather than a false 0.
      const show = (gauge: Gauge, name: string, on: boolean) => {
        const shown = registry.getSingleMetric(name) === gauge;
        if (on && !shown) registry.registerMetric(gauge);
        if (!on && shown) registry.removeSingleMetric(name);
      };
      show(smsBudget, `${p}sms_daily_budget`, smsDailyBudget !== undefined);
      show(diskFree, `${p}data_dir_free_bytes`, dataDir !== undefined);
      show(diskSize, `${p}data_dir_size_bytes`, dataDir !== undefined);
    },
    close() {
      listeners.booking.delete(onBooking);
      listeners.payment.delete(onPayment);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
