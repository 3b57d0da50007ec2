import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complaintPhotoDtoSchema } from '../../../shared/api-after-visit';
import { successEnvelope } from '../../../shared/api';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import { PHOTO_MAX_BYTES } from '../../platform/photo-processing';
import { photoContentType, photoUploadScope } from '../../platform/photo-upload';
import type { ComplaintPhotosService } from './complaint-photos.service';

const params = z.object({ id: z.string().max(80) });

/** A complaint's photos: the customer adds them one request each (the image is the body) after filing. */
export async function complaintPhotosRoutes(app: FastifyInstance, deps: { photos: ComplaintPhotosService }) {
  const tags = ['complaints'];

  typed(app).get(
    '/api/complaints/:id/photos/:photoId',
    {
      config: { access: ['client', 'complaints'] as const },
      schema: {
        tags,
        params: params.extend({ photoId: z.string().max(80) }),
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('image/*'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const photo = await deps.photos.read(currentUser(req), req.params.id, req.params.photoId);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.bytes);
    },
  );

  await photoUploadScope(app, (scope) => {
    typed(scope).post(
      '/api/complaints/:id/photos',
      {
        config: { access: 'client' as const },
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          params,
          response: { 201: successEnvelope(z.object({ photo: complaintPhotoDtoSchema })), ...errorResponses },
        },
      },
      async (req, reply) => {
        const photo = await deps.photos.upload(
          currentUser(req),
          req.params.id,
          photoContentType(req),
          req.body,
        );
        reply.status(201);
        return ok({ photo });
      },
    );
  });
}
