import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

interface JobLog {
  info?: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface JobOptions {
  /** How often it runs; for a job woken by notifications, the slow poll that catches retries and misses. */
  everyMs: number;
  /**
   * 'cluster': one process per period runs it (the schedule table decides which); the job's own SQL
   * still keeps each effect once. 'process': every process runs it, for work that claims its own rows
   * (the outbox's per-message claim), so all processes share a burst.
   */
  scope: 'cluster' | 'process';
  /** A NOTIFY channel that wakes it at once (a message was queued). */
  wakeOn?: string;
}

/** Told when jobs start and how each run ends (the metrics' job gauges). */
export interface JobObserver {
  started(name: string, everyMs: number, now: number): void;
  succeeded(name: string, now: number): void;
  failed(name: string): void;
}

/** Whether another cluster-wide run may start now; the runner's schedule table in production. */
export type ClaimRun = (name: string, periodMs: number, workerId: string) => Promise<boolean>;
/** LISTEN on a channel; resolves to the unlisten. */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

/** One piece of background work; `runOnce` is what tests call. */
export class Job<T = unknown> {
  private running: Promise<T> | undefined;
  private again = false;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<T>,
    readonly options: JobOptions,
    private readonly log: JobLog,
    private readonly observer?: JobObserver,
  ) {}

  /** One pass (a drain, for the sender); joins the pass under way rather than overlap it. */
  runOnce(): Promise<T> {
    this.running ??= this.work()
      .then(
        (result) => {
          this.observer?.succeeded(this.name, Date.now());
          return result;
        },
        (error: unknown) => {
          this.observer?.failed(this.name);
          throw error;
        },
      )
      .finally(() => {
        this.running = undefined;
        if (!this.again) return;
        this.again = false;
        this.wake();
      });
    return this.running;
  }

  /**
   * Runs it now; when a pass is under way, once more right after it, so what arrived during the
   * pass is not left for the slow poll. Never rejects: a failure is logged and the next wake retries.
   */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.runOnce().catch((err) => this.log.error({ err, job: this.name }, 'background job failed'));
  }

  /** Waits for a pass under way. */
  async settle() {
    await this.running?.catch(() => undefined);
  }
}

/**
 * The one engine for work outside a request. A job is made only by `define`, and `start` starts every
 * defined job (timers, NOTIFY listeners), so a job cannot exist without running; `started` lists
 * what runs, for /readyz and the startup log. Every process runs a runner; what must happen once is
 * kept once by the database (the schedule claim, each job's own row claims and unique keys).
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unlisteners: Array<() => Promise<void>> = [];
  private isStarted = false;
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly deps: { claimRun: ClaimRun; listen?: Listen; log: JobLog; observer?: JobObserver },
  ) {}

  define<T>(name: string, work: () => Promise<T>, options: JobOptions): Job<T> {
    if (this.jobs.has(name)) throw new Error(`job '${name}' is defined twice`);
    if (this.isStarted) throw new Error(`job '${name}' defined after the runner started`);
    const job = new Job(name, work, options, this.deps.log, this.deps.observer);
    this.jobs.set(name, job as Job);
    return job;
  }

  /** Names of every defined job. */
  get defined(): string[] {
    return [...this.jobs.keys()];
  }

  /** Names of the jobs running in this process (empty before `start`). */
  get started(): string[] {
    return this.isStarted ? this.defined : [];
  }

  job(name: string): Job | undefined {
    return this.jobs.get(name);
  }

  async start(): Promise<string[]> {
    if (this.isStarted) return this.started;
    this.isStarted = true;
    for (const job of this.jobs.values()) {
      const { everyMs, scope, wakeOn } = job.options;
      this.deps.observer?.started(job.name, everyMs, Date.now());
      const tick =
        scope === 'process'
          ? () => job.wake()
          : () =>
              // A little short of the period, so a timer firing a hair early does not skip a whole period.
              void this.deps
                .claimRun(job.name, Math.max(everyMs * 0.9, everyMs - 1_000), this.workerId)
                .then((mine) => mine && job.wake())
                .catch((err) => this.deps.log.error({ err, job: job.name }, 'could not claim a job run'));
      const timer = setInterval(tick, everyMs);
      timer.unref();
      this.timers.push(timer);
      if (wakeOn && this.deps.listen) this.unlisteners.push(await this.deps.listen(wakeOn, () => job.wake()));
      // First pass at once: what queued while no process ran goes now, not a period later.
      tick();
    }
    this.deps.log.info?.({ jobs: this.started }, 'background jobs started');
    return this.started;
  }

  async stop() {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.unlisteners.splice(0).map((unlisten) => unlisten().catch(() => undefined)));
    await Promise.all([...this.jobs.values()].map((job) => job.settle()));
  }
}
