import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PgbenchResult {
  tps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

/**
 * Runs a pgbench script at `clients` clients: a warm-up round, then a measured one whose per-transaction
 * log gives the percentiles. Variables are passed with -D and bound as parameters (-M prepared).
 */
export function pgbench(
  databaseUrl: string,
  script: string,
  opts: { clients: number; warmupS: number; durationS: number; vars?: Record<string, string> },
): PgbenchResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'chamak-pgbench-'));
  try {
    const file = path.join(dir, 'script.sql');
    writeFileSync(file, script);
    const url = new URL(databaseUrl);
    const base = [
      '-n',
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      '-c',
      String(opts.clients),
      '-j',
      String(Math.min(opts.clients, 2)),
      '-M',
      'prepared',
      '-f',
      file,
      ...Object.entries(opts.vars ?? {}).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    ];
    const db = url.pathname.slice(1);
    execFileSync('pgbench', [...base, '-T', String(opts.warmupS), db], { stdio: 'pipe' });
    const prefix = path.join(dir, 'log');
    const out = execFileSync(
      'pgbench',
      [...base, '-T', String(opts.durationS), '-l', `--log-prefix=${prefix}`, db],
      {
        stdio: 'pipe',
      },
    ).toString();
    const latencies: number[] = [];
    for (const f of readdirSync(dir).filter((f) => f.startsWith('log'))) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const fields = line.split(' ');
        if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    return { tps, p50: at(50), p95: at(95), p99: at(99), failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The least one booking must do: one transaction inserting the booking, its event and its email. */
export const minimalBookingTransaction = `
\\set day random(1, 3650)
BEGIN;
INSERT INTO bookings (user_id, service_id, service_name, phone_number, address_line1, city, state, pincode,
  area_sqft, scheduled_date, scheduled_time, base_paise, total_paise)
VALUES (:uid, :sid, 'Office Cleaning', '9876543210', '12 MG Road', 'Indore', 'Madhya Pradesh', '452001',
  100, current_date + (:day)::int, '10:00', 100000, 100000) RETURNING id AS booking_id \\gset
INSERT INTO booking_events (booking_id, to_status) VALUES ((:booking_id)::uuid, 'pending');
INSERT INTO outbox_emails (kind, to_address, subject, body_text)
  VALUES ('booking-received', 'bench@example.com', 'Booking received', 'Booking id: ' || :booking_id);
COMMIT;
`;
