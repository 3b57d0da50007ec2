import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { configurePasswordHashing } from '../platform/passwords';

/**
 * What a test database starts with: the schema only, plus the seeded catalogue, plus the demo accounts
 * (the seed's demo bookings are not in any: tests that want them seed them on top).
 */
export type TemplateContents = 'migrated' | 'catalogue' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data-directory tarballs of migrated (and seeded) PGlite databases, by contents. */
    pgliteTemplates: Partial<Record<TemplateContents, string>>;
  }
}

/**
 * Vitest global setup of the server project: migrates and seeds one PGlite database and dumps its data
 * directory after each stage, so every test file's database is loaded from a tarball (~1 s) instead of
 * initdb + migrations + seed (~4.5 s of CPU each, 50 files). Hashes the demo passwords once, too.
 * On PostgreSQL (TEST_DATABASE_URL) each file still gets a fresh database migrated by itself.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', {});
    return;
  }
  // The demo accounts' hashes at the test cost, as startTestApp hashes (NODE_ENV=test).
  configurePasswordHashing({ NODE_ENV: 'test' });
  const dir = mkdtempSync(path.join(tmpdir(), 'chamak-pglite-template-'));
  const database = await openDatabase({});
  const templates: Record<TemplateContents, string> = {
    migrated: path.join(dir, 'migrated.tar'),
    catalogue: path.join(dir, 'catalogue.tar'),
    demo: path.join(dir, 'demo.tar'),
  };
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = async (contents: TemplateContents) =>
    writeFileSync(templates[contents], Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    await database.migrate();
    await dump('migrated');
    await seedDatabase(database.db, { demoData: false });
    await dump('catalogue');
    await seedDatabase(database.db, { demoData: true, demoBookings: false });
    await dump('demo');
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplates', templates);
  return () => rmSync(dir, { recursive: true, force: true });
}
