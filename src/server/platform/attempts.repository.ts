import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { attemptCounters } from '../db/schema/index';

const t = attemptCounters;

export const attemptsRepository = {
  /**
   * Counts one attempt at `key` unless it must wait, in one statement: the row is locked by the
   * UPSERT, so of any number of concurrent attempts exactly as many pass as the rule allows. Returns
   * the count after this attempt, or null when the key is waiting (nothing counted).
   */
  async countUnlessBlocked(
    db: DbOrTx,
    key: string,
    rule: { free: number; windowMs: number; maxDelayMs: number },
    now: Date,
  ): Promise<number | null> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${t.expiresAt} <= ${at}`;
    const next = sql`(case when ${expired} then 1 else ${t.attempts} + 1 end)`;
    const rows = await db
      .insert(t)
      .values({
        key,
        attempts: 1,
        blockedUntil: rule.free <= 1 ? new Date(now.getTime() + 1000) : null,
        expiresAt: new Date(now.getTime() + rule.windowMs),
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          attempts: next,
          // From the free allowance on, each attempt makes the next one wait 1, 2, 4 ... seconds (capped).
          blockedUntil: sql`case when ${next} >= ${rule.free}
            then ${at} + least(power(2, ${next} - ${rule.free}) * 1000, ${rule.maxDelayMs}) * interval '1 millisecond'
            else null end`,
          expiresAt: sql`case when ${expired} then ${new Date(now.getTime() + rule.windowMs).toISOString()}::timestamptz else ${t.expiresAt} end`,
        },
        setWhere: sql`${expired} or ${t.blockedUntil} is null or ${t.blockedUntil} <= ${at}`,
      })
      .returning({ attempts: t.attempts });
    return rows[0]?.attempts ?? null;
  },

  async blockedUntil(db: DbOrTx, key: string): Promise<Date | null> {
    const [row] = await db.select({ until: t.blockedUntil }).from(t).where(eq(t.key, key));
    return row?.until ?? null;
  },

  /** Gives one counted attempt back (it succeeded, or another limit refused it). */
  async uncount(db: DbOrTx, key: string): Promise<void> {
    await db
      .update(t)
      .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
      .where(eq(t.key, key));
  },

  async remove(db: DbOrTx, key: string): Promise<void> {
    await db.delete(t).where(eq(t.key, key));
  },

  /** Keeps a key (with no count) until `until`: a remembered fact such as "signed in from here". */
  async remember(db: DbOrTx, key: string, until: Date): Promise<void> {
    await db
      .insert(t)
      .values({ key, attempts: 0, blockedUntil: null, expiresAt: until })
      .onConflictDoUpdate({ target: t.key, set: { expiresAt: until } });
  },

  async isRemembered(db: DbOrTx, key: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ key: t.key })
      .from(t)
      .where(and(eq(t.key, key), gt(t.expiresAt, now)));
    return !!row;
  },

  /** Rows whose window has passed are only waiting to be reset: drop them now and then. */
  async purgeExpired(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(t).where(lt(t.expiresAt, now));
  },
};
