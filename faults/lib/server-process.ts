import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real `node --import tsx src/server/server.ts` process. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  output: () => string;
  /** Resolves with the exit code or signal once the process has exited. */
  exited: Promise<number | string>;
}

/** Polls `check` with a growing pause until it returns a value other than undefined, or the deadline passes. */
export async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  deadlineMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let pause = 10;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 200);
  }
}

/**
 * Starts the server with only the environment given (nothing leaks in from the shell) and resolves once
 * /readyz answers 200. PORT=0 unless given: the port is read from the process's own log line. `cwd`: another
 * checkout's server (a previous release's), this one's by default.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { cwd?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: opts.cwd ?? repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'faults-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'true',
      RATE_LIMIT_MULTIPLIER: '10000',
      // One customer drives each load; its bookings may wait for their payment choice in between.
      MAX_UNPAID_BOOKINGS: '1000000',
      WEB_ROOT: path.join(repoRoot, 'no-such-web-root'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let baseUrl: string | null = null;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-400_000);
    baseUrl ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? null;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const dead = () => child.exitCode !== null || child.signalCode !== null;
  const ready = until(
    'the server to answer /readyz',
    async () => {
      if (dead())
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output.slice(-5000)}`);
      if (!baseUrl) return undefined;
      try {
        const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
        return res.status === 200 ? true : undefined;
      } catch {
        return undefined;
      }
    },
    60_000,
  );
  // Not ready in time: the process is not left running behind the failed test.
  await ready.catch(async (error: unknown) => {
    if (!dead()) {
      child.kill('SIGKILL');
      await exited;
    }
    throw error;
  });
  return {
    child,
    baseUrl: baseUrl!,
    port: Number(new URL(baseUrl!).port),
    output: () => output,
    exited,
  };
}

export async function killServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

/** SIGTERM, then SIGKILL if it has not gone within 15 s (a test's afterAll must never hang). */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  server.child.kill('SIGTERM');
  await server.exited;
  clearTimeout(timer);
}
