import type { FastifyInstance } from 'fastify';
import { messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import { adminInboxSchema } from '../../../shared/api-admin';
import { contactInputSchema, quoteInputSchema } from '../../../shared/schemas/inbox';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, typed, ok, okMessage } from '../../platform/routing';
import type { InboxService } from './inbox.service';

const MINUTE = 60_000;
const iso = (d: Date) => d.toISOString();

export async function inboxRoutes(
  app: FastifyInstance,
  deps: { inbox: InboxService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['inbox'];
  const limit = (name: string, max: number, windowMs: number) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, { name, max, windowMs, key: byAddress });
  const responses = { 200: messageEnvelopeSchema, 201: messageEnvelopeSchema, ...errorResponses };

  r.post(
    '/api/contact',
    {
      config: { access: 'public' },
      onRequest: limit('contact', 5, 10 * MINUTE),
      schema: { tags, body: contactInputSchema, response: responses },
    },
    async (req, reply) => {
      await deps.inbox.contact(req.body);
      reply.status(201);
      return okMessage(
        'Thank you! Your message has been sent. We will get back to you within one working day.',
      );
    },
  );

  r.post(
    '/api/quotes',
    {
      config: { access: 'public' },
      onRequest: limit('quotes', 5, 10 * MINUTE),
      schema: { tags, body: quoteInputSchema, response: responses },
    },
    async (req, reply) => {
      await deps.inbox.quote(req.body);
      reply.status(201);
      return okMessage('Thank you! Our team will call you with a quote shortly.');
    },
  );

  r.get(
    '/api/admin/inbox',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        response: {
          200: successEnvelope(adminInboxSchema),
          ...errorResponses,
        },
      },
    },
    async () => {
      const { contacts, quotes } = await deps.inbox.recent();
      return ok({
        contacts: contacts.map(({ id, createdAt, ...c }) => ({ _id: id, ...c, createdAt: iso(createdAt) })),
        quotes: quotes.map(({ id, createdAt, ...q }) => ({ _id: id, ...q, createdAt: iso(createdAt) })),
      });
    },
  );
}
