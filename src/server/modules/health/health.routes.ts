import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
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
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database is not answering');
      return reply
        .status(503)
        .send({ status: 'error', code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' });
    }
  });
}
