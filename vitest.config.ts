import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, and the
    // second core idles while the first runs a server file (PGlite is in process, so one core each).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI adds a JSON report for the closing 'N passed, N failed' line (scripts/ci-summary.mjs).
    reporters: process.env.CI
      ? [
          'default',
          [
            'json',
            {
              outputFile: `test-results/vitest-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`,
            },
          ],
        ]
      : ['default'],
    projects: [
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // Two server processes need one shared database server: PostgreSQL only (TEST_DATABASE_URL).
          // So do the tests of PostgreSQL's own tools (pg_dump, pg_restore): *.postgres.test.ts.
          exclude: process.env.TEST_DATABASE_URL
            ? []
            : ['src/server/**/*.multi-process.test.ts', 'src/server/**/*.postgres.test.ts'],
          environment: 'node',
          // Migrates and seeds one PGlite database per run; each file loads it (src/server/test/pglite-template.ts).
          globalSetup: ['src/server/test/pglite-template.ts'],
          // A worker keeps its modules from file to file: importing the app (Fastify, AWS SDK, react-email,
          // pdfkit...) cost ~3 s of CPU per file. Each file still builds its own app and database, and the
          // server keeps no state in modules, so nothing passes from one file to the next.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
      {
        // Pure rules (pricing, durations, state machines, dates): no database, no app; the fast loop's unit tests.
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'build',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/english-catalogues.ts'],
          testTimeout: 15_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
