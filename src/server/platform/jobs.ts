/**
 * Runs a piece of work every `intervalMs` in this process. Every process runs its own; what must
 * happen once is kept once by the database (unique keys, row locks), not by having one runner.
 * Work never overlaps itself in one process; a failed run is logged and the next one tries again.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<T>,
    private readonly log: { error: (obj: object, msg: string) => void } = console,
  ) {}

  start(intervalMs: number) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((err) => this.log.error({ err, job: this.name }, 'periodic job failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  runOnce(): Promise<T> {
    this.running ??= this.work().finally(() => (this.running = undefined));
    return this.running;
  }
}
