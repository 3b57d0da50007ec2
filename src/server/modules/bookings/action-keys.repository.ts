import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actionKeys } from '../../db/schema';

export type ActionKeyRow = typeof actionKeys.$inferSelect;

export const actionKeysRepository = {
  async find(db: DbOrTx, userId: string, key: string): Promise<ActionKeyRow | undefined> {
    const [row] = await db
      .select()
      .from(actionKeys)
      .where(and(eq(actionKeys.userId, userId), eq(actionKeys.key, key)));
    return row;
  },
  async claim(
    tx: DbOrTx,
    row: Omit<ActionKeyRow, 'createdAt' | 'resultId'> & { resultId?: string },
  ): Promise<void> {
    await tx.insert(actionKeys).values(row);
  },
};
