// `npm run restore -- FILE`: a backup into an empty database (DATABASE_URL's PostgreSQL, else a new PGlite
// DATA_DIR), then its row counts and checksums compared with FILE.manifest.json. Exits 1 on any difference.
import path from 'node:path';
import { restorePglite, restorePostgres } from '../src/server/ops/backup';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- FILE (into DATABASE_URL, or a new PGlite DATA_DIR)');
    return 2;
  }
  const started = Date.now();
  const databaseUrl = process.env.DATABASE_URL;
  const result = databaseUrl
    ? await restorePostgres(databaseUrl, path.resolve(file))
    : await restorePglite(path.resolve(file), process.env.DATA_DIR ?? './data/pglite');
  const rows = Object.values(result.restored.tables).reduce((a, b) => a + b, 0);
  if (result.differences.length) {
    console.error(`Restored, but it differs from the backup:\n- ${result.differences.join('\n- ')}`);
    return 1;
  }
  console.log(`Restored ${rows} rows; counts and checksums match the manifest (${Date.now() - started} ms).`);
  return 0;
}

// A refusal or a tool's failure is said in one line, not as a stack trace.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
