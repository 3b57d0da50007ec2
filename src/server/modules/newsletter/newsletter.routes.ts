import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelopeSchema } from '../../../shared/api';
import { newsletterInputSchema } from '../../../shared/schemas/inbox';
import { newsletterTokenInputSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter';
import { AppError } from '../../platform/errors';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, typed, okMessage } from '../../platform/routing';
import { newsletterPaths, type NewsletterService } from './newsletter.service';

const MINUTE = 60_000;

/** The token of a one-click POST: in the link's query (RFC 8058), or in a JSON body (our page). */
function tokenOf(query: { token?: string }, body: unknown): string {
  if (query.token) return query.token;
  if (typeof body === 'string' && body.trim().startsWith('{')) {
    try {
      const parsed = newsletterTokenInputSchema.safeParse(JSON.parse(body));
      if (parsed.success) return parsed.data.token;
    } catch {
      // not JSON: falls through to the error below
    }
  }
  throw new AppError('VALIDATION_ERROR', 400, 'The unsubscribe link has no token.');
}

export async function newsletterRoutes(
  app: FastifyInstance,
  deps: { newsletter: NewsletterService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['newsletter'];
  const limit = (name: string, max: number) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, { name, max, windowMs: 10 * MINUTE, key: byAddress });
  const responses = { 200: messageEnvelopeSchema, ...errorResponses };

  r.post(
    '/api/newsletter',
    {
      config: { access: 'public' },
      onRequest: limit('newsletter', 10),
      schema: { tags, body: newsletterInputSchema, response: responses },
    },
    async (req) => {
      await deps.newsletter.subscribe(req.body.email);
      return okMessage('Almost there: please open the email we sent you and confirm your subscription.');
    },
  );

  // Confirming is a POST from the page's button: a mail scanner that follows the link (a GET of the
  // page) confirms nothing.
  r.post(
    '/api/newsletter/confirm',
    {
      config: { access: 'public' },
      onRequest: limit('newsletter-link', 30),
      schema: { tags, body: newsletterTokenInputSchema, response: responses },
    },
    async (req) => {
      await deps.newsletter.confirm(req.body.token);
      return okMessage('Your subscription is confirmed. Thank you!');
    },
  );

  // RFC 8058 one-click: Gmail or Yahoo POST `List-Unsubscribe=One-Click` (form-encoded or multipart) to
  // the List-Unsubscribe link, whose query holds the token; our page POSTs JSON {token}. Any body is
  // taken as text here and only the token matters.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
    const query = z.object({ token: newsletterTokenSchema.optional() });
    typed(scope).post(
      newsletterPaths.oneClick,
      {
        config: { access: 'public' as const },
        onRequest: limit('newsletter-link', 30),
        schema: { tags, querystring: query, response: responses },
      },
      async (req) => {
        await deps.newsletter.unsubscribe(tokenOf(req.query, req.body));
        return okMessage('You are unsubscribed. We will not email you again.');
      },
    );
    // A person who opens the List-Unsubscribe link in a browser gets the page with its button.
    typed(scope).get(
      newsletterPaths.oneClick,
      {
        config: { access: 'public' as const },
        schema: { tags, querystring: query },
      },
      async (req, reply) => {
        const token = req.query.token ? `?token=${encodeURIComponent(req.query.token)}` : '';
        return reply.redirect(`${newsletterPaths.unsubscribePage}${token}`, 303);
      },
    );
  });
}
