/**
 * `npm run bench`: figures, not pass/fail. Prints requests/s and latency of the API's hot paths
 * (in-process app on an in-memory database) and the landing page's JS weight (gzip) from dist/web.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, opts: { method?: string; body?: unknown } = {}) {
  const result = await autocannon({
    url,
    method: (opts.method ?? 'GET') as 'GET',
    body: opts.body ? JSON.stringify(opts.body) : undefined,
    headers: opts.body ? { 'content-type': 'application/json' } : undefined,
    connections: 10,
    duration: DURATION_S,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function landingWeight() {
  const dist = path.resolve('dist/web');
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const landing = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.startsWith('landing-page') && f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const size = (files: string[], compress: (b: Buffer) => Buffer) =>
    +(files.reduce((sum, f) => sum + compress(readFileSync(path.join(dist, f))).length, 0) / 1024).toFixed(1);
  const gzip = (b: Buffer) => gzipSync(b, { level: 9 });
  // What the server sends: the build writes .br beside each asset (vite.config.ts).
  const brotli = (b: Buffer) => brotliCompressSync(b);
  return {
    initialKb: size(initial, gzip),
    landingChunkKb: size(landing, gzip),
    initialBrKb: size(initial, brotli),
    landingChunkBrKb: size(landing, brotli),
  };
}

async function main() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MULTIPLIER: '100000' });
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
  await database.migrate();
  await seedDatabase(database.db, { demoData: true });
  const app = await buildApp({ config, database, webRoot: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  console.log(`database: ${database.kind}; ${DURATION_S} s per case, 10 connections`);
  const rows: Record<string, unknown> = {};
  rows['GET /healthz'] = await load(`${base}/healthz`);
  rows['GET /api/services'] = await load(`${base}/api/services`);
  rows['POST calculate-price'] = await load(`${base}/api/services/office-cleaning/calculate-price`, {
    method: 'POST',
    body: { packageName: 'Basic', area: 1000 },
  });
  console.table(rows);
  const weight = landingWeight();
  console.log(
    weight
      ? `landing JS: gzip ${weight.initialKb} KB initial + ${weight.landingChunkKb} KB landing chunk; ` +
          `brotli (as served) ${weight.initialBrKb} KB + ${weight.landingChunkBrKb} KB`
      : 'dist/web missing: run npm run build first for page weight',
  );
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
