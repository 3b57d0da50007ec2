import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // Two server processes need one shared database server: PostgreSQL only (TEST_DATABASE_URL).
          exclude: process.env.TEST_DATABASE_URL ? [] : ['src/server/**/*.multi-process.test.ts'],
          environment: 'node',
          // Migrates and seeds one PGlite database per run; each file loads it (src/server/test/pglite-template.ts).
          globalSetup: ['src/server/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 15_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
