import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { shortLinkTargetSchema } from '../../../shared/schemas/short-links';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { ShortLinks } from './short-links.service';

/** `/r/{code}` is a web page (it signs a guest in first); it asks here where the link goes. */
export async function shortLinksRoutes(app: FastifyInstance, deps: { shortLinks: ShortLinks }) {
  typed(app).get(
    '/api/r/:code',
    {
      config: { access: 'authenticated' as const },
      schema: {
        tags: ['users'],
        params: z.object({ code: z.string().regex(/^[0-9A-Za-z]{1,16}$/) }),
        response: { 200: successEnvelope(shortLinkTargetSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.shortLinks.resolve(currentUser(req), req.params.code)),
  );
}
