import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import {
  applicationCodeInputSchema,
  applicationDtoSchema,
  applicationListQuerySchema,
  applicationListSchema,
  appliedSchema,
  applyInputSchema,
  hiringTexts,
  moveApplicationInputSchema,
  updateApplicationInputSchema,
} from '../../../shared/schemas/hiring';
import { otpSentSchema } from '../../../shared/schemas/otp-login';
import { currentUser } from '../../platform/auth';
import { PHOTO_MAX_BYTES } from '../../platform/photo-processing';
import { photoContentType, photoReadRoute, photoUploadScope } from '../../platform/photo-upload';
import { byAddress, rateLimit, type RateLimiter } from '../../platform/rate-limit';
import { errorResponses, ok, okMessage, typed } from '../../platform/routing';
import type { HiringService } from './hiring.service';

const MINUTE = 60_000;
const params = z.object({ id: z.string().max(80) });
const oneApplication = successEnvelope(z.object({ application: applicationDtoSchema }));

/**
 * Hiring cleaners (issue 38 part 3): the public "Work with us" form (a code to the mobile, then the
 * application with it; per address in the shared limiter, per number in the database) and the admin's
 * applicants (permission 'hiring').
 */
export async function hiringRoutes(
  app: FastifyInstance,
  deps: { hiring: HiringService; limiter: RateLimiter; rateLimitMultiplier: number },
) {
  const r = typed(app);
  const tags = ['hiring'];
  const s = deps.hiring;
  const limit = (...rules: Parameters<typeof rateLimit>[2][]) =>
    rateLimit(deps.limiter, deps.rateLimitMultiplier, ...rules);
  const admin = { config: { access: 'hiring' as const } };

  r.post(
    '/api/cleaner-applications/send-code',
    {
      config: { access: 'public' },
      bodyLimit: 1024,
      onRequest: limit(
        { name: 'application-code-ip', max: 10, windowMs: 60 * MINUTE, key: byAddress },
        { name: 'application-code-ip-day', max: 30, windowMs: 24 * 60 * MINUTE, key: byAddress },
      ),
      schema: {
        tags,
        summary: 'A code by SMS to prove the applicant’s mobile',
        body: applicationCodeInputSchema,
        response: { 200: successEnvelope(otpSentSchema), ...errorResponses },
      },
    },
    async (req) => ok(await s.sendCode(req.body), hiringTexts.codeSent),
  );

  r.post(
    '/api/cleaner-applications',
    {
      config: { access: 'public' },
      bodyLimit: 8 * 1024,
      onRequest: limit({ name: 'application-ip', max: 10, windowMs: 60 * MINUTE, key: byAddress }),
      schema: {
        tags,
        summary: 'Apply to work as a cleaner (the mobile proven by its code)',
        body: applyInputSchema,
        response: { 201: successEnvelope(appliedSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const applied = await s.apply(req.body);
      reply.status(201);
      return ok(applied, hiringTexts.applied);
    },
  );

  r.get(
    '/api/admin/applications',
    {
      ...admin,
      schema: {
        tags,
        querystring: applicationListQuerySchema,
        response: { 200: successEnvelope(applicationListSchema), ...errorResponses },
      },
    },
    async (req) => ok(await s.list(req.query)),
  );

  r.get(
    '/api/admin/applications/:id',
    { ...admin, schema: { tags, params, response: { 200: oneApplication, ...errorResponses } } },
    async (req) => ok({ application: await s.get(req.params.id) }),
  );

  r.patch(
    '/api/admin/applications/:id',
    {
      ...admin,
      schema: {
        tags,
        params,
        body: updateApplicationInputSchema,
        response: { 200: oneApplication, ...errorResponses },
      },
    },
    async (req) => ok({ application: await s.update(currentUser(req), req.params.id, req.body) }),
  );

  r.post(
    '/api/admin/applications/:id/move',
    {
      ...admin,
      schema: {
        tags,
        summary: 'One step forward (active makes the cleaner’s account and mails the sign-in), or rejected',
        params,
        body: moveApplicationInputSchema,
        response: { 200: oneApplication, ...errorResponses },
      },
    },
    async (req) => ok({ application: await s.move(currentUser(req), req.params.id, req.body) }),
  );

  r.delete(
    '/api/admin/applications/:id',
    { ...admin, schema: { tags, params, response: { 200: messageEnvelopeSchema, ...errorResponses } } },
    async (req) => {
      await s.erase(currentUser(req), req.params.id);
      return okMessage(hiringTexts.erased);
    },
  );

  photoReadRoute(
    app,
    '/api/admin/applications/:id/photos/:photoId',
    { access: 'hiring', tags },
    (_user, id, kind) => s.readPhoto(id, kind),
  );

  // Part 4: the crew's photos, private to those who may see the booking; a cleaner's own photo.
  photoReadRoute(
    app,
    '/api/bookings/:id/crew/:photoId/photo',
    { access: ['client', 'cleaner', 'bookings.read'], tags },
    (user, id, cleanerId) => s.readCrewPhoto(user, id, cleanerId),
  );

  await photoUploadScope(app, (scope) => {
    typed(scope).post(
      '/api/cleaners/me/photo',
      {
        config: { access: 'cleaner' },
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'The cleaner’s own photo, shown to their customers: the image is the body',
          response: { 201: successEnvelope(z.object({ updated: z.boolean() })), ...errorResponses },
        },
      },
      async (req, reply) => {
        const answer = await s.uploadOwnPhoto(currentUser(req), photoContentType(req), req.body);
        reply.status(201);
        return ok(answer);
      },
    );
  });

  await photoUploadScope(app, (scope) => {
    typed(scope).post(
      '/api/admin/applications/:id/photos/:kind',
      {
        ...admin,
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'The ID photo (documents step) or the portrait: the image is the body',
          // An unknown kind is a photo that does not exist (404), as an unknown id.
          params: z.object({ id: z.string().max(80), kind: z.string().max(80) }),
          response: { 201: oneApplication, ...errorResponses },
        },
      },
      async (req, reply) => {
        const application = await s.uploadPhoto(
          currentUser(req),
          req.params.id,
          req.params.kind,
          photoContentType(req),
          req.body,
        );
        reply.status(201);
        return ok({ application });
      },
    );
  });
}
