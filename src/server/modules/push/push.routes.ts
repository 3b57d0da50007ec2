import type { FastifyInstance } from 'fastify';
import { messageEnvelopeSchema, successEnvelope } from '../../../shared/api';
import {
  deletePushSubscriptionSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '../../../shared/push';
import { currentUser } from '../../platform/auth';
import { errorResponses, typed, ok, okMessage } from '../../platform/routing';
import type { PushService } from './push.service';

export async function pushRoutes(
  app: FastifyInstance,
  deps: { push: PushService; allowLoopbackHttp: boolean },
) {
  const r = typed(app);
  const auth = { config: { access: 'authenticated' as const } };

  r.get(
    '/api/push/public-key',
    {
      config: { access: 'public' as const },
      schema: { tags: ['push'], response: { 200: successEnvelope(pushPublicKeySchema), ...errorResponses } },
    },
    async () => ok({ publicKey: deps.push.publicKey() }),
  );

  r.post(
    '/api/push/subscriptions',
    {
      ...auth,
      schema: {
        tags: ['push'],
        body: pushSubscriptionSchema({ allowLoopbackHttp: deps.allowLoopbackHttp }),
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.push.subscribe(currentUser(req).id, req.body);
      return okMessage('Notifications are on for this device');
    },
  );

  r.delete(
    '/api/push/subscriptions',
    {
      ...auth,
      schema: {
        tags: ['push'],
        body: deletePushSubscriptionSchema,
        response: { 200: messageEnvelopeSchema, ...errorResponses },
      },
    },
    async (req) => {
      await deps.push.unsubscribe(currentUser(req).id, req.body.endpoint);
      return okMessage('Notifications are off for this device');
    },
  );
}
