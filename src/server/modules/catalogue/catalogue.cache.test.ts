import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { manualClock, openTestDatabase } from '../../test/test-app';
import { createCatalogueService } from './catalogue.service';

/** Two catalogue services on one database stand for two server processes, each with its own cache. */
describe('catalogue cache across processes', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase('demo'));
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  it("sees another process's edit within a second, and its own at once", async () => {
    const clock = manualClock();
    const editor = createCatalogueService(database.db, clock);
    const reader = createCatalogueService(database.db, clock);
    const teaser = async (service: typeof reader) =>
      (await service.requireService('sofa-cleaning')).service.teaser;
    const before = await teaser(reader);
    const { version } = await reader.versioned();

    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    await editor.update(admin, 'sofa-cleaning', { teaser: 'Fresh sofas, edited elsewhere' });
    expect(await teaser(editor)).toBe('Fresh sofas, edited elsewhere');
    // Within the second the reader may still answer from its snapshot...
    expect(await teaser(reader)).toBe(before);
    clock.advance(1_001);
    // ...and after it, it has checked the version and reloaded.
    expect(await teaser(reader)).toBe('Fresh sofas, edited elsewhere');
    expect((await reader.versioned()).version).not.toBe(version);
  });
});
