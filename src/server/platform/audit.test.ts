import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index';
import { recordAudit } from './audit';
import { startTestApp, type TestApp } from '../test/test-app';

describe('audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('records an action and refuses to change or delete it', async () => {
    await recordAudit(t.database.db, {
      actor: null,
      action: 'test.record',
      entityType: 'test',
      entityId: 'x1',
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.record'));
    expect(row).toMatchObject({ actorRole: 'system', entityType: 'test', entityId: 'x1' });
    await expect(
      t.database.db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still?.action).toBe('test.record');
  });
});
