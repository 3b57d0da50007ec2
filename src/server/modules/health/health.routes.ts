import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../platform/jobs';

export async function healthRoutes(
  app: FastifyInstance,
  { database, jobs }: { database: Database; jobs: JobRunner },
) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      // A database that does not answer within a second counts as down: a load balancer must not wait longer.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out after 900 ms')), 900);
        }),
      ]).finally(() => clearTimeout(timer));
      // The background jobs this process runs: none in a test app, every defined one in a started server.
      return { status: 'ok', database: database.kind, jobs: jobs.started };
    } catch (error) {
      request.log.error({ err: error }, 'database is not answering');
      return reply
        .status(503)
        .send({ status: 'error', code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' });
    }
  });
}
