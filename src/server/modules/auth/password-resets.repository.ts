import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/index';

/** Temporary passwords and reset links each usable once, until it expires. */
export const passwordResetsRepository = {
  unusedOf: (db: DbOrTx, userId: string, now: Date) =>
    db
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      ),

  async insert(db: DbOrTx, row: typeof passwordResets.$inferInsert) {
    await db.insert(passwordResets).values(row);
  },

  /** Spends the unexpired, unused reset with this token hash; undefined when there is none. */
  async useByToken(db: DbOrTx, tokenHash: string, now: Date) {
    const [reset] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    return reset;
  },

  /** Spends every other open reset of the user: one reset ends them all. */
  async useAllOf(db: DbOrTx, userId: string, now: Date) {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },
};
