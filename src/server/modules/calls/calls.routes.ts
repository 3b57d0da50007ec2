import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, messageEnvelopeSchema } from '../../../shared/api';
import { currentUser } from '../../platform/auth';
import { errorResponses, okMessage, typed } from '../../platform/routing';
import type { CallsService } from './calls.service';

const bookingParams = z.object({ id: z.string().max(80) });

/** "Call your cleaner" / "Call customer" through the call-masking number. */
export async function callsRoutes(app: FastifyInstance, deps: { calls: CallsService }) {
  const r = typed(app);
  r.post(
    '/api/bookings/:id/call',
    {
      config: { access: ['client', 'cleaner'] as const },
      schema: {
        tags: ['calls'],
        summary:
          'Ring the caller, then the other side (crew lead or booking contact), through the masking number',
        description:
          "From assignment until 2 hours after the visit. Neither side sees the other's number. 409 outside that " +
          'window or without a provider (call the office), 429 after 5 calls an hour, 503 when the provider fails.',
        params: bookingParams,
        response: { 200: messageEnvelopeSchema, ...errorResponses, 503: errorEnvelopeSchema },
      },
    },
    async (req) => {
      const { message } = await deps.calls.place(currentUser(req), req.params.id);
      return okMessage(message);
    },
  );
}
