import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: real server processes killed, stopped and cut off from their database and SMTP.
 * Not part of `npm test` (it needs PostgreSQL and takes minutes); `.ci/run` runs it after the PostgreSQL run.
 */
export default defineConfig({
  test: {
    name: 'faults',
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    // Each file spawns its own servers and databases; one at a time keeps two shared cores usable.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest-faults.json' }]]
      : ['default'],
  },
});
