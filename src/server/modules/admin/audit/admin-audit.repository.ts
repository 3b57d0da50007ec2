import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { auditLog, users } from '../../../db/schema/index';
import { addDays } from '../../../../shared/domain/time';
import type { AdminAuditQuery } from '../../../../shared/schemas/admin';
import { istDayStart, pageWindow } from '../paging';

export interface AuditRow {
  entry: typeof auditLog.$inferSelect;
  actorName: string | null;
}

function filters(q: Partial<AdminAuditQuery>) {
  const where: SQL[] = [];
  if (q.entityType) where.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.createdAt, istDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.createdAt, istDayStart(addDays(q.to, 1))));
  return where.length ? and(...where) : undefined;
}

const rowsQuery = (db: DbOrTx) =>
  db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(auditLog.actorId, users.id));

/** Read-only: the audit log is written by recordAudit() inside each action's transaction, never here. */
export const adminAuditRepository = {
  async page(db: DbOrTx, q: AdminAuditQuery) {
    const where = filters(q);
    const { limit, offset } = pageWindow(q);
    const [rows, [{ total }]] = await Promise.all([
      rowsQuery(db)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows: rows as AuditRow[], total };
  },

  listFor: (db: DbOrTx, entityType: string, entityId: string, limit = 200) =>
    rowsQuery(db)
      .where(filters({ entityType, entityId }))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit) as Promise<AuditRow[]>,
};
