import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobProofDtoSchema, photoDtoSchema } from '../../../shared/api-after-visit';
import { successEnvelope } from '../../../shared/api';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok, idempotencyHeaders } from '../../platform/routing';
import type { JobProofService } from './job-proof.service';
import { PHOTO_MAX_BYTES } from '../../platform/photo-processing';
import { photoContentType, photoReadRoute, photoUploadScope } from '../../platform/photo-upload';

const params = z.object({ id: z.string().max(80) });

export async function jobProofRoutes(app: FastifyInstance, deps: { proof: JobProofService }) {
  const tags = ['job proof'];
  const r = typed(app);

  r.get(
    '/api/bookings/:id/proof',
    {
      config: { access: ['client', 'cleaner', 'bookings.read'] as const },
      schema: { tags, params, response: { 200: successEnvelope(jobProofDtoSchema), ...errorResponses } },
    },
    async (req) => ok(await deps.proof.proof(currentUser(req), req.params.id)),
  );

  photoReadRoute(
    app,
    '/api/bookings/:id/photos/:photoId',
    { access: ['client', 'cleaner', 'bookings.read'], tags },
    (user, id, photoId) => deps.proof.read(user, id, photoId),
  );

  // The photo is the body itself (Content-Type image/jpeg, image/png or image/webp): no multipart parser here.
  await photoUploadScope(app, (scope) => {
    typed(scope).post(
      '/api/bookings/:id/photos',
      {
        config: { access: ['cleaner', 'bookings.manage'] as const },
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          params,
          querystring: z.object({ stage: z.enum(['before', 'after']).optional().default('after') }),
          headers: idempotencyHeaders,
          response: { 201: successEnvelope(z.object({ photo: photoDtoSchema })), ...errorResponses },
        },
      },
      async (req, reply) => {
        const row = await deps.proof.upload(
          currentUser(req),
          req.params.id,
          req.query.stage,
          photoContentType(req),
          req.body,
          req.headers['idempotency-key'],
        );
        reply.status(201);
        return ok({
          photo: {
            _id: row.id,
            stage: row.stage,
            url: row.url,
            contentType: row.contentType,
            width: row.width,
            height: row.height,
            bytes: row.bytes,
            createdAt: row.createdAt.toISOString(),
          },
        });
      },
    );
  });
}
