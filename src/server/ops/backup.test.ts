import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { backupPglite, restorePglite } from './backup';

/**
 * Issue 34: a backup restores. A database with the demo's data (catalogue, accounts, bookings) is backed up, restored into a new
 * one, and the restore's row counts and checksums (bookings, payments, refunds, invoices) equal the
 * backup's manifest; a restore into a database that is not empty is refused.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'chamak-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function seeded(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  await database.migrate();
  await seedDatabase(database.db, { demoData: true, demoBookings: true, now: new Date() });
  await database.close();
}

const rowsIn = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

describe('PGlite backup and restore', () => {
  it('restores a seeded data directory whole, and refuses a folder that already holds one', async () => {
    const source = path.join(dir, 'pglite-source');
    await seeded({ dataDir: source });
    const file = path.join(dir, 'pglite.tar.gz');
    const started = Date.now();
    const manifest = await backupPglite(source, file);
    expect(manifest.tables.bookings).toBeGreaterThan(0);
    expect(manifest.checksums.bookings).toMatch(/^[0-9a-f]{32}$/);
    expect((await stat(file)).size).toBe(manifest.bytes);
    const restored = await restorePglite(file, path.join(dir, 'pglite-restored'));
    console.log(
      `[backup drill, PGlite] ${rowsIn(manifest.tables)} rows, ${manifest.bytes} bytes, backup + restore ${Date.now() - started} ms`,
    );
    expect(restored.differences).toEqual([]);
    expect(restored.restored).toEqual({
      migrations: manifest.migrations,
      tables: manifest.tables,
      checksums: manifest.checksums,
    });
    await expect(restorePglite(file, source)).rejects.toThrow(/already holds a database/);
  }, 120_000);
});
