import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobProofDtoSchema, photoDtoSchema } from '../../../shared/api-after-visit';
import { successEnvelope } from '../../../shared/api';
import { afterVisitTexts as t } from '../../../shared/texts-after-visit';
import { currentUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { errorResponses, typed } from '../../platform/routing';
import type { JobProofService } from './job-proof.service';
import { PHOTO_MAX_BYTES } from './photo-processing';

const params = z.object({ id: z.string().max(80) });
const tooLarge = () => new AppError('PHOTO_TOO_LARGE', 413, t.photoTooLarge);

/** The body's bytes as they come, refused with 413 past the photo limit (read, not parsed). */
function readPhotoBody(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (e: Error | null, b?: Buffer) => void,
) {
  const declared = Number(req.headers['content-length']);
  if (declared > PHOTO_MAX_BYTES) return done(tooLarge());
  const chunks: Buffer[] = [];
  let size = 0;
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= PHOTO_MAX_BYTES) chunks.push(chunk);
  });
  payload.on('end', () => (size > PHOTO_MAX_BYTES ? done(tooLarge()) : done(null, Buffer.concat(chunks))));
  payload.on('error', (error) => done(error as Error));
}

export async function jobProofRoutes(app: FastifyInstance, deps: { proof: JobProofService }) {
  const tags = ['job proof'];
  const r = typed(app);

  r.get(
    '/api/bookings/:id/proof',
    {
      config: { access: ['client', 'cleaner', 'admin'] as const },
      schema: { tags, params, response: { 200: successEnvelope(jobProofDtoSchema), ...errorResponses } },
    },
    async (req) => ({
      status: 'success' as const,
      data: await deps.proof.proof(currentUser(req), req.params.id),
    }),
  );

  r.get(
    '/api/bookings/:id/photos/:photoId',
    {
      config: { access: ['client', 'cleaner', 'admin'] as const },
      schema: {
        tags,
        params: params.extend({ photoId: z.string().max(80) }),
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('image/*'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const photo = await deps.proof.read(currentUser(req), req.params.id, req.params.photoId);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.bytes);
    },
  );

  // The photo is the body itself (Content-Type image/jpeg, image/png or image/webp): no multipart parser here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readPhotoBody);
    typed(scope).post(
      '/api/bookings/:id/photos',
      {
        config: { access: ['cleaner', 'admin'] as const },
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          params,
          querystring: z.object({ stage: z.enum(['before', 'after']).optional().default('after') }),
          response: { 201: successEnvelope(z.object({ photo: photoDtoSchema })), ...errorResponses },
        },
      },
      async (req, reply) => {
        const type = String(req.headers['content-type'] ?? '')
          .split(';')[0]
          .trim()
          .toLowerCase();
        const row = await deps.proof.upload(currentUser(req), req.params.id, req.query.stage, type, req.body);
        reply.status(201);
        return {
          status: 'success' as const,
          data: {
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
          },
        };
      },
    );
  });
}
