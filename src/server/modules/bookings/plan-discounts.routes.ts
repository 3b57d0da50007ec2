import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import { planDiscountsDtoSchema } from '../../../shared/api-series';
import { planDiscountsInputSchema } from '../../../shared/schemas/series';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { PlanDiscountsService } from './plan-discounts';

/** The discount a plan gets per frequency: public to read (the booking form shows it), the owner's to set. */
export async function planDiscountsRoutes(
  app: FastifyInstance,
  { planDiscounts }: { planDiscounts: PlanDiscountsService },
) {
  const r = typed(app);
  r.get(
    '/api/plans/discounts',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['bookings'],
        summary: 'The discount on every visit of a new weekly, fortnightly or monthly plan, in whole percent',
        response: { 200: successEnvelope(planDiscountsDtoSchema), ...errorResponses },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await planDiscounts.get());
    },
  );
  r.put(
    '/api/admin/plans/discounts',
    {
      config: { access: 'prices' as const },
      schema: {
        tags: ['admin'],
        summary: "Sets the plans' discounts per frequency (0–50 %); new plans only; audited",
        body: planDiscountsInputSchema,
        response: { 200: successEnvelope(planDiscountsDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await planDiscounts.set(currentUser(req), req.body), 'Plan discounts saved'),
  );
}
