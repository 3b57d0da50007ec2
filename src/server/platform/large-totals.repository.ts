import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * A list's `total` without counting a million rows on every page (issue 34 part 5). Up to
 * EXACT_TOTAL_LIMIT matching rows are counted every time (a bounded count: `limit` inside the count,
 * ~10,000 index entries at most), so small results — a customer's, a cleaner's, a week's, every test's —
 * are exact and current. Past it the full count is taken once per TOTAL_TTL_MS per query shape in this
 * process (requests that arrive while it runs share it) and reused: such a total may be up to a minute
 * old, which "page 1 of 50,000" does not show. Measured at 1,000,000 bookings: docs/benchmarks.md.
 */
export const EXACT_TOTAL_LIMIT = 10_000;
export const TOTAL_TTL_MS = 60_000;
const MAX_KEYS = 500;

/** Per database handle (each app, and each test's app, has its own). */
const caches = new WeakMap<object, Map<string, { at: number; total: Promise<number> }>>();

/**
 * `from` is the FROM/JOIN/WHERE part of the list's query ("from bookings b … where …"); `key` names the
 * query shape and its parameters (the same key must mean the same rows).
 */
export async function largeTotal(db: DbOrTx, key: string, from: SQL, now = Date.now()): Promise<number> {
  const bounded = await db.execute(
    sql`select count(*)::int as n from (select 1 ${from} limit ${EXACT_TOTAL_LIMIT + 1}) as bounded`,
  );
  const n = Number((bounded as unknown as { rows: { n: number }[] }).rows[0]!.n);
  if (n <= EXACT_TOTAL_LIMIT) return n;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const total = db
    .execute(sql`select count(*)::int as n ${from}`)
    .then((r) => Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n));
  cache.set(key, { at: now, total });
  total.catch(() => cache.delete(key));
  if (cache.size > MAX_KEYS) cache.delete(cache.keys().next().value!);
  return total;
}
