import { spawnSync } from 'node:child_process';

/**
 * promtool (Debian's `prometheus` package; .ci/run installs it). CI must have it: there a missing promtool
 * fails the test instead of leaving the metrics and alert rules unchecked. Elsewhere null when absent.
 */
export function findPromtool(): string | null {
  const found = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
  if (!found.error && found.status === 0) return 'promtool';
  if (process.env.CI === 'true')
    throw new Error('promtool is required in CI: apt-get install -y prometheus (as .ci/run does)');
  return null;
}

/** Runs promtool with `args` (stdin optional); its exit code and everything it printed. */
export function runPromtool(args: string[], opts: { input?: string; cwd?: string } = {}) {
  const result = spawnSync('promtool', args, { encoding: 'utf8', input: opts.input, cwd: opts.cwd });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The lint findings prom-client's default process metrics always draw (gauges it names `_total`): any
 * other line promtool prints about a scrape is a problem of ours.
 */
export const PROM_CLIENT_DEFAULT_LINT =
  /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;
