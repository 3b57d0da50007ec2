import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  warmupS: number;
  durationS: number;
  overallRate?: number;
  /** A fixed number of requests per round instead of durationS (the --quick smoke: every one answered). */
  amount?: number;
  headers?: Record<string, string>;
  body?: string;
  /** POST /api/bookings bodies spread over customers, days and hours: request n takes slot n / perSlot. */
  bookings?: {
    tokens: string[];
    serviceId: string;
    startDate: string;
    firstDayOffset: number;
    /**
     * The last day (offset) the load books: past it, request n goes round to firstDayOffset again, where
     * its slot is taken (a planned 409). Keeps every date inside the booking horizon.
     */
    lastDayOffset: number;
    times: string[];
    perSlot: number;
    firstSlot: number;
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  total: number;
  /** Responses in the warm-up round (the server's CPU time covers both rounds). */
  warmupTotal: number;
  nextSlot: number;
}

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.ts');

/** Runs autocannon in a child process (warm-up, then the measured round) and returns the measured round. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line) return reject(new Error(`load worker failed (${code}): ${out}`));
      resolve(JSON.parse(line) as LoadResult);
    });
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null where there is none. */
export function cpuTimeMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  } catch {
    return null;
  }
}

/**
 * Runs the load and also measures the server's CPU time per response (µs), over warm-up and measured
 * round: a figure a noisy, shared machine disturbs far less than req/s.
 */
export async function runLoadOn(
  pid: number | undefined,
  spec: LoadSpec,
): Promise<LoadResult & { cpuUs?: number }> {
  const before = cpuTimeMs(pid);
  const result = await runLoad(spec);
  const after = cpuTimeMs(pid);
  const responses = result.total + result.warmupTotal;
  return before === null || after === null || !responses
    ? result
    : { ...result, cpuUs: ((after - before) * 1000) / responses };
}
