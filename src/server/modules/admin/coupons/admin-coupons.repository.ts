import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bookings, couponRedemptions, coupons, users } from '../../../db/schema/index';
import { pageWindow } from '../paging';
import { containsPattern } from '../../../../shared/like-pattern';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

function filters(q: { search?: string; active?: 'true' | 'false' }) {
  const where: SQL[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(or(ilike(coupons.code, like), ilike(coupons.description, like))!);
  }
  if (q.active) where.push(eq(coupons.isActive, q.active === 'true'));
  return where.length ? and(...where) : undefined;
}

export const adminCouponsRepository = {
  async page(db: DbOrTx, q: { page: number; size: number; search?: string; active?: 'true' | 'false' }) {
    const where = filters(q);
    const { limit, offset } = pageWindow(q);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(coupons).where(where),
    ]);
    return { rows, total };
  },

  async find(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
    const query = db.select().from(coupons).where(eq(coupons.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row;
  },

  async insert(db: DbOrTx, values: NewCoupon): Promise<CouponRow> {
    const [row] = await db.insert(coupons).values(values).returning();
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewCoupon>): Promise<CouponRow> {
    const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
    return row;
  },

  async remove(db: DbOrTx, id: string) {
    await db.delete(coupons).where(eq(coupons.id, id));
  },

  /** Bookings that ever carried the coupon (a cancelled booking gives its redemption back but keeps the code). */
  async timesUsed(db: DbOrTx, id: string): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(bookings).where(eq(bookings.couponId, id));
    return n;
  },

  async redemptions(db: DbOrTx, couponId: string, q: { page: number; size: number }) {
    const { limit, offset } = pageWindow(q);
    const where = eq(couponRedemptions.couponId, couponId);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: couponRedemptions.id,
          createdAt: couponRedemptions.createdAt,
          customerId: users.id,
          customerName: users.name,
          customerEmail: users.email,
          bookingId: bookings.id,
          bookingStatus: bookings.status,
          discountPaise: bookings.discountPaise,
          totalPaise: bookings.totalPaise,
        })
        .from(couponRedemptions)
        .innerJoin(bookings, eq(couponRedemptions.bookingId, bookings.id))
        .innerJoin(users, eq(couponRedemptions.userId, users.id))
        .where(where)
        .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(couponRedemptions).where(where),
    ]);
    return { rows, total };
  },
};
