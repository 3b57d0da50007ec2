interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever the work
 * is (forgot-password answers alike for known and unknown emails). A failure is logged, never thrown
 * at a caller; `idle()` waits for everything started (shutdown, and tests before they read the outbox).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Log) {}

  run(name: string, task: () => Promise<unknown>): void {
    const running = (async () => {
      try {
        await task();
      } catch (error) {
        this.log.error({ err: error, task: name }, 'background task failed');
      }
    })();
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
