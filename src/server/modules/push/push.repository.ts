import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { PushSubscriptionJson } from '../../../shared/push';

/** Devices kept per account. */
export const MAX_DEVICES = 10;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const pushRepository = {
  /**
   * One row per endpoint: a device subscribing again (new keys, or another account signed in on it)
   * replaces its row, so it never gets a message twice nor another account's messages.
   */
  async save(db: DbOrTx, userId: string, s: PushSubscriptionJson, now: Date) {
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, updatedAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, updatedAt: now },
      })
      .returning();
    // At most MAX_DEVICES per account: the oldest go (each event fans out to every device).
    await db.execute(sql`delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by updated_at desc, created_at desc limit ${MAX_DEVICES})`);
    return row;
  },

  /** The account's own only: true when it removed one. */
  async removeOwn(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },

  /** The push service said the subscription is gone (404/410). */
  async remove(db: DbOrTx, id: string) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  findById: async (db: DbOrTx, id: string): Promise<PushSubscriptionRow | undefined> =>
    (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0],

  /** An account's devices, oldest first. */
  forUser: (db: DbOrTx, userId: string) =>
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.createdAt}`),
};
