import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { downloadLinkRequestSchema } from '../../../shared/schemas/download-links';
import { currentUser } from '../../platform/auth';
import { errorResponses, ok, typed } from '../../platform/routing';
import type { DownloadLinksService } from './download-links.service';

export async function downloadLinksRoutes(
  app: FastifyInstance,
  { downloadLinks }: { downloadLinks: DownloadLinksService },
) {
  typed(app).post(
    '/api/download-links',
    {
      // Whoever may download an export; the service checks the path's own access too.
      config: { access: ['exports', 'payouts'] as const },
      schema: {
        tags: ['admin'],
        summary: "A one-time link (a minute) to an export's path and query, for the browser to save to disk",
        body: downloadLinkRequestSchema,
        response: {
          201: successEnvelope(z.object({ url: z.string(), expiresAt: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await downloadLinks.create(currentUser(req), req.body.path))),
  );
}
