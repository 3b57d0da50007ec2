import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxSubscriptions } from '../../db/schema/index';

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/** The sandbox provider's own record of subscriptions (what Razorpay keeps on its side). */
export const sandboxSubscriptionsRepository = {
  async insert(db: DbOrTx, row: typeof sandboxSubscriptions.$inferInsert) {
    const [made] = await db.insert(sandboxSubscriptions).values(row).returning();
    return made!;
  },

  async find(db: DbOrTx, id: string) {
    const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row;
  },

  async update(db: DbOrTx, id: string, fields: Partial<typeof sandboxSubscriptions.$inferInsert>) {
    const [row] = await db
      .update(sandboxSubscriptions)
      .set(fields)
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    return row!;
  },
};
