import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { offerSchema } from '../../../shared/domain/offers';
import { couponApplyDataSchema } from '../../../shared/api-bookings';
import { successEnvelope } from '../../../shared/api';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { applyCouponInputSchema } from '../../../shared/schemas/booking';
import { currentUser } from '../../platform/auth';
import { rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { CouponsService } from './coupons.service';

export async function couponsRoutes(
  app: FastifyInstance,
  deps: { coupons: CouponsService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  typed(app).get(
    '/api/offers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['coupons'],
        summary: 'The offers everyone may use (public coupons), with their rules',
        response: { 200: successEnvelope(z.object({ offers: z.array(offerSchema) })), ...errorResponses },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok({ offers: await deps.coupons.publicOffers() });
    },
  );

  typed(app).post(
    '/api/coupons/apply',
    {
      config: { access: 'authenticated' },
      onRequest: [
        rateLimit(deps.limiter, deps.rateLimitMultiplier, {
          name: 'coupon-user',
          max: 30,
          windowMs: 10 * 60_000,
          key: (req) => req.auth?.id ?? req.ip,
        }),
      ],
      schema: {
        tags: ['coupons'],
        body: applyCouponInputSchema,
        response: { 200: successEnvelope(couponApplyDataSchema), ...errorResponses },
      },
    },
    async (req) => {
      const amountPaise = rupeesToPaise(req.body.bookingAmount);
      const { coupon, discountPaise } = await deps.coupons.validate(
        req.body.code,
        currentUser(req).id,
        amountPaise,
        undefined,
        { ip: req.ip },
      );
      return ok(
        {
          code: coupon.code,
          couponId: coupon.id,
          discountAmount: paiseToRupees(discountPaise),
          finalAmount: paiseToRupees(amountPaise - discountPaise),
        },
        `Coupon ${coupon.code} applied: you save ₹${paiseToRupees(discountPaise)}`,
      );
    },
  );
}
