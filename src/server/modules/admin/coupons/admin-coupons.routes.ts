import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCouponSchema, couponRedemptionSchema, pagedSchema } from '../../../../shared/api-admin';
import { messageEnvelopeSchema, successEnvelope } from '../../../../shared/api';
import {
  adminCouponsQuerySchema,
  createCouponInputSchema,
  pageQuerySchema,
  updateCouponInputSchema,
} from '../../../../shared/schemas/admin';
import { currentUser } from '../../../platform/auth';
import { errorResponses, idParams, typed, ok, okMessage } from '../../../platform/routing';
import type { AdminCouponsService } from './admin-coupons.service';

const one = successEnvelope(z.object({ coupon: adminCouponSchema }));

export async function adminCouponsRoutes(
  app: FastifyInstance,
  { coupons }: { coupons: AdminCouponsService },
) {
  const r = typed(app);
  const tags = ['admin'];

  r.get(
    '/api/admin/coupons',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        summary: 'Coupons, newest first; search by code or description; active=true|false',
        querystring: adminCouponsQuerySchema,
        response: { 200: successEnvelope(pagedSchema(adminCouponSchema)), ...errorResponses },
      },
    },
    async (req) => ok(await coupons.list(req.query)),
  );

  r.post(
    '/api/admin/coupons',
    {
      config: { access: 'prices' as const },
      schema: { tags, body: createCouponInputSchema, response: { 201: one, ...errorResponses } },
    },
    async (req, reply) => {
      const coupon = await coupons.create(currentUser(req), req.body);
      reply.status(201);
      return ok({ coupon }, 'Coupon created');
    },
  );

  r.get(
    '/api/admin/coupons/:id',
    {
      config: { access: 'prices' as const },
      schema: { tags, params: idParams, response: { 200: one, ...errorResponses } },
    },
    async (req) => ok({ coupon: await coupons.get(req.params.id) }),
  );

  r.patch(
    '/api/admin/coupons/:id',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        params: idParams,
        body: updateCouponInputSchema,
        response: { 200: one, ...errorResponses },
      },
    },
    async (req) => {
      const coupon = await coupons.update(currentUser(req), req.params.id, req.body);
      return ok({ coupon }, 'Coupon updated');
    },
  );

  r.delete(
    '/api/admin/coupons/:id',
    {
      config: { access: 'prices' as const },
      schema: { tags, params: idParams, response: { 200: messageEnvelopeSchema, ...errorResponses } },
    },
    async (req) => {
      await coupons.remove(currentUser(req), req.params.id);
      return okMessage('Coupon deleted');
    },
  );

  r.get(
    '/api/admin/coupons/:id/redemptions',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        summary: 'Who used the coupon, for which booking, newest first',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(pagedSchema(couponRedemptionSchema)), ...errorResponses },
      },
    },
    async (req) => ok(await coupons.redemptions(req.params.id, req.query)),
  );
}
