import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  adminGiftVoucherSchema,
  adminGiftVouchersSchema,
  giftVoucherDtoSchema,
  giftVoucherOrderDtoSchema,
  giftVoucherRedeemedSchema,
} from '../../../shared/api-gift-vouchers';
import { sandboxCheckoutResultSchema } from '../../../shared/api-payments';
import {
  adminGiftVouchersQuerySchema,
  createGiftVoucherInputSchema,
  giftVoucherIdParams,
  refundGiftVoucherInputSchema,
  giftVoucherTexts,
  redeemGiftVoucherInputSchema,
} from '../../../shared/schemas/gift-vouchers';
import { sandboxCheckoutInputSchema, verifyPaymentInputSchema } from '../../../shared/schemas/payment';
import { currentUser } from '../../platform/auth';
import { rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { GiftVouchersService } from './gift-vouchers.service';

export async function giftVouchersRoutes(
  app: FastifyInstance,
  deps: { giftVouchers: GiftVouchersService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['gift-vouchers'];
  const client = { config: { access: 'client' as const } };
  const s = deps.giftVouchers;

  r.post(
    '/api/gift-vouchers',
    {
      ...client,
      schema: {
        tags,
        summary: 'Buy a gift voucher: its provider order to pay (the code goes to the recipient once paid)',
        body: createGiftVoucherInputSchema,
        response: { 201: successEnvelope(giftVoucherOrderDtoSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const order = await s.createOrder(currentUser(req), req.body);
      reply.status(201);
      return ok(order);
    },
  );

  r.post(
    '/api/gift-vouchers/verify',
    {
      ...client,
      schema: {
        tags,
        body: verifyPaymentInputSchema,
        response: { 200: successEnvelope(z.object({ voucher: giftVoucherDtoSchema })), ...errorResponses },
      },
    },
    async (req) => ok({ voucher: await s.verify(currentUser(req), req.body) }, giftVoucherTexts.paid),
  );

  r.post(
    '/api/gift-vouchers/sandbox/checkout',
    {
      ...client,
      schema: {
        tags,
        body: sandboxCheckoutInputSchema,
        response: { 200: successEnvelope(sandboxCheckoutResultSchema), ...errorResponses },
      },
    },
    async (req) => ok(await s.sandboxCheckout(currentUser(req), req.body)),
  );

  r.get(
    '/api/gift-vouchers',
    {
      ...client,
      schema: {
        tags,
        summary: 'The vouchers the customer bought (without codes)',
        response: {
          200: successEnvelope(z.object({ vouchers: z.array(giftVoucherDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => ok({ vouchers: await s.mine(currentUser(req)) }),
  );

  r.post(
    '/api/gift-vouchers/redeem',
    {
      ...client,
      onRequest: [
        rateLimit(deps.limiter, deps.rateLimitMultiplier, {
          name: 'voucher-redeem',
          max: 30,
          windowMs: 10 * 60_000,
          key: (req) => req.auth?.id ?? req.ip,
        }),
      ],
      schema: {
        tags,
        summary: 'Redeem a voucher code into credits, once; wrong codes are limited per account and address',
        body: redeemGiftVoucherInputSchema,
        response: { 200: successEnvelope(giftVoucherRedeemedSchema), ...errorResponses },
      },
    },
    async (req) =>
      ok(await s.redeem(currentUser(req), req.body.code, { ip: req.ip }), giftVoucherTexts.redeemed),
  );

  r.get(
    '/api/admin/gift-vouchers',
    {
      config: { access: 'payments' as const },
      schema: {
        tags: ['admin'],
        summary:
          'Gift vouchers, newest first, by state: buyer, recipient (masked), amount, dates; never a code',
        querystring: adminGiftVouchersQuerySchema,
        response: { 200: successEnvelope(adminGiftVouchersSchema), ...errorResponses },
      },
    },
    async (req) => ok(await s.adminList(req.query)),
  );

  r.post(
    '/api/admin/gift-vouchers/:id/refund',
    {
      config: { access: 'refunds' as const },
      schema: {
        tags: ['admin'],
        summary:
          'Refund a paid, unredeemed voucher: refunded at once (its code refused), audited, then the payment refunded at the provider',
        params: giftVoucherIdParams,
        body: refundGiftVoucherInputSchema,
        response: {
          200: successEnvelope(z.object({ voucher: adminGiftVoucherSchema })),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { voucher, message } = await s.refund(currentUser(req), req.params.id, req.body, req.log);
      return ok({ voucher }, message);
    },
  );
}
