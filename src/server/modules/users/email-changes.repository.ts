import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailChanges } from '../../db/schema/index';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Changes of sign-in email: the confirm and undo links, each spent by a conditional update. */
export const emailChangesRepository = {
  async insert(db: DbOrTx, row: typeof emailChanges.$inferInsert): Promise<void> {
    await db.insert(emailChanges).values(row);
  },

  /** A newer request replaces the open ones: only its link can still confirm. */
  async cancelOpenOf(db: DbOrTx, userId: string, now: Date): Promise<void> {
    await db
      .update(emailChanges)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(emailChanges.userId, userId),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.cancelledAt),
        ),
      );
  },

  /** Spends an open, unexpired confirmation link; undefined when there is none (used, replaced, expired). */
  async confirmByToken(db: DbOrTx, tokenHash: string, now: Date): Promise<EmailChangeRow | undefined> {
    const [row] = await db
      .update(emailChanges)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(emailChanges.confirmTokenHash, tokenHash),
          isNull(emailChanges.confirmedAt),
          isNull(emailChanges.cancelledAt),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  /** Spends an undo link created after `since`; undefined when there is none. */
  async undoByToken(
    db: DbOrTx,
    tokenHash: string,
    now: Date,
    since: Date,
  ): Promise<EmailChangeRow | undefined> {
    const [row] = await db
      .update(emailChanges)
      .set({ undoneAt: now })
      .where(
        and(
          eq(emailChanges.undoTokenHash, tokenHash),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.createdAt, since),
        ),
      )
      .returning();
    return row;
  },
};
