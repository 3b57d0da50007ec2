import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, couponRedemptions, coupons } from '../../db/schema/index';
import { couponDiscountPaise } from '../../../shared/domain/booking-rules';
import type { ErrorCode } from '../../../shared/error-codes';
import { coupons as texts } from '../../../shared/texts';
import type { Clock } from '../../platform/clock';
import { AppError, isCheckViolation, isUniqueViolation } from '../../platform/errors';

export type CouponRow = typeof coupons.$inferSelect;

const couponError = (code: ErrorCode, message: string) =>
  new AppError(code, 400, message, [{ field: 'couponCode', message }]);

/** Coupon rules of PRODUCT.md §1 with the texts of SPEC §8. Redemption happens inside the booking's transaction. */
export function createCouponsService(db: Db, clock: Clock) {
  async function validate(code: string, userId: string, amountPaise: number, tx: DbOrTx = db) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
    if (!coupon || !coupon.isActive) throw couponError('COUPON_INVALID', texts.invalid);
    if (coupon.expiresAt && coupon.expiresAt <= clock.now())
      throw couponError('COUPON_EXPIRED', texts.expired);
    const [redeemed] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
    if (redeemed) throw couponError('COUPON_ALREADY_USED', texts.alreadyUsed);
    if (coupon.firstBookingOnly) {
      const [earlier] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'cancelled')))
        .limit(1);
      if (earlier) throw couponError('COUPON_ALREADY_USED', texts.alreadyUsed);
    }
    if (coupon.minOrderPaise !== null && amountPaise < coupon.minOrderPaise)
      throw couponError('COUPON_MINIMUM', texts.minimum);
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
      throw couponError('COUPON_LIMIT', texts.limit);
    return { coupon, discountPaise: couponDiscountPaise(coupon, amountPaise) };
  }

  return {
    validate,

    /** Counts the use atomically (the check constraint is the last word) and records who used it for which booking. */
    async redeem(tx: DbOrTx, coupon: CouponRow, userId: string, bookingId: string) {
      try {
        const counted = await tx
          .update(coupons)
          .set({ usedCount: sql`${coupons.usedCount} + 1` })
          .where(
            and(
              eq(coupons.id, coupon.id),
              sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
            ),
          )
          .returning({ id: coupons.id });
        if (counted.length === 0) throw couponError('COUPON_LIMIT', texts.limit);
        await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, bookingId });
      } catch (error) {
        if (isUniqueViolation(error)) throw couponError('COUPON_ALREADY_USED', texts.alreadyUsed);
        if (isCheckViolation(error)) throw couponError('COUPON_LIMIT', texts.limit);
        throw error;
      }
    },

    /** A cancelled booking gives its coupon back. */
    async release(tx: DbOrTx, bookingId: string) {
      const released = await tx
        .delete(couponRedemptions)
        .where(eq(couponRedemptions.bookingId, bookingId))
        .returning();
      for (const r of released) {
        await tx
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(eq(coupons.id, r.couponId));
      }
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
