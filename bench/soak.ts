/**
 * `npm run soak [-- <duration>]` (default 30m; e.g. 90s, 2m): a day in a city, not in CI. Two server
 * processes (production mode) on one fresh PostgreSQL database, with a loopback SMTP server and MSG91 and
 * WhatsApp fakes, under a city's mix: customers browse and price, book, pay online or choose pay after
 * service; an admin watches the board and assigns; cleaners set out, start with the customer's code, take
 * the cash and complete; every step's mails and texts go out. Requests go to the two processes in turn.
 * It fails (exit 1) on any answer other than planned, a message sent twice or never, or (in a run of 10
 * minutes or more) memory growth after warm-up of 10% or more; it prints p50/p99 per route and each
 * process's memory. CI (.ci/run) runs it for one minute as a smoke.
 *
 * The rate is 10× Indore's expected peak, taken as SOAK_PEAK_BOOKINGS_PER_HOUR (default 60, busiest hour
 * of the launch plan's ~600 bookings a day), with ten browsing visitors per booking. SOAK_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres) names the server a database is made on and dropped.
 */
import { createServer } from 'node:net';
import pg from 'pg';
import { TEXT_KINDS } from '../src/shared/notifications';
import { addDays, todayInIndia } from '../src/shared/domain/time';
import {
  startMsg91Fake,
  startWhatsAppFake,
} from '../src/server/platform/messaging/provider-fakes.test-support';
import { closeSmtpServer, received, startSmtpServer } from '../src/server/test/smtp-server';
import { startChamak, type Running } from './lib/processes';
import { RouteStats, memoryOf } from './lib/soak-stats';

process.env.TEST_DATABASE_URL ??=
  process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { createDatabase } = await import('../faults/lib/postgres');

function parseDuration(arg: string | undefined): number {
  const m = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(arg ?? '30m');
  if (!m) throw new Error(`duration: a number with s, m or h (e.g. 90s, 30m), not ${arg}`);
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[(m[2] ?? 'm') as 's' | 'm' | 'h'] * 1000;
}
const DURATION_MS = parseDuration(process.argv.slice(2).find((a) => !a.startsWith('-')));
const PEAK_PER_HOUR = Number(process.env.SOAK_PEAK_BOOKINGS_PER_HOUR ?? 60);
const BOOKINGS_PER_MIN = (PEAK_PER_HOUR * 10) / 60;
const BROWSERS_PER_BOOKING = 10;
/** Memory is compared from here on: the first quarter (at least 20 s) warms caches, pools and the JIT. */
const WARMUP_MS = Math.max(20_000, DURATION_MS / 4);
/** A shorter run (CI's one-minute smoke) prints memory growth but is not failed on it: too little to judge. */
const MEMORY_JUDGED_FROM_MS = 10 * 60_000;
const CUSTOMERS = 40;
const EXTRA_CLEANERS = 24;
/** Jobs start from the customer's code; the window before a slot is set to its maximum (30 days). */
const BOOKING_DAYS = { first: 1, last: 29 };
const SERVICE = 'office-cleaning';
const PACKAGE = 'Basic';
const AREA = 100;
const ADDRESS = {
  line1: '7 Soak Street',
  line2: '',
  city: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452001',
};
const demoAdmin = { email: 'admin@chamak.in', password: 'Admin@1234' };
const cleanerPassword = 'Cleaner@1234';

const stats = new RouteStats();
const errors: string[] = [];
let serverTurn = 0;
let bases: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One request to the next process in turn, timed under its route's name. An answer outside `expect` is an
 * error of the run (kept with its body); the body is returned either way.
 */
