import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingTipsSchema, tipOrderDtoSchema, verifiedTipSchema } from '../../../shared/api-after-visit';
import { successEnvelope } from '../../../shared/api';
import { sandboxCheckoutResultSchema } from '../../../shared/api-payments';
import { sandboxCheckoutInputSchema, verifyPaymentInputSchema } from '../../../shared/schemas/payment';
import { createTipInputSchema } from '../../../shared/schemas/tips';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { TipsService } from './tips.service';

const params = z.object({ id: z.string().max(80) });

export async function tipsRoutes(app: FastifyInstance, deps: { tips: TipsService }) {
  const r = typed(app);
  const tags = ['tips'];
  const client = { config: { access: 'client' as const } };

  r.post(
    '/api/bookings/:id/tips',
    {
      ...client,
      schema: {
        tags,
        params,
        body: createTipInputSchema,
        response: { 201: successEnvelope(tipOrderDtoSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const order = await deps.tips.createOrder(currentUser(req), req.params.id, req.body.amountPaise);
      reply.status(201);
      return ok(order);
    },
  );

  r.post(
    '/api/tips/verify',
    {
      ...client,
      schema: {
        tags,
        body: verifyPaymentInputSchema,
        response: { 200: successEnvelope(verifiedTipSchema), ...errorResponses },
      },
    },
    async (req) => ok({ tip: await deps.tips.verify(currentUser(req), req.body) }, afterVisitTexts.tipThanks),
  );

  r.post(
    '/api/tips/sandbox/checkout',
    {
      ...client,
      schema: {
        tags,
        body: sandboxCheckoutInputSchema,
        response: { 200: successEnvelope(sandboxCheckoutResultSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.tips.sandboxCheckout(currentUser(req), req.body)),
  );

  r.get(
    '/api/bookings/:id/tips',
    {
      config: { access: ['client', 'cleaner', 'bookings.read'] as const },
      schema: {
        tags,
        params,
        response: { 200: successEnvelope(bookingTipsSchema), ...errorResponses },
      },
    },
    async (req) => ok({ tips: await deps.tips.forBooking(currentUser(req), req.params.id) }),
  );
}
