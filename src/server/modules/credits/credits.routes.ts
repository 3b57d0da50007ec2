import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminCreditsDtoSchema, creditsDtoSchema, goodwillGrantedSchema } from '../../../shared/api-credits';
import { successEnvelope } from '../../../shared/api';
import { goodwillInputSchema } from '../../../shared/schemas/credits';
import { currentUser } from '../../platform/auth';
import { errorResponses, idParams, ok, typed } from '../../platform/routing';
import type { CreditsService } from './credits.service';

export async function creditsRoutes(app: FastifyInstance, { credits }: { credits: CreditsService }) {
  const r = typed(app);

  r.get(
    '/api/users/credits',
    {
      // Any signed-in account, its own credits (staff and cleaners hold none: a zero balance).
      config: { access: 'authenticated' as const },
      schema: {
        tags: ['users'],
        summary: "The customer's credits: balance and entries (newest first) with reason and expiry",
        response: { 200: successEnvelope(creditsDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await credits.credits(currentUser(req).id)),
  );

  r.get(
    '/api/admin/customers/:id/credits',
    {
      config: { access: 'credits.read' as const },
      schema: {
        tags: ['admin'],
        summary: "A customer's credits: balance and entries (newest first), and the caller's goodwill limit",
        params: idParams,
        response: { 200: successEnvelope(adminCreditsDtoSchema), ...errorResponses },
      },
    },
    async (req) => ok(await credits.customerCredits(currentUser(req), req.params.id)),
  );

  r.post(
    '/api/admin/customers/:id/credits',
    {
      config: { access: 'credits.grant' as const },
      schema: {
        tags: ['admin'],
        summary: "Goodwill credits to a customer, up to the role's limit per grant; audited",
        params: idParams,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: goodwillInputSchema,
        response: {
          200: successEnvelope(goodwillGrantedSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const granted = await credits.grantGoodwill(
        currentUser(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      return ok({ entry: granted.entry, balancePaise: granted.balancePaise }, 'Credits granted');
    },
  );
}
