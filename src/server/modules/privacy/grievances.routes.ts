import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import {
  adminGrievanceSchema,
  GRIEVANCE_STATUSES,
  grievanceAnswerSchema,
  grievanceInputSchema,
  grievanceReceiptSchema,
  privacyTexts,
} from '../../../shared/schemas/privacy';
import { currentUser } from '../../platform/auth';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, idParams, ok, okMessage, typed } from '../../platform/routing';
import type { GrievancesService } from './grievances.service';

const MINUTE = 60_000;

/** Grievances (DPDP Rules 2025): sent by anyone, answered by the console's complaints staff. */
export async function grievancesRoutes(
  app: FastifyInstance,
  deps: { grievances: GrievancesService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['privacy'];

  r.post(
    '/api/grievances',
    {
      config: { access: 'public' },
      onRequest: rateLimit(deps.limiter, deps.rateLimitMultiplier, {
        name: 'grievances',
        max: 5,
        windowMs: 60 * MINUTE,
        key: byAddress,
      }),
      schema: {
        tags,
        summary: 'A grievance about personal data: its reference and the day it is answered by',
        body: grievanceInputSchema,
        response: { 201: successEnvelope(grievanceReceiptSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const receipt = await deps.grievances.submit(req.body);
      reply.status(201);
      return ok(receipt, privacyTexts.grievanceReceived);
    },
  );

  r.get(
    '/api/admin/grievances',
    {
      config: { access: 'complaints' as const },
      schema: {
        tags,
        querystring: z.strictObject({ status: z.enum(GRIEVANCE_STATUSES).default('open') }),
        response: {
          200: successEnvelope(z.object({ grievances: z.array(adminGrievanceSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => ok({ grievances: await deps.grievances.list(req.query.status) }),
  );

  r.patch(
    '/api/admin/grievances/:id',
    {
      config: { access: 'complaints' as const },
      schema: {
        tags,
        params: idParams,
        body: grievanceAnswerSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.grievances.answer(currentUser(req), req.params.id, req.body.answer);
      return okMessage(privacyTexts.grievanceAnswered);
    },
  );
}
