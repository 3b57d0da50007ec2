import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { complaintPhotoDtoSchema } from '../../../shared/api-after-visit';
import { successEnvelope } from '../../../shared/api';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import { PHOTO_MAX_BYTES } from '../../platform/photo-processing';
import { photoContentType, photoReadRoute, photoUploadScope } from '../../platform/photo-upload';
import type { ComplaintPhotosService } from './complaint-photos.service';

const params = z.object({ id: z.string().max(80) });

/** A complaint's photos: the customer adds them one request each (the image is the body) after filing. */
export async function complaintPhotosRoutes(app: FastifyInstance, deps: { photos: ComplaintPhotosService }) {
  const tags = ['complaints'];

  photoReadRoute(
    app,
    '/api/complaints/:id/photos/:photoId',
    { access: ['client', 'complaints'], tags },
    (user, id, photoId) => deps.photos.read(user, id, photoId),
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