async function call(
  route: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; expect?: number[] } = {},
): Promise<{ status: number; body: any }> {
  const base = bases[serverTurn++ % bases.length]!;
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    stats.add(route, performance.now() - started, res.status);
    const body = text ? JSON.parse(text) : null;
    if (!(init.expect ?? [200]).includes(res.status))
      errors.push(`${route} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, body };
  } catch (error) {
    stats.add(route, performance.now() - started, 0);
    errors.push(`${route} ${path}: ${(error as Error).message}`);
    return { status: 0, body: null };
  }
}

const today = todayInIndia(new Date());
let nextDay = BOOKING_DAYS.first;
/** Days go round the window, so each day's slots fill evenly instead of one day running full first. */
const dayForNextBooking = () => {
  const day = nextDay;
  nextDay = nextDay >= BOOKING_DAYS.last ? BOOKING_DAYS.first : nextDay + 1;
  return addDays(today, day);
};

interface Booked {
  id: string;
  customerToken: string;
  payAfterService: boolean;
}
const toAssign: Booked[] = [];
const toVisit: (Booked & { cleanerToken: string })[] = [];
let adminToken = '';
const cleanerTokens = new Map<string, string>();
const counts = { browsed: 0, booked: 0, slotTaken: 0, paidOnline: 0, payAfter: 0, assigned: 0, completed: 0 };

/** A visitor who looks and prices, and does not book. */
async function browse() {
  await call('GET /api/services', '/api/services');
  await call('GET /api/services/:id', `/api/services/${SERVICE}`);
  await call('POST /api/services/:id/calculate-price', `/api/services/${SERVICE}/calculate-price`, {
    method: 'POST',
    body: { packageName: PACKAGE, area: AREA },
  });
  await call(
    'GET /api/availability',
    `/api/availability?serviceId=${SERVICE}&packageId=${PACKAGE}&quantity=${AREA}&date=${addDays(today, 1 + (counts.browsed % 20))}`,
  );
  counts.browsed++;
}

/** A customer books the first open slot of the next day in turn, and pays (online or after service). */
async function book(customerToken: string, payAfterService: boolean) {
  await call('GET /api/services', '/api/services');
  await call('POST /api/services/:id/calculate-price', `/api/services/${SERVICE}/calculate-price`, {
    method: 'POST',
    body: { packageName: PACKAGE, area: AREA },
  });
  for (let tries = 0; tries < BOOKING_DAYS.last; tries++) {
    const date = dayForNextBooking();
    const open = await call(
      'GET /api/availability',
      `/api/availability?serviceId=${SERVICE}&packageId=${PACKAGE}&quantity=${AREA}&date=${date}`,
    );
    const slot = (open.body?.data?.slots ?? []).find((s: { available: boolean }) => s.available);
    if (!slot) continue;
    const created = await call('POST /api/bookings', '/api/bookings', {
      method: 'POST',
      token: customerToken,
      // 409: another customer took the slot between the look and the booking (planned).
      expect: [201, 409],
      body: {
        serviceId: SERVICE,
        packageId: PACKAGE,
        address: ADDRESS,
        phoneNumber: '9876543210',
        areaSqft: AREA,
        scheduledDate: date,
        scheduledTime: slot.time,
      },
    });
    if (created.status === 409) {
      counts.slotTaken++;
      continue;
    }
    if (created.status !== 201) return;
    counts.booked++;
    const id: string = created.body.data.booking._id;
    if (payAfterService) {
      const r = await call('POST /api/bookings/complete-payment', '/api/bookings/complete-payment', {
        method: 'POST',
        token: customerToken,
        body: { bookingId: id, paymentMethod: 'pay_after_service' },
      });
      if (r.status !== 200) return;
      counts.payAfter++;
    } else {
      const order = await call('POST /api/payment/create-order', '/api/payment/create-order', {
        method: 'POST',
        token: customerToken,
        body: { bookingId: id },
      });
      if (order.status !== 200) return;
      const paid = await call('POST /api/payment/sandbox/checkout', '/api/payment/sandbox/checkout', {
        method: 'POST',
        token: customerToken,
        body: { orderId: order.body.data.orderId, method: 'upi' },
      });
      if (paid.status !== 200) return;
      counts.paidOnline++;
    }
    await call('GET /api/bookings', '/api/bookings?size=20', { token: customerToken });
    toAssign.push({ id, customerToken, payAfterService });
    return;
  }
  errors.push(
    `no open slot on days ${BOOKING_DAYS.first}–${BOOKING_DAYS.last}: the soak ran out of calendar`,
  );
}

/** The admin's board, and the bookings waiting for a crew given to the first free cleaner. */
async function adminRound() {
  await call('GET /api/admin/bookings', '/api/admin/bookings?unassigned=true&size=50', { token: adminToken });
  await call('GET /api/admin/summary', '/api/admin/summary', { token: adminToken });
  for (const booking of toAssign.splice(0)) {
    const free = await call(
      'GET /api/bookings/:id/free-cleaners',
      `/api/bookings/${booking.id}/free-cleaners`,
      {
        token: adminToken,
      },
    );
    const candidates: { _id: string }[] = (free.body?.data?.cleaners ?? []).filter((c: { _id: string }) =>
      cleanerTokens.has(c._id),
    );
    for (const cleaner of candidates) {
      // 409: the cleaner was given another job at that time meanwhile (planned; the next one is asked).
      const r = await call('PATCH /api/bookings/:id/assign', `/api/bookings/${booking.id}/assign`, {
        method: 'PATCH',
        token: adminToken,
        body: { cleanerId: cleaner._id },
        expect: [200, 409],
      });
      if (r.status === 200) {
        counts.assigned++;
        toVisit.push({ ...booking, cleanerToken: cleanerTokens.get(cleaner._id)! });
        break;
      }
    }
  }
}

/** A cleaner's visit: the job list, on my way, start with the customer's code, cash if due, complete. */
async function visit(job: Booked & { cleanerToken: string }) {
  const token = job.cleanerToken;
  await call('GET /api/cleaner/jobs', '/api/cleaner/jobs', { token });
  await call('POST /api/bookings/:id/on-my-way', `/api/bookings/${job.id}/on-my-way`, {
    method: 'POST',
    token,
  });
  const seen = await call('GET /api/bookings/:id', `/api/bookings/${job.id}`, { token: job.customerToken });
  const started = await call('PATCH /api/bookings/:id/status', `/api/bookings/${job.id}/status`, {
    method: 'PATCH',
    token,
    body: { status: 'in-progress', startCode: seen.body?.data?.booking?.startCode },
  });
  if (started.status !== 200) return;
  if (job.payAfterService) {
    const due = await call('GET /api/bookings/:id/collection', `/api/bookings/${job.id}/collection`, {
      token,
    });
    await call('POST /api/bookings/:id/collect', `/api/bookings/${job.id}/collect`, {
      method: 'POST',
      token,
      body: { method: 'cash', amount: due.body?.data?.amountDue },
      expect: [201],
    });
  }
  const done = await call('PATCH /api/bookings/:id/status', `/api/bookings/${job.id}/status`, {
    method: 'PATCH',
    token,
    body: { status: 'completed', notes: 'Soak visit done' },
  });
  if (done.status === 200) counts.completed++;
}

/** Runs `task` about `perMinute` times a minute until `until`, each start on its own (they overlap). */
async function every(perMinute: number, until: number, task: (i: number) => Promise<void>) {
  const gap = 60_000 / perMinute;
  const running: Promise<void>[] = [];
  for (let i = 0, next = performance.now(); performance.now() < until; i++) {
    running.push(task(i));
    next += gap;
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  await Promise.all(running);
}

async function waitFor(what: string, check: () => Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  const smtp = await startSmtpServer();
  const msg91 = await startMsg91Fake({ authKey: 'soak-key' });
  const whatsapp = await startWhatsAppFake({ token: 'soak-token', phoneNumberId: '888' });
  const db = await createDatabase();
  const env = {
    DATABASE_URL: db.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MSG91_AUTH_KEY: 'soak-key',
    MSG91_BASE_URL: msg91.url,
    MSG91_TEMPLATE_IDS: JSON.stringify(Object.fromEntries(TEXT_KINDS.map((k) => [k, `t-${k}`]))),
    WHATSAPP_TOKEN: 'soak-token',
    WHATSAPP_PHONE_NUMBER_ID: '888',
    WHATSAPP_GRAPH_URL: whatsapp.url,
    ALLOW_PAYMENT_SANDBOX: 'true',
    JOB_START_EARLY_MINUTES: '43200',
    OUTBOX_POLL_MS: '1000',
  };
  const servers: Running[] = [];
  try {
    servers.push(await startChamak(await freePort(), env));
    servers.push(await startChamak(await freePort(), env));
    bases = servers.map((s) => s.baseUrl);
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      adminToken = (
        await call('POST /api/auth/login', '/api/auth/login', { method: 'POST', body: demoAdmin })
      ).body.token;
      // More crews than the demo's, so a 30-minute run does not fill the 29 days it books in.
      await sql.query(
        `insert into users (name, email, phone, role, password_hash)
         select 'Soak Cleaner ' || g, 'soak.cleaner.' || g || '@example.com', '98000000' || lpad(g::text, 2, '0'),
                'cleaner', (select password_hash from users where email = 'ravi@chamak.in')
         from generate_series(1, $1::int) g`,
        [EXTRA_CLEANERS],
      );
      const { rows: cleaners } = await sql.query<{ id: string; email: string }>(
        `select id, email from users where role = 'cleaner' and is_active`,
      );
      for (const c of cleaners) {
        const r = await call('POST /api/auth/login', '/api/auth/login', {
          method: 'POST',
          body: { email: c.email, password: cleanerPassword },
        });
        if (r.status === 200) cleanerTokens.set(c.id, r.body.token);
      }
      const customers: string[] = [];
      for (let i = 0; i < CUSTOMERS; i++) {
        const phone = `97${String(10_000_000 + i).slice(-8)}`;
        const r = await call('POST /api/auth/register', '/api/auth/register', {
          method: 'POST',
          expect: [201],
          body: {
            name: `Soak Customer ${i}`,
            email: `soak.customer.${i}@example.com`,
            phone,
            password: 'Sitar-Lamp-123',
            whatsapp: true,
          },
        });
        customers.push(r.body.token);
        // Texts go to a verified mobile only (the code's round trip is tested elsewhere).
        await sql.query(
          `insert into verified_mobiles (user_id, number, verified_at) values ($1, $2, now())`,
          [r.body.data.user._id, `91${phone}`],
        );
      }
      console.log(
        `soak: ${DURATION_MS / 1000} s, 2 processes on PostgreSQL; ${BOOKINGS_PER_MIN} bookings/min ` +
          `(10× a peak of ${PEAK_PER_HOUR}/h), ${BOOKINGS_PER_MIN * BROWSERS_PER_BOOKING} browsing visits/min; ` +
          `${cleanerTokens.size} cleaners, ${customers.length} customers`,
      );

      const started = performance.now();
      const until = started + DURATION_MS;
      const memory: { at: number; rss: number[] }[] = [];
      const sampler = setInterval(() => {
        memory.push({ at: performance.now() - started, rss: servers.map((s) => memoryOf(s.child.pid!)) });
      }, 5_000);
      const mailIds = new Map<string, number>();
      const tallyMail = () => {
        for (const mail of received.splice(0)) {
          const id = mail.headers.get('message-id') ?? `none-${mailIds.size}`;
          mailIds.set(id, (mailIds.get(id) ?? 0) + 1);
        }
      };
      const mailTally = setInterval(tallyMail, 2_000);
      const adminLoop = (async () => {
        while (performance.now() < until) {
          await adminRound();
          await new Promise((r) => setTimeout(r, 3_000));
        }
        await adminRound();
      })();
      const visitLoop = (async () => {
        while (performance.now() < until) {
          const jobs = toVisit.splice(0);
          await Promise.all(jobs.map(visit));
          await new Promise((r) => setTimeout(r, 2_000));
        }
      })();
      await Promise.all([
        every(BOOKINGS_PER_MIN * BROWSERS_PER_BOOKING, until, browse),
        every(BOOKINGS_PER_MIN, until, (i) => book(customers[i % customers.length]!, i % 2 === 0)),
        adminLoop,
        visitLoop,
      ]);
      await Promise.all(toVisit.splice(0).map(visit));
      clearInterval(sampler);

      // Every message queued is sent, and reaches its receiver once.
      const outbox = async () =>
        (
          await sql.query<{ emails: number; texts: number; queued: number; failed: number }>(
            `select (select count(*) from outbox_emails where status = 'sent')::int as emails,
                    (select count(*) from outbox_texts where status = 'sent')::int as texts,
                    (select count(*) from outbox_emails where status = 'queued')::int
                      + (select count(*) from outbox_texts where status = 'queued')::int as queued,
                    (select count(*) from outbox_emails where status = 'failed')::int
                      + (select count(*) from outbox_texts where status = 'failed')::int as failed`,
          )
        ).rows[0]!;
      await waitFor('the outboxes to drain', async () => (await outbox()).queued === 0);
      await new Promise((r) => setTimeout(r, 1_000));
      clearInterval(mailTally);
      tallyMail();
      const box = await outbox();
      const { rows: textRows } = await sql.query<{ channel: string; n: number }>(
        `select channel, count(*)::int as n from outbox_texts where status = 'sent' group by 1`,
      );
      const sentTexts = Object.fromEntries(textRows.map((r) => [r.channel, r.n]));
      const mails = [...mailIds.values()].reduce((a, b) => a + b, 0);
      const twice = [...mailIds.values()].filter((n) => n > 1).length;
      const messages = [
        ['emails', box.emails, mails, twice],
        ['SMS', sentTexts.sms ?? 0, msg91.requests.length, 0],
        ['WhatsApp', sentTexts.whatsapp ?? 0, whatsapp.requests.length, 0],
      ] as const;
      for (const [what, rows, arrived, dup] of messages) {
        if (rows !== arrived || dup)
          errors.push(`${what}: ${rows} sent by the outbox, ${arrived} arrived (${dup} twice)`);
      }
      if (box.failed) errors.push(`${box.failed} messages failed`);

      const seconds = (performance.now() - started) / 1000;
      console.log(`\nran ${seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
      stats.print();
      console.log(
        '\nmessages (sent by the outbox / arrived): ' +
          messages
            .map(([w, rows, arrived, dup]) => `${w} ${rows}/${arrived}${dup ? ` (${dup} twice)` : ''}`)
            .join(', '),
      );
      const growth = memoryGrowth(memory);
      const judged = DURATION_MS >= MEMORY_JUDGED_FROM_MS ? '' : ' (not judged in a run under 10 minutes)';
      console.log(`memory (RSS) after ${WARMUP_MS / 1000} s warm-up: ${growth.text}${judged}`);
      if (growth.worst >= 0.1 && DURATION_MS >= MEMORY_JUDGED_FROM_MS)
        errors.push(`memory grew ${(growth.worst * 100).toFixed(1)}% after warm-up`);
    } finally {
      await sql.end();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
    await closeSmtpServer(smtp.server);
    await msg91.close();
    await whatsapp.close();
  }
  if (errors.length) {
    console.error(`\n${errors.length} errors; the first:\n  ${errors.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log('\n0 errors');
}

/** Each process's RSS at the end of warm-up against its last samples (medians of three, to smooth GC). */
function memoryGrowth(samples: { at: number; rss: number[] }[]) {
  const after = samples.filter((s) => s.at >= WARMUP_MS);
  if (after.length < 4) return { worst: 0, text: 'too short a run to say' };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  const parts = after[0]!.rss.map((_, p) => {
    const first = median(after.slice(0, 3).map((s) => s.rss[p]!));
    const last = median(after.slice(-3).map((s) => s.rss[p]!));
    return { p, first, last, growth: (last - first) / first };
  });
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  return {
    worst: Math.max(...parts.map((x) => x.growth)),
    text: parts
      .map((x) => `process ${x.p + 1} ${mb(x.first)} → ${mb(x.last)} (${(x.growth * 100).toFixed(1)}%)`)
      .join(', '),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
