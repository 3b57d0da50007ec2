import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers, users } from '../../db/schema/index';

export type GiftVoucherRow = typeof giftVouchers.$inferSelect;

export const giftVouchersRepository = {
  async insert(db: DbOrTx, row: typeof giftVouchers.$inferInsert): Promise<GiftVoucherRow> {
    const [created] = await db.insert(giftVouchers).values(row).returning();
    return created!;
  },

  async byOrderId(db: DbOrTx, orderId: string): Promise<GiftVoucherRow | undefined> {
    const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.orderId, orderId));
    return row;
  },

  async lock(tx: DbOrTx, id: string): Promise<GiftVoucherRow | undefined> {
    const [row] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, id)).for('update');
    return row;
  },

  async markPaid(
    tx: DbOrTx,
    id: string,
    paid: { paymentId: string; paidAt: Date; codeHash: string; expiresAt: Date },
  ): Promise<GiftVoucherRow> {
    const [row] = await tx
      .update(giftVouchers)
      .set({ status: 'paid', ...paid })
      .where(and(eq(giftVouchers.id, id), eq(giftVouchers.status, 'created')))
      .returning();
    return row!;
  },

  /**
   * Takes the voucher for a customer: only a paid, unexpired one nobody redeemed yet. Of two processes
   * redeeming one code at once, PostgreSQL lets one UPDATE match; the other's re-check finds it redeemed.
   */
  async redeem(tx: DbOrTx, codeHash: string, userId: string, now: Date): Promise<GiftVoucherRow | undefined> {
    const [row] = await tx
      .update(giftVouchers)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(
        and(
          eq(giftVouchers.codeHash, codeHash),
          eq(giftVouchers.status, 'paid'),
          isNull(giftVouchers.redeemedAt),
          gt(giftVouchers.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  async byCodeHash(db: DbOrTx, codeHash: string): Promise<GiftVoucherRow | undefined> {
    const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.codeHash, codeHash));
    return row;
  },

  /**
   * Unpaid orders older than `olderThan` (and younger than `since`) not asked about since `checkedBefore`,
   * marked as asked now: a process skips the rows another holds, so two reconcilers ask once.
   */
  async claimStale(
    tx: DbOrTx,
    w: { olderThan: Date; since: Date; checkedBefore: Date; now: Date },
    limit = 20,
  ): Promise<GiftVoucherRow[]> {
    const due = await tx
      .select({ id: giftVouchers.id })
      .from(giftVouchers)
      .where(
        and(
          eq(giftVouchers.status, 'created'),
          lt(giftVouchers.createdAt, w.olderThan),
          gt(giftVouchers.createdAt, w.since),
          or(isNull(giftVouchers.checkedAt), lt(giftVouchers.checkedAt, w.checkedBefore)),
        ),
      )
      .orderBy(asc(giftVouchers.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(giftVouchers)
      .set({ checkedAt: w.now })
      .where(
        inArray(
          giftVouchers.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  },

  listForBuyer: (db: DbOrTx, buyerId: string) =>
    db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.buyerId, buyerId))
      .orderBy(desc(giftVouchers.createdAt))
      .limit(100),

  async buyer(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
