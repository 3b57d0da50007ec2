// `npm run backup [-- FILE]`: the database (DATABASE_URL's PostgreSQL, else PGlite in DATA_DIR) to FILE and
// FILE.manifest.json (row counts, checksums of bookings, payments, refunds and invoices).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupPglite, backupPostgres, manifestPath } from '../src/server/ops/backup';

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const databaseUrl = process.env.DATABASE_URL;
  const file = path.resolve(process.argv[2] ?? `backups/chamak-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  const manifest = databaseUrl
    ? await backupPostgres(databaseUrl, file)
    : await backupPglite(process.env.DATA_DIR ?? './data/pglite', file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables (${manifest.bytes} bytes, ${Date.now() - started} ms) to ${file}\nManifest: ${manifestPath(file)}`,
  );
}

// A refusal or a tool's failure is said in one line, not as a stack trace.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
