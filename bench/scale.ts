/**
 * `npm run bench:scale`: every screen's API on a national operator's year (issue 34 part 5). Needs
 * DATABASE_URL naming a database `npm run seed:scale` filled (1,000,000 bookings). Starts the server in
 * production mode in its own process on that database, signs in as an admin, the operator's customer
 * (200 bookings) and a cleaner, and measures each screen with autocannon at 10 connections from another
 * process (a warm-up round, then BENCH_SECONDS, default 5). Prints one table against the target p95 ≤ 100 ms,
 * and the server's RSS sampled while it exports a whole year of payouts, then of bookings, as CSV (the
 * bookings CSV streams: its peak should stay near the RSS before). BENCH_SCALE_ONLY='bookings csv, a whole
 * year' measures that download alone.
 * BENCH_SCALE_ONLY=<substring,…> measures only the screens whose names contain one of them;
 * BENCH_SCALE_OUT=<file.json> also writes the rows as JSON (for before/after tables);
 * BENCH_PORT_BASE moves the server's port (default 3700).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { addDays, todayInIndia } from '../src/shared/domain/time';
import { SCALE_CLEANER, SCALE_CUSTOMER } from '../src/server/ops/seed-scale';
import { cpuTimeMs, runLoadOn, type LoadResult } from './lib/load';
import { startChamak } from './lib/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Math.max(1, Math.round(SECONDS / 3));
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3700);
const TARGET_P95 = 100;
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').map((s) => s.trim().toLowerCase());
const admin = { email: 'admin@chamak.in', password: 'Admin@1234' };

interface Row {
  screen: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  cpuUs: number | null;
  bytes: number;
  non2xx: string;
  met: boolean;
}

async function login(base: string, body: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { token?: string };
  if (!res.ok || !json.token)
    throw new Error(`sign-in as ${body.email} failed: ${res.status} ${JSON.stringify(json)}`);
  return json.token;
}

const round = (n: number) => Math.round(n * 10) / 10;

function printTable(rows: Row[]) {
  const head = [
    'screen',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'cpu µs/req',
    'bytes',
    'non-2xx',
    `p95 ≤ ${TARGET_P95}`,
  ];
  const cells = rows.map((r) => [
    r.screen,
    String(round(r.p50)),
    String(round(r.p95)),
    String(round(r.p99)),
    String(Math.round(r.rps)),
    r.cpuUs === null ? '' : String(Math.round(r.cpuUs)),
    String(r.bytes),
    r.non2xx,
    r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const numeric = (i: number) => i >= 1 && i <= 6;
  const line = (c: string[]) =>
    '| ' + c.map((x, i) => (numeric(i) ? x.padStart(widths[i]) : x.padEnd(widths[i]))).join(' | ') + ' |';
  console.log(line(head));
  console.log(
    '|' + widths.map((w, i) => (numeric(i) ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|',
  );
  for (const c of cells) console.log(line(c));
}

/** The server's resident memory (kB) from /proc. */
function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('bench:scale needs DATABASE_URL (a database `npm run seed:scale` filled).');
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  const one = async (text: string, params: unknown[] = []) => (await sql.query(text, params)).rows[0];
  const { n: bookingCount } = await one(`select count(*)::int n from bookings`);
  if (bookingCount < 1000) throw new Error(`only ${bookingCount} bookings: run npm run seed:scale first`);

  /** Until no other statement runs on this database (up to two minutes). */
  const quiet = async () => {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const { n } = await one(
        `select count(*)::int n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (n === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const today = todayInIndia(new Date());
  const cleaner = await one(`select id from users where email = $1`, [SCALE_CLEANER.email]);
  const service = await one(
    `select service_id id from bookings where user_id = (select id from users where email = $1) limit 1`,
    [SCALE_CUSTOMER.email],
  );
  // Someone else's booking of last month: its detail page, and its reference, phone and name to search for.
  const sample = await one(
    `select b.id, b.phone_number, b.customer_name from bookings b
     where b.scheduled_date = $1::date and b.status = 'completed' and b.customer_email like 'scale-customer-%'
     order by b.id limit 1`,
    [addDays(today, -30)],
  );
  const reference = String(sample.id).slice(0, 8).toUpperCase();
  const weekFrom = addDays(today, -7);
  const yearFrom = addDays(today, -365);

  const server = await startChamak(PORT, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  const pid = server.child.pid!;
  const base = server.baseUrl;
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const [adminToken, customerToken, cleanerToken] = await Promise.all([
      login(base, admin),
      login(base, SCALE_CUSTOMER),
      login(base, SCALE_CLEANER),
    ]);
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const a = as(adminToken);
    const list = (q: string) => `/api/admin/bookings?${q}`;
    const wantsCursor = !ONLY || ONLY.some((o) => 'admin bookings, page 5000 by cursor (after=)'.includes(o));
    const deepCursor = wantsCursor
      ? (
          (await (await fetch(base + list('page=4999&size=20'), { headers: a })).json()) as {
            data?: { nextCursor?: string | null };
          }
        ).data?.nextCursor
      : undefined;
    const screens: { screen: string; path: string; headers: Record<string, string>; connections?: number }[] =
      [
        {
          screen: 'admin bookings, first page (upcoming, soonest first)',
          path: list(`from=${today}&sort=date&order=asc&page=1&size=20`),
          headers: a,
        },
        { screen: 'admin bookings, all, newest date first', path: list('page=1&size=20'), headers: a },
        { screen: 'admin bookings, page 500 (offset 9,980)', path: list('page=500&size=20'), headers: a },
        { screen: 'admin bookings, page 5000 (offset 99,980)', path: list('page=5000&size=20'), headers: a },
        // The same rows by keyset: the cursor page 4,999 ends with (where the API gives one).
        ...(deepCursor
          ? [
              {
                screen: 'admin bookings, page 5000 by cursor (after=)',
                path: list(`size=20&after=${encodeURIComponent(deepCursor)}`),
                headers: a,
              },
            ]
          : []),
        {
          screen: 'admin bookings, status=cancelled',
          path: list('status=cancelled&page=1&size=20'),
          headers: a,
        },
        {
          screen: 'admin bookings, status=pending (upcoming)',
          path: list(`status=pending&from=${today}&sort=date&order=asc&size=20`),
          headers: a,
        },
        {
          screen: 'admin bookings, date range (a week)',
          path: list(`from=${weekFrom}&to=${today}&size=20`),
          headers: a,
        },
        { screen: 'admin bookings, cleaner', path: list(`cleanerId=${cleaner.id}&size=20`), headers: a },
        { screen: 'admin bookings, service', path: list(`serviceId=${service.id}&size=20`), headers: a },
        {
          screen: 'admin bookings, unassigned (upcoming)',
          path: list(`unassigned=true&from=${today}&sort=date&order=asc&size=20`),
          headers: a,
        },
        { screen: 'admin bookings, sort=created', path: list('sort=created&size=20'), headers: a },
        { screen: 'admin bookings, sort=total', path: list('sort=total&size=20'), headers: a },
        {
          screen: 'admin bookings, search by reference',
          path: list(`search=${reference}&size=20`),
          headers: a,
        },
        {
          screen: 'admin bookings, search by phone',
          path: list(`search=${sample.phone_number}&size=20`),
          headers: a,
        },
        {
          screen: 'admin bookings, search by name',
          path: list(`search=${encodeURIComponent(sample.customer_name)}&size=20`),
          headers: a,
        },
        { screen: 'admin booking detail', path: `/api/admin/bookings/${sample.id}`, headers: a },
        {
          screen: 'Today board: bookings of today',
          path: list(`from=${today}&to=${today}&size=100&sort=date&order=asc`),
          headers: a,
        },
        {
          screen: "Today board: cleaners (today's load, ratings)",
          path: '/api/admin/cleaners?size=100',
          headers: a,
        },
        { screen: 'admin payments, all', path: '/api/admin/payments?size=20', headers: a },
        {
          screen: 'admin payments, status=refunded',
          path: '/api/admin/payments?status=refunded&size=20',
          headers: a,
        },
        { screen: 'payouts, a week', path: `/api/admin/payouts?from=${weekFrom}&to=${today}`, headers: a },
        {
          screen: 'cleaner earnings (week and month)',
          path: '/api/cleaner/earnings',
          headers: as(cleanerToken),
        },
        { screen: 'cleaner jobs', path: '/api/bookings?size=100', headers: as(cleanerToken) },
        { screen: 'My Bookings, customer with 200', path: '/api/bookings', headers: as(customerToken) },
        {
          screen: 'availability, one day',
          path: `/api/availability?date=${addDays(today, 3)}&serviceId=${service.id}`,
          headers: as(customerToken),
        },
        { screen: 'outbox (email), newest first', path: '/api/admin/outbox?size=50', headers: a },
        {
          screen: 'messages (every channel), newest first',
          path: '/api/admin/messages?size=100',
          headers: a,
        },
        {
          screen: 'bookings CSV, a week (1 connection: a download)',
          connections: 1,
          path: `/api/admin/bookings.csv?from=${weekFrom}&to=${today}`,
          headers: a,
        },
        {
          screen: 'payouts CSV, a whole year (1 connection: a download)',
          connections: 1,
          path: `/api/admin/payouts.csv?from=${yearFrom}&to=${today}`,
          headers: a,
        },
      ];
    const chosen = ONLY
      ? screens.filter((s) => ONLY.some((o) => s.screen.toLowerCase().includes(o)))
      : screens;
    for (const s of chosen) {
      // Statements of the screen before that outlived autocannon's 10-s timeout would weigh on this one.
      await quiet();
      // One answer first (its size for the table). A screen before may have left statements running past
      // autocannon's 10-s timeout: wait for the server to answer again (up to two minutes) before measuring.
      let probe: Response | undefined;
      let body = new ArrayBuffer(0);
      for (const deadline = Date.now() + 120_000; ;) {
        probe = await fetch(base + s.path, { headers: s.headers, signal: AbortSignal.timeout(60_000) }).catch(
          () => undefined,
        );
        body = probe ? await probe.arrayBuffer() : new ArrayBuffer(0);
        if (probe?.status === 200 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 2_000));
      }
      if (probe?.status !== 200)
        throw new Error(
          `${s.screen}: ${probe?.status ?? 'no answer'} ${Buffer.from(body).toString().slice(0, 300)}`,
        );
      const r: LoadResult & { cpuUs?: number } = await runLoadOn(pid, {
        url: base + s.path,
        connections: s.connections ?? 10,
        warmupS: WARMUP,
        durationS: SECONDS,
        headers: s.headers,
      });
      const other = Object.entries(r.statuses).filter(([code]) => !code.startsWith('2'));
      const row: Row = {
        screen: s.screen,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        rps: r.rps,
        cpuUs: r.cpuUs ?? null,
        bytes: body.byteLength,
        non2xx:
          other.length || r.errors
            ? other.map(([c, n]) => `${n}×${c}`).join(' ') +
              (r.errors ? ` +${r.errors} errors/timeouts (10 s)` : '')
            : '0',
        met: r.p95 <= TARGET_P95 && !other.length && !r.errors,
      };
      rows.push(row);
      if (process.env.BENCH_SCALE_OUT)
        writeFileSync(process.env.BENCH_SCALE_OUT, JSON.stringify(rows, null, 2));
      console.log(`  ${s.screen}: p95 ${round(r.p95)} ms, ${Math.round(r.rps)}/s`);
    }

    const wants = (part: string) => !ONLY || ONLY.some((o) => part.includes(o));
    /**
     * Downloads `url` `times` times one after another on one connection, reading the body as it comes
     * (not kept), with the server's RSS sampled every 20 ms: the time to the first byte and to the last,
     * bytes and lines, the server's CPU, and its memory before, at peak and after.
     */
    const measureExport = async (label: string, url: string, times: number) => {
      // After a screen whose requests timed out, statements may still hold the pool: wait for an answer.
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        const ok = await fetch(url, { headers: a }).then(
          async (r) => {
            await r.body?.cancel();
            return r.status === 200;
          },
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 2_000));
      }
      await quiet();
      const before = rssKb(pid);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
      const cpu0 = cpuTimeMs(pid);
      const started = performance.now();
      let bytes = 0;
      let lines = 0;
      let firstByteMs = 0;
      try {
        for (let i = 0; i < times; i++) {
          const t0 = performance.now();
          const res = await fetch(url, { headers: a });
          if (res.status !== 200 || !res.body) throw new Error(`${label}: ${res.status}`);
          let first = true;
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            if (first) {
              firstByteMs += performance.now() - t0;
              first = false;
            }
            bytes += chunk.byteLength;
            for (const byte of chunk) if (byte === 10) lines++;
          }
        }
      } finally {
        clearInterval(timer);
      }
      const ms = performance.now() - started;
      const after = rssKb(pid);
      return (
        `${label}: ${times} download${times === 1 ? '' : 's'} in ${Math.round(ms)} ms ` +
        `(first byte after ${Math.round(firstByteMs / times)} ms; ${Math.round(bytes / times).toLocaleString('en-IN')} bytes and ` +
        `${Math.round(lines / times).toLocaleString('en-IN')} lines each, ${Math.round((lines / ms) * 1000).toLocaleString('en-IN')} lines/s; ` +
        `server CPU ${Math.round(((cpuTimeMs(pid) ?? 0) - (cpu0 ?? 0)) / times)} ms each): server RSS ` +
        `${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB during, ${Math.round(after / 1024)} MB after`
      );
    };

    if (wants('export memory')) {
      // The year's payouts CSV, five times one after another (one line a cleaner, built whole).
      notes.push(
        await measureExport(
          `Payouts CSV for ${yearFrom}..${today} (the year's ${bookingCount.toLocaleString('en-IN')} bookings, one line a cleaner)`,
          `${base}/api/admin/payouts.csv?from=${yearFrom}&to=${today}`,
          5,
        ),
      );
    }
    if (wants('export memory') || wants('bookings csv, a whole year')) {
      // The year's bookings CSV, one line a booking, streamed a batch (EXPORT_BATCH_SIZE) at a time: the
      // server's peak should stay near its RSS before, whatever the year's size.
      notes.push(
        await measureExport(
          `Bookings CSV for ${yearFrom}..${today} (one line a booking, streamed; 1 connection)`,
          `${base}/api/admin/bookings.csv?from=${yearFrom}&to=${today}`,
          1,
        ),
      );
    }
  } finally {
    await server.stop();
    await sql.end();
  }

  console.log(
    `\nbench:scale — ${bookingCount.toLocaleString('en-IN')} bookings; 10 connections, ${WARMUP} s warm-up + ${SECONDS} s per screen; ` +
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  printTable(rows);
  for (const n of notes) console.log(`\n${n}`);
  if (process.env.BENCH_SCALE_OUT) writeFileSync(process.env.BENCH_SCALE_OUT, JSON.stringify(rows, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
