import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { afterVisitTexts as t } from '../../shared/texts-after-visit';
import type { Access } from './access';
import { currentUser, type AuthUser } from './auth';
import { AppError, badRequest } from './errors';
import { errorResponses, typed } from './routing';
import type { PhotoStore } from './photo-store';
import { EXTENSIONS, PHOTO_MAX_BYTES, preparePhoto, type PhotoType } from './photo-processing';

/**
 * Receiving a photo, shared by job photos and complaint photos: the image is the request body itself
 * (Content-Type image/jpeg, image/png or image/webp; no multipart), checked, shrunk and stripped by
 * preparePhoto, then written to the photo store before its row is saved.
 */
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

/** Registers upload routes in a scope whose only body parser reads raw photo bytes. */
export function photoUploadScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', readPhotoBody);
    routes(scope);
  });
}

/**
 * GET `path` (…/:id/photos/:photoId), shared by job photos and complaint photos: the image's bytes as
 * stored, for whoever `read` lets see them, kept an hour by their own browser only.
 */
export function photoReadRoute(
  app: FastifyInstance,
  path: string,
  opts: { access: Access; tags: string[] },
  read: (user: AuthUser, id: string, photoId: string) => Promise<{ contentType: string; bytes: Buffer }>,
) {
  typed(app).get(
    path,
    {
      config: { access: opts.access },
      schema: {
        tags: opts.tags,
        params: z.object({ id: z.string().max(80), photoId: z.string().max(80) }),
        response: { 200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('image/*'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const photo = await read(currentUser(req), req.params.id, req.params.photoId);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.bytes);
    },
  );
}

/** Photos of one job or complaint being prepared in this process right now, by its key. */
const inFlight = new Map<string, number>();

/**
 * Counts a photo before any decoding: `stored` (read just before) plus the ones of `key` still being
 * prepared must leave room under `max`, else `tooMany` is thrown and nothing is decoded. The place is
 * held while `work` runs; the database's count in the saving transaction stays the last word.
 */
export async function withPhotoPlace<T>(
  key: string,
  stored: number,
  max: number,
  tooMany: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  const preparing = inFlight.get(key) ?? 0;
  if (stored + preparing >= max) throw tooMany();
  inFlight.set(key, preparing + 1);
  try {
    return await work();
  } finally {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  }
}

/** The request's media type without parameters, lower-cased. */
export const photoContentType = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

export interface StoredPhoto {
  storageKey: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Prepares the photo, writes it under `folder/` in the store, then lets `save` record it; when saving
 * fails (a limit reached meanwhile, the database) the stored bytes are deleted again.
 */
export async function storePhoto<T>(
  store: PhotoStore,
  folder: string,
  contentType: string,
  body: unknown,
  save: (photo: StoredPhoto) => Promise<T>,
): Promise<T> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(t.photoWrongType, 'PHOTO_TYPE');
  const photo = await preparePhoto(body, contentType);
  const storageKey = `${folder}/${randomUUID()}.${EXTENSIONS[photo.contentType as PhotoType]}`;
  await store.put(storageKey, photo.data, photo.contentType);
  try {
    return await save({
      storageKey,
      contentType: photo.contentType,
      bytes: photo.data.length,
      width: photo.width,
      height: photo.height,
    });
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The stored bytes of a photo row, or null when the store no longer has them. */
export const readStoredPhoto = (store: PhotoStore, row: { storageKey: string; contentType: string }) =>
  store.get(row.storageKey).then((bytes) => (bytes ? { bytes, contentType: row.contentType } : null));
