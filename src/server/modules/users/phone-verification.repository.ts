import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneCodes, users, verifiedMobiles } from '../../db/schema/index';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export const phoneVerificationRepository = {
  /** The account's role and profile phone, with the number it proved (if any). */
  async account(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        role: users.role,
        phone: users.phone,
        verifiedNumber: verifiedMobiles.number,
        verifiedAt: verifiedMobiles.verifiedAt,
      })
      .from(users)
      .leftJoin(verifiedMobiles, eq(verifiedMobiles.userId, users.id))
      .where(eq(users.id, userId));
    return row;
  },

  /** The account that proved this number (E.164 digits), if any. */
  async ownerOf(db: DbOrTx, number: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: verifiedMobiles.userId })
      .from(verifiedMobiles)
      .where(eq(verifiedMobiles.number, number));
    return row?.userId;
  },

  /** How many codes went since `since` to this account or to this number (the resend limits). */
  async codesSince(db: DbOrTx, by: { userId: string } | { number: string }, since: Date): Promise<number> {
    const who = 'userId' in by ? eq(phoneCodes.userId, by.userId) : eq(phoneCodes.number, by.number);
    const [row] = await db
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(who, gt(phoneCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  /** The numbers this account was sent codes for since `since` (the two-numbers-a-day rule). */
  async numbersSince(db: DbOrTx, userId: string, since: Date): Promise<string[]> {
    const rows = await db
      .selectDistinct({ number: phoneCodes.number })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, since)));
    return rows.map((r) => r.number);
  },

  /** When the account's last code went. */
  async lastCodeAt(db: DbOrTx, userId: string): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, userId))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    return row?.at;
  },

  /** A new code; the account's earlier open codes can no longer verify. */
  async insertCode(
    tx: DbOrTx,
    values: { id: string; userId: string; number: string; codeHash: string; expiresAt: Date; now: Date },
  ): Promise<PhoneCodeRow> {
    await tx
      .update(phoneCodes)
      .set({ closedAt: values.now })
      .where(and(eq(phoneCodes.userId, values.userId), isNull(phoneCodes.closedAt)));
    const [row] = await tx
      .insert(phoneCodes)
      .values({
        id: values.id,
        userId: values.userId,
        number: values.number,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      })
      .returning();
    return row;
  },

  /** The account's open code (the newest; sending one closes the others). */
  async openCode(db: DbOrTx, userId: string): Promise<PhoneCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.closedAt)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    return row;
  },

  /**
   * Counts one try of an open, unexpired code that has tries left, in one statement (two requests at
   * once cannot both take the fifth try); undefined when it has none left or has expired.
   */
  async takeTry(db: DbOrTx, id: string, maxTries: number, now: Date): Promise<PhoneCodeRow | undefined> {
    const [row] = await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(
        and(
          eq(phoneCodes.id, id),
          isNull(phoneCodes.closedAt),
          lt(phoneCodes.attempts, maxTries),
          gt(phoneCodes.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  /** Closes a code once it verified; false when another request closed it first. */
  async closeCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(phoneCodes)
      .set({ closedAt: now })
      .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.closedAt)))
      .returning({ id: phoneCodes.id });
    return rows.length === 1;
  },

  /**
   * Makes `number` this account's verified mobile. Another account that had proved it loses it: the
   * later proof wins. Returns the accounts that lost it.
   */
  async claim(tx: DbOrTx, userId: string, number: string, now: Date): Promise<string[]> {
    const lost = await tx
      .delete(verifiedMobiles)
      .where(and(eq(verifiedMobiles.number, number), ne(verifiedMobiles.userId, userId)))
      .returning({ userId: verifiedMobiles.userId });
    await tx
      .insert(verifiedMobiles)
      .values({ userId, number, verifiedAt: now })
      .onConflictDoUpdate({ target: verifiedMobiles.userId, set: { number, verifiedAt: now } });
    return lost.map((r) => r.userId);
  },
};
