import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../../shared/api';
import { systemStatusSchema } from '../../../../shared/api-system';
import { errorResponses, ok, typed } from '../../../platform/routing';
import type { SystemService } from './system.service';

export async function systemRoutes(app: FastifyInstance, deps: { system: SystemService }) {
  typed(app).get(
    '/api/admin/system',
    {
      config: { access: 'settings' as const },
      schema: {
        tags: ['admin'],
        summary:
          "The owner's System page: queues and their oldest due message, the last error per channel, each job's runs, live providers, versions",
        response: { 200: successEnvelope(systemStatusSchema), ...errorResponses },
      },
    },
    async () => ok(await deps.system.status()),
  );
}
