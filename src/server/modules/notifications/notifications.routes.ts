import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  notificationPreferencesSchema,
  notificationTexts,
  updateNotificationPreferencesSchema,
} from '../../../shared/notifications';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok } from '../../platform/routing';
import type { PreferencesService } from './preferences.service';
import type { WhatsAppWebhookService } from './whatsapp-webhook.service';

export async function notificationsRoutes(
  app: FastifyInstance,
  deps: { preferences: PreferencesService; whatsappWebhook: WhatsAppWebhookService },
) {
  const r = typed(app);
  const auth = { config: { access: 'authenticated' as const } };
  const response = { 200: successEnvelope(notificationPreferencesSchema), ...errorResponses };

  r.get(
    '/api/users/notification-preferences',
    { ...auth, schema: { tags: ['users'], response } },
    async (req) => ok(await deps.preferences.get(currentUser(req).id)),
  );

  r.put(
    '/api/users/notification-preferences',
    { ...auth, schema: { tags: ['users'], body: updateNotificationPreferencesSchema, response } },
    async (req) => ok(await deps.preferences.update(currentUser(req).id, req.body), notificationTexts.saved),
  );

  // Meta's subscribe handshake answers the bare challenge as text.
  r.get(
    '/api/webhooks/whatsapp',
    {
      config: { access: 'public' as const },
      schema: {
        tags: ['webhooks'],
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const challenge = deps.whatsappWebhook.handshake(
        q['hub.mode'],
        q['hub.verify_token'],
        q['hub.challenge'],
      );
      return reply.type('text/plain').send(challenge);
    },
  );

  // The signature covers the exact bytes Meta sent: this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    typed(scope).post(
      '/api/webhooks/whatsapp',
      {
        config: { access: 'public' as const },
        schema: {
          tags: ['webhooks'],
          headers: z.object({ 'x-hub-signature-256': z.string().max(200).optional() }),
          response: {
            200: successEnvelope(
              z.object({
                statuses: z.number(),
                stops: z.number(),
                starts: z.number(),
                inbox: z.number(),
                ignored: z.number(),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const data = await deps.whatsappWebhook.receive(raw, req.headers['x-hub-signature-256']);
        return ok(data);
      },
    );
  });
}
