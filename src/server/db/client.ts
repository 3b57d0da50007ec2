import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the app sees, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` runs for each NOTIFY committed by any session (this process's
   * included). Resolves to the unlisten.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, requests waiting for one, and the maximum (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite's folder on disk (metrics: free space), when not in memory. */
  dataDir?: string;
}

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to queries). When it drops, it
 * reconnects after a pause; notifications missed meanwhile are caught by the listener's slow poll.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(reconnect), 1_000);
    retry.unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => msg.channel === channel && onNotify());
    c.on('error', () => {
      c.end().catch(() => undefined);
      reconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      c.end().catch(() => undefined);
      throw error;
    }
    client = c;
    // Anything queued while it was not listening is due now.
    onNotify();
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end();
  };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Any number for the advisory lock that every Chamak process takes around its migrations. */
const MIGRATION_LOCK_ID = 7_240_011;

/**
 * Several server processes may start at once against one new database; drizzle's migrator takes no
 * lock, so they would all run the first migration. A session advisory lock lets one migrate at a time.
 */
async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (in memory when dataDir is undefined). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of an empty one. */
  pgliteDump?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without a limit, a request waits forever for a database that does not answer; the API says 503 instead.
      // The wait also covers queueing for a free pooled connection, so it must outlast a burst of bookings
      // contending for one slot (5 s made 50 concurrent creates answer 503 on a loaded machine).
      connectionTimeoutMillis: 15_000,
    });
    // An idle connection the server drops (restart, failover, admin termination) must not crash the
    // process: the pool discards that client and the next query opens a fresh one.
    pool.on('error', () => undefined);
    // The pool listens for errors only on idle clients. A checked-out client whose connection drops between
    // queries (inside a transaction, say) would emit an unhandled 'error' and crash the process; its query
    // still fails and the request answers 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(pool),
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onNotify) => listenPostgres(options.databaseUrl!, channel, onNotify),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
    };
  }
  if (options.dataDir === ':memory:') options = { ...options, dataDir: undefined };
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const client = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
    extensions: { btree_gist, pg_trgm },
    loadDataDir: options.pgliteDump,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // One connection: its own NOTIFYs come back to it when the transaction commits.
    listen: async (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
  };
}
