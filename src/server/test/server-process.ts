import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real `node src/server/server.ts` process for multi-process tests. */
export interface ServerProcess {
  child: ChildProcess;
  /** Known once the process has logged where it listens. */
  baseUrl: string | null;
  output: () => string;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Spawns the server on PORT=0 and resolves once /readyz answers. The port comes from the process's own
 * 'Server listening at' line, so no port is guessed. Only the given variables reach it, so nothing from
 * the outer shell (SMTP_URL, ADMIN_*, ...) leaks in.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'multi-process-secret-0123456789abcdef',
      LOG_LEVEL: 'info',
      WEB_ROOT: path.join(repoRoot, 'no-such-web-root'),
      // Tests that assign by hand would race the demo's auto dispatch; the dispatch test asks for 'auto'.
      DISPATCH_MODE: 'manual',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const server: ServerProcess = { child, baseUrl: null, output: () => output.slice(-20_000) };
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
    server.baseUrl ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? null;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const ready = waitUntil(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${server.output()}`);
      if (!server.baseUrl) return false;
      const res = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => null,
      );
      return res?.status === 200;
    },
    // Generous: a server file shares two cores with another worker's file (and its own on-disk initdb).
    { what: 'server ready', deadlineMs: 90_000, detail: server.output },
  );
  // Not ready in time: the process is stopped, not left running behind the failed test.
  await ready.catch(async (error: unknown) => {
    await stopServerProcess(server);
    throw error;
  });
  return server;
}

/** Polls `check` with a growing pause until it returns true; throws at the deadline. */
export async function waitUntil(
  check: () => Promise<boolean>,
  opts: { what: string; deadlineMs?: number; detail?: () => string },
) {
  const deadline = Date.now() + (opts.deadlineMs ?? 30_000);
  let pause = 25;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `${opts.what}: not reached in ${opts.deadlineMs ?? 30_000} ms\n${opts.detail?.() ?? ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 500);
  }
}

export async function stopServerProcess(server: ServerProcess) {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function requestJson(
  server: ServerProcess,
  method: string,
  urlPath: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.baseUrl! + urlPath, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
