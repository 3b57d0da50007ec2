import { spawn } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * What a backup held, to check a restore against: every table's row count, and a checksum of each row of
 * the tables that are money and promises (bookings, payments, refunds, invoices). Written beside the dump.
 */
export interface BackupManifest {
  kind: 'postgres' | 'pglite';
  createdAt: string;
  /** The dump's size in bytes. */
  bytes: number;
  /** Migrations applied (drizzle's journal table): a restore brings the schema the rows were written in. */
  migrations: number;
  tables: Record<string, number>;
  checksums: Record<string, string>;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Money and promises: each row's every column goes into the checksum. */
export const CHECKSUMMED_TABLES = ['bookings', 'payments', 'refunds', 'invoices'] as const;

/** Row counts and checksums of the database `query` reads. */
export async function contentsOf(
  query: Query,
): Promise<Pick<BackupManifest, 'migrations' | 'tables' | 'checksums'>> {
  const { rows: names } = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const { rows } = await query(`select count(*)::int as n from "${String(name)}"`);
    tables[String(name)] = Number(rows[0].n);
  }
  const checksums: Record<string, string> = {};
  for (const table of CHECKSUMMED_TABLES) {
    // md5 of each row's text, in id order: the same rows, column for column, give the same sum.
    const { rows } = await query(
      `select coalesce(md5(string_agg(md5(t::text), '' order by t.id::text)), '') as sum from "${table}" t`,
    );
    checksums[table] = String(rows[0].sum);
  }
  const { rows: applied } = await query(`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { migrations: Number(applied[0].n), tables, checksums };
}

/** What differs between the backup's manifest and the restored database: empty when the restore is whole. */
export function differences(
  expected: Pick<BackupManifest, 'migrations' | 'tables' | 'checksums'>,
  actual: Pick<BackupManifest, 'migrations' | 'tables' | 'checksums'>,
): string[] {
  const found: string[] = [];
  if (expected.migrations !== actual.migrations)
    found.push(`migrations: ${expected.migrations} backed up, ${actual.migrations} restored`);
  for (const table of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)]))
    if (expected.tables[table] !== actual.tables[table])
      found.push(
        `${table}: ${expected.tables[table] ?? 'no table'} rows backed up, ${actual.tables[table] ?? 'no table'} restored`,
      );
  for (const table of CHECKSUMMED_TABLES)
    if (expected.checksums[table] !== actual.checksums[table]) found.push(`${table}: rows differ (checksum)`);
  return found;
}

export const manifestPath = (dumpFile: string) => `${dumpFile}.manifest.json`;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr.trim().slice(-2000)}`)),
    );
  });
}

async function withPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use((text) => client.query(text));
  } finally {
    await client.end();
  }
}

/** The database holds no tables of ours (a restore goes into an empty database only). */
async function assertEmpty(query: Query) {
  const { rows } = await query(
    `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  if (Number(rows[0].n) > 0)
    throw new Error('The target database is not empty: restore into a new, empty database.');
}

/** pg_dump in its custom format (compressed, restorable table by table), and the manifest beside it. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupManifest> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
  const contents = await withPostgres(databaseUrl, contentsOf);
  const manifest: BackupManifest = {
    kind: 'postgres',
    createdAt: new Date().toISOString(),
    bytes: (await stat(file)).size,
    ...contents,
  };
  await writeFile(manifestPath(file), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** pg_restore into an empty database, then the manifest compared with what arrived. */
export async function restorePostgres(databaseUrl: string, file: string) {
  const manifest = JSON.parse(await readFile(manifestPath(file), 'utf8')) as BackupManifest;
  await withPostgres(databaseUrl, assertEmpty);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
  const restored = await withPostgres(databaseUrl, contentsOf);
  return { manifest, restored, differences: differences(manifest, restored) };
}

const pgliteQuery =
  (client: PGlite): Query =>
  (text) =>
    client.query(text) as Promise<{ rows: Record<string, unknown>[] }>;

/**
 * PGlite's data directory as one gzipped tarball (`dumpDataDir`), and the manifest. PGlite is one process:
 * stop the server first (a running server holds the directory).
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupManifest> {
  const client = await PGlite.create(path.resolve(dataDir), { extensions: { btree_gist, pg_trgm } });
  try {
    const contents = await contentsOf(pgliteQuery(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    const manifest: BackupManifest = {
      kind: 'pglite',
      createdAt: new Date().toISOString(),
      bytes: (await stat(file)).size,
      ...contents,
    };
    await writeFile(manifestPath(file), JSON.stringify(manifest, null, 2));
    return manifest;
  } finally {
    await client.close();
  }
}

/** A PGlite data directory made from the tarball (the folder must not hold a database yet), then compared. */
export async function restorePglite(file: string, dataDir: string) {
  const manifest = JSON.parse(await readFile(manifestPath(file), 'utf8')) as BackupManifest;
  const existing = await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null);
  if (existing) throw new Error(`${dataDir} already holds a database: restore into a new folder.`);
  const client = await PGlite.create(path.resolve(dataDir), {
    extensions: { btree_gist, pg_trgm },
    loadDataDir: new Blob([await readFile(file)]),
  });
  try {
    const restored = await contentsOf(pgliteQuery(client));
    return { manifest, restored, differences: differences(manifest, restored) };
  } finally {
    await client.close();
  }
}
