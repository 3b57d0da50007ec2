import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import { citiesSchema } from '../../../shared/schemas/cities';
import { ok, typed } from '../../platform/routing';
import type { CitiesService } from './cities.service';

export async function citiesRoutes(app: FastifyInstance, { cities }: { cities: CitiesService }) {
  const r = typed(app);
  r.get(
    '/api/cities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cities'],
        summary: "The cities we clean in: each one's PINs and the package prices that differ there",
        response: {
          200: successEnvelope(citiesSchema),
          304: z.null().describe('Not modified: the If-None-Match ETag is current'),
        },
      },
    },
    async (req, reply) => {
      const { version, cities: list } = await cities.list();
      const etag = `"c${Buffer.from(version).toString('base64url').slice(-40)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return ok({ cities: list });
    },
  );
}
