import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { Msg91WebhookService } from './msg91-webhook.service';

/** MSG91's delivery reports, pushed as JSON to the URL set in its panel (with our token in the query). */
export async function msg91WebhookRoutes(app: FastifyInstance, deps: { msg91Webhook: Msg91WebhookService }) {
  typed(app).post(
    '/api/webhooks/msg91',
    {
      config: { access: 'public' as const },
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['webhooks'],
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: z.unknown(),
        response: { 200: successEnvelope(z.object({ applied: z.number() })), ...errorResponses },
      },
    },
    async (req) => ok(await deps.msg91Webhook.receive(req.query.token, req.body)),
  );
}
