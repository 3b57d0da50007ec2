import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { root } from './lib/web-build.mjs';

const run = promisify(execFile);

/** A port the OS has free now; the bench takes it and the two after it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return Math.min(port, 65_000);
}

/**
 * `npm run bench` is not in CI (it takes minutes and gives figures, not pass/fail); its --quick smoke is, so
 * it cannot rot again (once its counted booking fell outside the booking horizon and nothing noticed).
 * A few requests per case on PGlite: the bench exits non-zero on any answer other than planned.
 */
describe('the benchmark', () => {
  it('runs its --quick smoke with every request answered as planned', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/run.ts'), '--quick'],
      {
        cwd: root,
        env: { ...process.env, BENCH_PORT_BASE: String(await freePort()) },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    expect(stdout).toContain('[pglite] POST /api/bookings, 10 conns (2xx/s)');
    expect(stdout).toContain('[pglite] GET /api/bookings, customer with');
  }, 300_000);
});
