import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginCodes } from '../../db/schema/index';

export type LoginCodeRow = typeof loginCodes.$inferSelect;

/** Mobile sign-in codes by number (auth/otp-login.service.ts). */
export const loginCodesRepository = {
  async sentSince(db: DbOrTx, number: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginCodes)
      .where(and(eq(loginCodes.number, number), gt(loginCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async lastSentAt(db: DbOrTx, number: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: loginCodes.createdAt })
      .from(loginCodes)
      .where(eq(loginCodes.number, number))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    return row?.at;
  },

  /** A new code; the number's earlier open codes can no longer sign in. */
  async insert(
    tx: DbOrTx,
    values: { id: string; number: string; codeHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await tx
      .update(loginCodes)
      .set({ closedAt: values.now })
      .where(and(eq(loginCodes.number, values.number), isNull(loginCodes.closedAt)));
    await tx.insert(loginCodes).values({
      id: values.id,
      number: values.number,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  },

  async open(db: DbOrTx, number: string): Promise<LoginCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.number, number), isNull(loginCodes.closedAt)))
      .orderBy(desc(loginCodes.createdAt))
      .limit(1);
    return row;
  },

  /** Counts one try of an open, unexpired code with tries left, in one statement (no two take the last). */
  async takeTry(db: DbOrTx, id: string, maxTries: number, now: Date): Promise<LoginCodeRow | undefined> {
    const [row] = await db
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(
        and(
          eq(loginCodes.id, id),
          isNull(loginCodes.closedAt),
          lt(loginCodes.attempts, maxTries),
          gt(loginCodes.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  /** Closes a code that signed someone in; false when another request closed it first. */
  async close(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(loginCodes)
      .set({ closedAt: now })
      .where(and(eq(loginCodes.id, id), isNull(loginCodes.closedAt)))
      .returning({ id: loginCodes.id });
    return rows.length === 1;
  },
};
