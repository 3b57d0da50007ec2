import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxPayments } from '../../db/schema/index';

/** The sandbox provider's own record of payments (what Razorpay keeps on its side). */
export const sandboxRepository = {
  paymentsOfOrder: (db: DbOrTx, orderId: string) =>
    db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)),

  async insertPayment(db: DbOrTx, row: typeof sandboxPayments.$inferInsert) {
    await db.insert(sandboxPayments).values(row);
  },

  async findPayment(db: DbOrTx, id: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  },

  async markRefunded(db: DbOrTx, id: string) {
    await db.update(sandboxPayments).set({ status: 'refunded' }).where(eq(sandboxPayments.id, id));
  },
};
