import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, couponRedemptions, coupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

export const couponsRepository = {
  /** The offers shown to everyone: public, active, not expired, not used up; the biggest first. */
  async publicOffers(db: DbOrTx, now: Date): Promise<CouponRow[]> {
    return db
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.isPublic, true),
          eq(coupons.isActive, true),
          sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > ${now.toISOString()}::timestamptz)`,
          sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
        ),
      )
      .orderBy(asc(coupons.code))
      .limit(20);
  },

  async findByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
    return coupon;
  },

  async hasRedeemed(db: DbOrTx, couponId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
    return !!row;
  },

  /** Whether the customer has a booking that is not cancelled (a first-booking coupon is then spent). */
  async hasLiveBooking(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), ne(bookings.status, 'cancelled')))
      .limit(1);
    return !!row;
  },

  /** Counts one use unless the limit is reached; false when it was. */
  async countUse(db: DbOrTx, couponId: string): Promise<boolean> {
    const counted = await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
        ),
      )
      .returning({ id: coupons.id });
    return counted.length > 0;
  },

  async insertRedemption(db: DbOrTx, row: { couponId: string; userId: string; bookingId: string }) {
    await db.insert(couponRedemptions).values(row);
  },

  /** Deletes a booking's redemptions and gives each use back. */
  async releaseFor(db: DbOrTx, bookingId: string) {
    const released = await db
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, bookingId))
      .returning();
    for (const r of released) {
      await db
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, r.couponId));
    }
  },
};
