import type { Db, DbOrTx } from '../../db/client';
import { couponDiscountPaise } from '../../../shared/domain/booking-rules';
import { formatInstantDay } from '../../../shared/domain/date-format';
import { formatRupees } from '../../../shared/money';
import type { Offer } from '../../../shared/domain/offers';
import type { ErrorCode } from '../../../shared/error-codes';
import { coupons as texts } from '../../../shared/texts';
import type { Clock } from '../../platform/clock';
import { AppError, isCheckViolation, isUniqueViolation } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { couponsRepository, type CouponRow } from './coupons.repository';

/** A coupon's terms as everyone reads them (GET /api/offers); admins see these and more. */
export const toOffer = (c: CouponRow): Offer => ({
  code: c.code,
  description: c.description,
  type: c.discountType,
  value: c.discountValue,
  maxDiscountPaise: c.maxDiscountPaise,
  minOrderPaise: c.minOrderPaise,
  firstBookingOnly: c.firstBookingOnly,
  expiresAt: c.expiresAt?.toISOString() ?? null,
});

export type { CouponRow } from './coupons.repository';

const couponError = (code: ErrorCode, message: string) =>
  new AppError(code, 400, message, [{ field: 'couponCode', message }]);

/**
 * Wrong coupon codes an account, and a client address, may try in an hour, on every path that takes a
 * code (apply and booking create): one count, so a code cannot be found by guessing.
 */
export const COUPON_GUESSES = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 60 * 60_000,
};

const tooManyGuesses = () =>
  new AppError('COUPON_GUESSES', 429, jobSafetyTexts.couponGuesses, [
    { field: 'couponCode', message: jobSafetyTexts.couponGuesses },
  ]);

/** Coupon rules (validity, minimum order, one use per account) with their customer-facing texts. Redemption happens inside the booking's transaction. */
export function createCouponsService(
  db: Db,
  clock: Clock,
  /** Counts wrong codes (without it, as in some unit tests, nothing is counted). */
  guesses?: { limiter: RateLimiter; multiplier: number },
) {
  const guessRules = (userId: string, ip: string | undefined) => {
    if (!guesses) return [];
    const scale = (n: number) => Math.ceil(n * guesses.multiplier);
    return [
      { key: `coupon-guess:user:${userId}`, max: scale(COUPON_GUESSES.perAccount) },
      ...(ip ? [{ key: `coupon-guess:ip:${ip}`, max: scale(COUPON_GUESSES.perAddress) }] : []),
    ];
  };

  async function validate(
    code: string,
    userId: string,
    amountPaise: number,
    tx: DbOrTx = db,
    client: { ip?: string } = {},
    /** The booking's city (its address PIN's): a city's own coupon works only there. Undefined: not checked. */
    cityId?: string | null,
  ) {
    const rules = guessRules(userId, client.ip);
    // Past the limit even the right code is refused: otherwise guessing would still find it.
    for (const r of rules)
      if (await guesses!.limiter.exhausted(r.key, r.max, COUPON_GUESSES.windowMs)) throw tooManyGuesses();
    const coupon = await couponsRepository.findByCode(tx, code.trim().toUpperCase());
    if (!coupon || !coupon.isActive) {
      for (const r of rules) await guesses!.limiter.hit(r.key, r.max, COUPON_GUESSES.windowMs);
      throw couponError('COUPON_INVALID', texts.invalid);
    }
    // Another city's coupon reads as no coupon here (docs/decisions/051-cities.md).
    if (coupon.cityId && cityId !== undefined && coupon.cityId !== cityId)
      throw couponError('COUPON_INVALID', texts.invalid);
    if (coupon.expiresAt && coupon.expiresAt <= clock.now())
      throw couponError('COUPON_EXPIRED', texts.expiredOn(coupon.code, formatInstantDay(coupon.expiresAt)));
    // 'First-time coupons can only be used once' (the spec's message) only where the coupon is first-time.
    if (await couponsRepository.hasRedeemed(tx, coupon.id, userId))
      throw couponError(
        'COUPON_ALREADY_USED',
        coupon.firstBookingOnly ? texts.alreadyUsed : texts.usedOnce(coupon.code),
      );
    if (coupon.firstBookingOnly && (await couponsRepository.hasLiveBooking(tx, userId)))
      throw couponError('COUPON_ALREADY_USED', texts.firstBookingOnly(coupon.code));
    if (coupon.minOrderPaise !== null && amountPaise < coupon.minOrderPaise)
      throw couponError(
        'COUPON_MINIMUM',
        texts.belowMinimum(
          coupon.code,
          formatRupees(coupon.minOrderPaise - amountPaise),
          formatRupees(coupon.minOrderPaise),
        ),
      );
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
      throw couponError('COUPON_LIMIT', texts.limit);
    return { coupon, discountPaise: couponDiscountPaise(coupon, amountPaise) };
  }

  return {
    /** The offers everyone may use, as GET /api/offers shows them. */
    async publicOffers(): Promise<Offer[]> {
      const rows = await couponsRepository.publicOffers(db, clock.now());
      return rows.map(toOffer);
    },

    validate,

    /** Counts the use atomically (the check constraint is the last word) and records who used it for which booking. */
    async redeem(tx: DbOrTx, coupon: CouponRow, userId: string, bookingId: string) {
      try {
        if (!(await couponsRepository.countUse(tx, coupon.id)))
          throw couponError('COUPON_LIMIT', texts.limit);
        await couponsRepository.insertRedemption(tx, { couponId: coupon.id, userId, bookingId });
      } catch (error) {
        if (isUniqueViolation(error))
          throw couponError(
            'COUPON_ALREADY_USED',
            coupon.firstBookingOnly ? texts.alreadyUsed : texts.usedOnce(coupon.code),
          );
        if (isCheckViolation(error)) throw couponError('COUPON_LIMIT', texts.limit);
        throw error;
      }
    },

    /** A cancelled booking gives its coupon back. */
    release: (tx: DbOrTx, bookingId: string) => couponsRepository.releaseFor(tx, bookingId),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
