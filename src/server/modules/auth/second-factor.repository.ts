import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, secondFactorChallenges, secondFactors } from '../../db/schema/index';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export const secondFactorRepository = {
  async find(db: DbOrTx, userId: string): Promise<SecondFactorRow | undefined> {
    const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
    return row;
  },

  /** A new pending secret, replacing an earlier pending one; never a confirmed one (null then). */
  async putPending(db: DbOrTx, userId: string, secret: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(secondFactors)
      .values({ userId, secret, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: { secret, lastUsedStep: null, updatedAt: now },
        setWhere: isNull(secondFactors.confirmedAt),
      })
      .returning({ userId: secondFactors.userId });
    return rows.length > 0;
  },

  async confirm(db: DbOrTx, userId: string, step: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(secondFactors)
      .set({ confirmedAt: now, lastUsedStep: step, updatedAt: now })
      .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.confirmedAt)))
      .returning({ userId: secondFactors.userId });
    return rows.length > 0;
  },

  /** Takes a time step once: a code's step at or before the last one used is refused (no replay). */
  async useStep(db: DbOrTx, userId: string, step: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(secondFactors)
      .set({ lastUsedStep: step, updatedAt: now })
      .where(
        and(
          eq(secondFactors.userId, userId),
          isNotNull(secondFactors.confirmedAt),
          or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return rows.length > 0;
  },

  /** Removes the factor and its recovery codes; whether there was one. */
  async remove(db: DbOrTx, userId: string): Promise<boolean> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const rows = await db
      .delete(secondFactors)
      .where(eq(secondFactors.userId, userId))
      .returning({ userId: secondFactors.userId });
    return rows.length > 0;
  },

  async replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[], now: Date): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  },

  async useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },

  async recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  },

  /**
   * Wrong codes on the account's challenges since `since`: the tries of challenges that never signed in (a
   * right code closes its challenge, so a person signing in often is never counted).
   */
  async triesSince(db: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${secondFactorChallenges.attempts}), 0)` })
      .from(secondFactorChallenges)
      .where(
        and(
          eq(secondFactorChallenges.userId, userId),
          gt(secondFactorChallenges.createdAt, since),
          isNull(secondFactorChallenges.usedAt),
        ),
      );
    return Number(row?.n ?? 0);
  },

  async insertChallenge(
    db: DbOrTx,
    values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await db.insert(secondFactorChallenges).values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  },

  /** Counts a try on an open challenge (unused, unexpired, tries left); null when it is dead. */
  async takeChallengeTry(db: DbOrTx, tokenHash: string, maxTries: number, now: Date) {
    const [row] = await db
      .update(secondFactorChallenges)
      .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
      .where(
        and(
          eq(secondFactorChallenges.tokenHash, tokenHash),
          isNull(secondFactorChallenges.usedAt),
          gt(secondFactorChallenges.expiresAt, now),
          lt(secondFactorChallenges.attempts, maxTries),
        ),
      )
      .returning({
        id: secondFactorChallenges.id,
        userId: secondFactorChallenges.userId,
        attempts: secondFactorChallenges.attempts,
      });
    return row ?? null;
  },

  async closeChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(secondFactorChallenges)
      .set({ usedAt: now })
      .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedAt)))
      .returning({ id: secondFactorChallenges.id });
    return rows.length > 0;
  },
};
