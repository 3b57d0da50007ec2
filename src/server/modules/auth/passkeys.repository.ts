import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passkeyChallenges, passkeys, users } from '../../db/schema/index';

export type PasskeyRow = typeof passkeys.$inferSelect;
type Purpose = 'register' | 'sign-in';

export const passkeysRepository = {
  list: (db: DbOrTx, userId: string): Promise<PasskeyRow[]> =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),

  async find(db: DbOrTx, id: string): Promise<PasskeyRow | undefined> {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
    return row;
  },

  /** Holds the account's row until the transaction ends (one passkey added at a time). */
  async lockOwner(tx: DbOrTx, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async countFor(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.n ?? 0;
  },

  /** False when the credential is registered already (to this account or another). */
  async insert(db: DbOrTx, row: typeof passkeys.$inferInsert): Promise<boolean> {
    const rows = await db.insert(passkeys).values(row).onConflictDoNothing().returning({ id: passkeys.id });
    return rows.length > 0;
  },

  /**
   * A sign-in's counter moves only forward (a cloned authenticator shows an old one); an authenticator that
   * keeps none (0, as synced passkeys do) stays at 0. False when another sign-in moved it meanwhile.
   */
  async recordUse(db: DbOrTx, id: string, oldCounter: number, newCounter: number, now: Date) {
    const rows = await db
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(and(eq(passkeys.id, id), eq(passkeys.counter, oldCounter)))
      .returning({ id: passkeys.id });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    return rows.length > 0;
  },

  async removeAll(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
    return rows.length > 0;
  },

  /** A new challenge; expired ones (a day past) are swept on the way, so the table stays small. */
  async insertChallenge(
    db: DbOrTx,
    c: { userId: string | null; purpose: Purpose; challenge: string; expiresAt: Date; now: Date },
  ): Promise<string> {
    await db
      .delete(passkeyChallenges)
      .where(lt(passkeyChallenges.expiresAt, new Date(c.now.getTime() - 24 * 3600_000)));
    const [row] = await db
      .insert(passkeyChallenges)
      .values({
        userId: c.userId,
        purpose: c.purpose,
        challenge: c.challenge,
        expiresAt: c.expiresAt,
        createdAt: c.now,
      })
      .returning({ id: passkeyChallenges.id });
    return row.id;
  },

  /** Takes a live challenge once (a conditional UPDATE): a second finish of the same ceremony gets nothing. */
  async takeChallenge(db: DbOrTx, id: string, purpose: Purpose, now: Date) {
    const [row] = await db
      .update(passkeyChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(passkeyChallenges.id, id),
          eq(passkeyChallenges.purpose, purpose),
          isNull(passkeyChallenges.usedAt),
          gt(passkeyChallenges.expiresAt, now),
        ),
      )
      .returning({ userId: passkeyChallenges.userId, challenge: passkeyChallenges.challenge });
    return row;
  },
};
