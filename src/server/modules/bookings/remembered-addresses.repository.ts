import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, users } from '../../db/schema/index';

export type RememberedAddressValues = typeof addresses.$inferInsert;

/** The customer's saved addresses as a booking remembers its own (remember-address.ts). */
export const rememberedAddressesRepository = {
  /** Holds the customer's row until the transaction ends: one booking's check-then-save at a time. */
  async lockCustomer(tx: DbOrTx, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  listOf(tx: DbOrTx, userId: string) {
    return tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
  },

  async insert(tx: DbOrTx, values: RememberedAddressValues): Promise<void> {
    await tx.insert(addresses).values(values);
  },
};
