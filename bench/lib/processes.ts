import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Running {
  child: ChildProcess;
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script>` on a fixed port and resolves once `readyPath` answers 200. */
export async function startProcess(
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath = '/readyz',
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: a loaded machine (CI runs the --quick smoke beside other tests) starts slowly.
  const deadline = Date.now() + 180_000;
  for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(baseUrl + readyPath)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${script} not ready on ${port}:\n${output}`);
    await new Promise((r) => setTimeout(r, pause));
  }
  return {
    child,
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  } satisfies Running;
}

/**
 * The Chamak server as production runs it, in its own process. BENCH_CPU_PROF=<dir> writes a V8 CPU
 * profile of each server process there when it stops (open it in Chrome DevTools or speedscope).
 */
export function startChamak(port: number, env: Record<string, string>) {
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  return startProcess(
    'src/server/server.ts',
    port,
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
      // Demo accounts and the seeded catalogue to load against; limits raised so one address can drive the load.
      DEMO_DATA: 'true',
      RATE_LIMIT_MULTIPLIER: '1000000',
      // The load's customers leave their bookings awaiting payment; the per-account cap of those would stop it at 3.
      MAX_UNPAID_BOOKINGS: '1000000',
      // The load signs the demo owner in with a password alone; production otherwise keeps staff to the
      // second factor's setup (STAFF_SECOND_FACTOR, decision 039).
      STAFF_SECOND_FACTOR: 'optional',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      WEB_ROOT: path.join(repoRoot, 'no-such-web-root'),
      ...env,
    },
    '/readyz',
    nodeArgs,
  );
}
