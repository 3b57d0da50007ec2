import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  warmupS: number;
  durationS: number;
  overallRate?: number;
  headers?: Record<string, string>;
  body?: string;
  /** POST /api/bookings bodies spread over customers, days and hours: request n takes slot n / perSlot. */
  bookings?: {
    tokens: string[];
    serviceId: string;
    startDate: string;
    firstDayOffset: number;
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
