import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { createPostgresDatabase } from '../test/test-app';
import { backupPostgres, restorePostgres } from './backup';

/**
 * Issue 34: pg_dump and pg_restore round trip. PostgreSQL only (vitest.config.ts runs *.postgres.test.ts
 * with TEST_DATABASE_URL); the PGlite drill is backup.test.ts.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chamak-backup-pg-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function seeded(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedDatabase(database.db, { demoData: true, demoBookings: true, now: new Date() });
  await database.close();
}

const rowsIn = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

describe('PostgreSQL backup and restore (pg_dump, pg_restore)', () => {
  it('restores a seeded database whole into an empty one; a changed row fails the check; a non-empty target is refused', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const source = await createPostgresDatabase(base);
    const target = await createPostgresDatabase(base);
    const tampered = await createPostgresDatabase(base);
    try {
      await seeded(source.url);
      const file = path.join(dir, 'postgres.dump');
      const started = Date.now();
      const manifest = await backupPostgres(source.url, file);
      const restored = await restorePostgres(target.url, file);
      console.log(
        `[backup drill, PostgreSQL] ${rowsIn(manifest.tables)} rows, ${manifest.bytes} bytes, backup + restore ${Date.now() - started} ms`,
      );
      expect(restored.differences).toEqual([]);
      expect(manifest.tables.bookings).toBeGreaterThan(0);

      await expect(restorePostgres(target.url, file)).rejects.toThrow(/not empty/);

      // The check is not a formality: a restore whose rows differ says so.
      const client = new pg.Client({ connectionString: source.url });
      await client.connect();
      await client.query(
        `update bookings set total_paise = total_paise + 100 where id = (select min(id::text)::uuid from bookings)`,
      );
      await client.end();
      const changed = path.join(dir, 'changed.dump');
      await backupPostgres(source.url, changed);
      await writeFile(`${changed}.manifest.json`, await readFile(`${file}.manifest.json`));
      const mismatch = await restorePostgres(tampered.url, changed);
      expect(mismatch.differences).toEqual(['bookings: rows differ (checksum)']);
    } finally {
      await source.drop();
      await target.drop();
      await tampered.drop();
    }
  }, 180_000);
});
