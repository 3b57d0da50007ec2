import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers, users } from '../../db/schema/index';
import type { VoucherAdminState, VoucherRefundStatus } from '../../../shared/domain/gift-vouchers';

const g = giftVouchers;
/** The admin list's states as conditions (an unpaid or failed order is 'pending payment'). */
function stateWhere(state: VoucherAdminState, now: Date): SQL | undefined {
  switch (state) {
    case 'pending_payment':
      return inArray(g.status, ['created', 'failed']);
    case 'paid':
      return and(eq(g.status, 'paid'), isNull(g.redeemedAt), gt(g.expiresAt, now));
    case 'redeemed':
      return and(eq(g.status, 'paid'), isNotNull(g.redeemedAt));
    case 'refunded':
      return eq(g.status, 'refunded');
    case 'expired':
      return and(eq(g.status, 'paid'), isNull(g.redeemedAt), lte(g.expiresAt, now));
  }
}

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

  /** The office's list, newest first, with the buyer. */
  async adminList(db: DbOrTx, q: { state?: VoucherAdminState; now: Date; limit: number; offset: number }) {
    const where = q.state ? stateWhere(q.state, q.now) : undefined;
    const [rows, [totals]] = await Promise.all([
      db
        .select({ voucher: g, buyer: { id: users.id, name: users.name, email: users.email } })
        .from(g)
        .innerJoin(users, eq(users.id, g.buyerId))
        .where(where)
        .orderBy(desc(g.createdAt), desc(g.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ total: count() }).from(g).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async byPaymentId(tx: DbOrTx, paymentId: string): Promise<GiftVoucherRow | undefined> {
    const [row] = await tx.select().from(g).where(eq(g.paymentId, paymentId)).for('update');
    return row;
  },

  /** A paid, unredeemed voucher refunded (the caller holds its lock): redemption, which asks for 'paid', stops. */
  async markRefunded(
    tx: DbOrTx,
    id: string,
    r: {
      refundedAt: Date;
      refundedBy: string | null;
      refundReason: string;
      refundStatus: VoucherRefundStatus;
    },
  ): Promise<GiftVoucherRow | undefined> {
    const [row] = await tx
      .update(g)
      .set({ status: 'refunded', ...r })
      .where(and(eq(g.id, id), eq(g.status, 'paid'), isNull(g.redeemedAt)))
      .returning();
    return row;
  },

  async setRefund(
    db: DbOrTx,
    id: string,
    r: { refundStatus: VoucherRefundStatus; providerRefundId?: string },
  ): Promise<GiftVoucherRow | undefined> {
    const [row] = await db
      .update(g)
      .set(r)
      .where(and(eq(g.id, id), eq(g.status, 'refunded')))
      .returning();
    return row;
  },

  async buyer(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
