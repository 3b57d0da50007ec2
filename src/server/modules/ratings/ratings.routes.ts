import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagedSchema } from '../../../shared/api-admin';
import { successEnvelope } from '../../../shared/api';
import { adminInboxQuerySchema } from '../../../shared/schemas/admin';
import {
  lowRatingSchema,
  ratingAnswerSchema,
  ratingInputSchema,
  ratingTexts,
} from '../../../shared/schemas/rating';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { RatingsService } from './ratings.service';

const params = z.object({ id: z.string().max(80) });
const one = successEnvelope(ratingAnswerSchema);

/** POST/PUT a visit's stars (its customer only); the admins' list of low ratings. */
export async function ratingsRoutes(app: FastifyInstance, { ratings }: { ratings: RatingsService }) {
  const r = typed(app);
  const tags = ['ratings'];
  // Another account's booking answers 404 (the service checks ownership); cleaners and admins 403.
  const client = { config: { access: 'client' as const } };

  r.post(
    '/api/bookings/:id/rating',
    {
      ...client,
      schema: { tags, params, body: ratingInputSchema, response: { 201: one, ...errorResponses } },
    },
    async (req, reply) => {
      const rating = await ratings.rate(currentUser(req), req.params.id, req.body);
      return reply.code(201).send(ok({ rating }, ratingTexts.thanks));
    },
  );

  r.put(
    '/api/bookings/:id/rating',
    {
      ...client,
      schema: { tags, params, body: ratingInputSchema, response: { 200: one, ...errorResponses } },
    },
    async (req) =>
      ok({ rating: await ratings.change(currentUser(req), req.params.id, req.body) }, ratingTexts.updated),
  );

  r.get(
    '/api/admin/inbox/ratings',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags: ['inbox'],
        summary: 'Ratings of 1 or 2 stars, newest first',
        querystring: adminInboxQuerySchema,
        response: { 200: successEnvelope(pagedSchema(lowRatingSchema)), ...errorResponses },
      },
    },
    async (req) => {
      const { rows, total } = await ratings.lowPage(req.query);
      return ok({
        items: rows.map((row) => ({
          ...row,
          cleaners: row.cleaners ?? [],
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        page: req.query.page,
        size: req.query.size,
        total,
      });
    },
  );
}
