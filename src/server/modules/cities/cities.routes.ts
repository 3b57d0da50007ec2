import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  adminCityDtoSchema,
  citiesSchema,
  cityPriceInputSchema,
  updateCityInputSchema,
} from '../../../shared/schemas/cities';
import { currentUser } from '../../platform/auth';
import { errorResponses, idParams, ok, typed } from '../../platform/routing';
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

  const tags = ['cities'];
  const cityAnswer = successEnvelope(z.object({ city: adminCityDtoSchema }));

  r.get(
    '/api/admin/cities',
    {
      config: { access: 'bookings.read' as const },
      schema: {
        tags,
        summary:
          "Every city with its GSTIN (a staff member tied to cities: theirs); the console's city filter",
        response: {
          200: successEnvelope(z.object({ cities: z.array(adminCityDtoSchema) })),
          ...errorResponses,
        },
      },
    },
    async (req) => ok({ cities: await cities.adminList(currentUser(req)) }),
  );

  r.patch(
    '/api/admin/cities/:id',
    {
      config: { access: 'settings' as const },
      schema: {
        tags,
        summary:
          "A city's names, state (place of supply), GSTIN, working hours, and whether the site offers it",
        params: idParams,
        body: updateCityInputSchema,
        response: { 200: cityAnswer, ...errorResponses },
      },
    },
    async (req) =>
      ok({ city: await cities.update(currentUser(req), req.params.id, req.body) }, 'City updated'),
  );

  r.put(
    '/api/admin/cities/:id/prices',
    {
      config: { access: 'prices' as const },
      schema: {
        tags,
        summary: "A package's own price in the city; price null: the catalogue's price again",
        params: idParams,
        body: cityPriceInputSchema,
        response: { 200: cityAnswer, ...errorResponses },
      },
    },
    async (req) =>
      ok({ city: await cities.setPrice(currentUser(req), req.params.id, req.body) }, 'Price saved'),
  );
}
