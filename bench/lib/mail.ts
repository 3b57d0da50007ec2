import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../faults/lib/postgres';
import { loadConfig } from '../../src/server/config';
import { brandFromConfig } from '../../src/server/platform/mail/brand';
import { OUTBOX_CHANNEL } from '../../src/server/platform/mail/outbox';
import { closeSmtpServer, received, startSmtpServer } from '../../src/server/test/smtp-server';
import { startChamak } from './processes';

const LATENCY_SAMPLES = Number(process.env.BENCH_MAIL_SAMPLES ?? 40);
const DRAIN = 500;
/** Long enough that no poll tick falls inside a measurement: what is measured is the NOTIFY wake-up. */
const POLL_MS = String(10 * 60_000);

const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1]!;

/** Resolves when the SMTP server has received a message to `to`; its arrival time in ms (performance.now). */
function arrivalOf(to: string): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (received.some((m) => m.envelopeTo.includes(to))) resolve(performance.now());
      else setImmediate(check);
    };
    check();
  });
}

/**
 * Mail latency: a customer signs up (the welcome mail is queued in the signup's transaction); the
 * clock runs from the HTTP answer (the transaction has committed) to the message's arrival at a
 * loopback SMTP server. One at a time, so each is a quiet-system latency.
 */
async function latency(base: string, kind: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const email = `latency.${kind}.${i}.${Date.now()}@example.com`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Latency Check', email, phone: '9876543210', password: 'Sitar-Lamp-123' }),
    });
    const committed = performance.now();
    if (res.status !== 201) throw new Error(`signup answered ${res.status}`);
    times.push((await arrivalOf(email)) - committed);
  }
  times.sort((a, b) => a - b);
  return (
    `[${kind}] mail latency, commit → SMTP arrival, ${LATENCY_SAMPLES} signups one at a time, mail poll ${POLL_MS} ms: ` +
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`
  );
}

/** 500 templated messages queued in one transaction (with its NOTIFY); ms until the last arrives. */
async function drain(db: Awaited<ReturnType<typeof createDatabase>>, tag: string): Promise<number> {
  const brand = brandFromConfig(loadConfig({}));
  const prefix = `drain.${tag}.${Date.now()}`;
  const client = await db.sql.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into outbox_emails (kind, to_address, template, template_args)
       select 'welcome', $3 || '.' || g || '@example.com', 'welcome',
              jsonb_build_array($1::jsonb, jsonb_build_object('name', 'Drain ' || g))
       from generate_series(1, $2::int) g`,
      [JSON.stringify(brand), DRAIN, prefix],
    );
    await client.query(`select pg_notify($1, '')`, [OUTBOX_CHANNEL]);
    await client.query('commit');
  } finally {
    client.release();
  }
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const check = () => {
      if (received.filter((m) => m.envelopeTo[0]?.startsWith(prefix)).length >= DRAIN) resolve();
      else setTimeout(check, 5);
    };
    check();
  });
  const elapsed = performance.now() - started;
  const got = received.filter((m) => m.envelopeTo[0]?.startsWith(prefix));
  const unique = new Set(got.map((m) => m.envelopeTo[0])).size;
  if (got.length !== DRAIN || unique !== DRAIN)
    throw new Error(`drain sent ${got.length} (${unique} distinct)`);
  return elapsed;
}

/** `npm run bench` with BENCH_ONLY=mail: the notes it prints. */
export async function mailBench(opts: { ports: [number, number] }): Promise<string[]> {
  const notes: string[] = [];
  const smtp = await startSmtpServer();
  const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: POLL_MS };
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chamak-bench-mail-'));
    const pglite = await startChamak(opts.ports[0], {
      ...mailEnv,
      DATA_DIR: path.join(dataDir, 'db'),
      ALLOW_EMBEDDED_DB: 'true',
    });
    try {
      notes.push(await latency(pglite.baseUrl, 'pglite'));
    } finally {
      await pglite.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }

    const db = await createDatabase();
    try {
      const first = await startChamak(opts.ports[0], { ...mailEnv, DATABASE_URL: db.url });
      try {
        notes.push(await latency(first.baseUrl, 'postgres'));
        const one = await drain(db, 'one');
        const second = await startChamak(opts.ports[1], { ...mailEnv, DATABASE_URL: db.url });
        try {
          const two = await drain(db, 'two');
          const { rows } = await db.sql.query(
            `select count(distinct locked_by)::int as senders from outbox_emails where to_address like 'drain.two.%'`,
          );
          notes.push(
            `[postgres] drain of ${DRAIN} templated messages queued in one transaction, rendered and sent over ` +
              `pooled SMTP: one process ${(one / 1000).toFixed(1)} s (${Math.round(DRAIN / (one / 1000))}/s), ` +
              `two processes ${(two / 1000).toFixed(1)} s (${Math.round(DRAIN / (two / 1000))}/s, ` +
              `${rows[0].senders} senders), each message once`,
          );
        } finally {
          await second.stop();
        }
      } finally {
        await first.stop();
      }
    } finally {
      await db.drop();
    }
  } finally {
    await closeSmtpServer(smtp.server);
  }
  return notes;
}
