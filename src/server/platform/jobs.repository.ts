import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema/index';

/** The job schedule's SQL (see db/schema/jobs.ts). */
export const jobsRepository = {
  /**
   * Takes this period's run of a cluster-wide job when it is due, in one statement: the first process
   * moves next_run_at forward; any other, waiting on the row lock, then finds it not due and gets nothing.
   * next_run_at is also the lease: a process that dies mid-run is replaced when the period ends.
   */
  async claimRun(db: Db, name: string, periodMs: number, workerId: string): Promise<boolean> {
    const next = sql`now() + make_interval(secs => ${periodMs / 1000})`;
    const rows = await db
      .insert(jobSchedules)
      .values({ name, nextRunAt: next, claimedBy: workerId, lastStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: { nextRunAt: next, claimedBy: workerId, lastStartedAt: sql`now()` },
        setWhere: sql`${jobSchedules.nextRunAt} <= now()`,
      })
      .returning({ name: jobSchedules.name });
    return rows.length > 0;
  },
};
