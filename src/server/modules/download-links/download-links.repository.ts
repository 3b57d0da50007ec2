import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { downloadLinks, users } from '../../db/schema/index';

export const downloadLinksRepository = {
  /** The link, with the account's session version now (read in the same statement); false without the account. */
  async insert(db: DbOrTx, row: { tokenHash: string; userId: string; path: string; expiresAt: Date }) {
    const result = await db.execute(sql`
      insert into ${downloadLinks} (token_hash, user_id, token_version, path, expires_at)
      select ${row.tokenHash}, u.id, u.token_version, ${row.path}, ${row.expiresAt.toISOString()}::timestamptz
      from ${users} u where u.id = ${row.userId}::uuid
      returning token_hash`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  },

  /** Marks the link used and answers whose it is, once: null when unknown, used, expired or for another path. */
  async consume(db: DbOrTx, tokenHash: string, path: string, now: Date) {
    const [row] = await db
      .update(downloadLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(downloadLinks.tokenHash, tokenHash),
          eq(downloadLinks.path, path),
          isNull(downloadLinks.usedAt),
          gt(downloadLinks.expiresAt, now),
        ),
      )
      .returning({ userId: downloadLinks.userId, tokenVersion: downloadLinks.tokenVersion });
    return row ?? null;
  },

  /** Links past their minute by more than `olderThan`: nothing opens them any more. */
  async deleteExpired(db: DbOrTx, before: Date) {
    await db.delete(downloadLinks).where(lt(downloadLinks.expiresAt, before));
  },
};
