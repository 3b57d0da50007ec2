import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { JobRunner } from './jobs';
import { jobsRepository } from './jobs.repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoData: false });
});
afterAll(() => t?.close());

const quiet = { error: () => undefined };

describe('job runner', () => {
  it('gives one period of a cluster-wide job to one process of several asking at once', async () => {
    const claim = (worker: string) => jobsRepository.claimRun(t.database.db, 'test-once', 60_000, worker);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map(claim));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await claim('e')).toBe(false);
    // A short period: due again once it has passed.
    expect(await jobsRepository.claimRun(t.database.db, 'test-short', 1, 'a')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await jobsRepository.claimRun(t.database.db, 'test-short', 1, 'b')).toBe(true);
  });

  it('starts every defined job, refuses a job defined twice or after start, and never overlaps a job', async () => {
    const runner = new JobRunner({ claimRun: async () => true, log: quiet });
    let runs = 0;
    let release!: () => void;
    const job = runner.define(
      'slow',
      () =>
        new Promise<number>((resolve) => {
          runs++;
          release = () => resolve(runs);
        }),
      { everyMs: 60_000, scope: 'process' },
    );
    expect(() => runner.define('slow', async () => 0, { everyMs: 1, scope: 'process' })).toThrow(/twice/);
    expect(runner.started).toEqual([]);
    expect(await runner.start()).toEqual(['slow']);
    expect(() => runner.define('late', async () => 0, { everyMs: 1, scope: 'process' })).toThrow(/after/);
    // start ran it once; a wake and a runOnce during that pass join it, and one more pass follows.
    const joined = job.runOnce();
    job.wake();
    release();
    expect(await joined).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
    release();
    await runner.stop();
    expect(runs).toBe(2);
  });
});
