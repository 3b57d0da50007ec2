import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';

export const auditRepository = {
  async insert(db: DbOrTx, row: typeof auditLog.$inferInsert) {
    await db.insert(auditLog).values(row);
  },
};
