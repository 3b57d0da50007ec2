import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { auditLog, bookings, users } from '../../../db/schema/index';
import { bookingReference } from '../../../../shared/booking-reference';
import { addDays } from '../../../../shared/domain/time';
import type { AdminAuditQuery } from '../../../../shared/schemas/admin';
import { istDayStart, pageWindow } from '../paging';

export interface AuditRow {
  entry: typeof auditLog.$inferSelect;
  actorName: string | null;
  /** The ids the entry holds, in words: people by name, bookings by reference and customer (issue 37). */
  names: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id-shaped string in an entry's subject and details. */
function idsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string' && UUID.test(value)) into.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const v of value) idsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) idsIn(v, into);
  return into;
}

/** Names the people and bookings the entries mention, in two queries for the whole page. */
async function withNames(
  db: DbOrTx,
  rows: { entry: typeof auditLog.$inferSelect; actorName: string | null }[],
): Promise<AuditRow[]> {
  const perRow = rows.map((r) => idsIn([r.entry.entityId, r.entry.details], new Set()));
  const ids = [...new Set(perRow.flatMap((s) => [...s]))];
  const names = new Map<string, string>();
  if (ids.length) {
    const [people, booked] = await Promise.all([
      db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
      db
        .select({ id: bookings.id, customer: users.name })
        .from(bookings)
        .leftJoin(users, eq(bookings.userId, users.id))
        .where(inArray(bookings.id, ids)),
    ]);
    for (const p of people) names.set(p.id, p.name);
    for (const b of booked)
      names.set(b.id, `${bookingReference(b.id)}${b.customer ? ` · ${b.customer}` : ''}`);
  }
  return rows.map((r, i) => ({
    ...r,
    names: Object.fromEntries([...perRow[i]].filter((id) => names.has(id)).map((id) => [id, names.get(id)!])),
  }));
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
    return { rows: await withNames(db, rows), total };
  },

  listFor: async (db: DbOrTx, entityType: string, entityId: string, limit = 200) =>
    withNames(
      db,
      await rowsQuery(db)
        .where(filters({ entityType, entityId }))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit),
    ),
};
