import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Times every request by its route pattern and serves /metrics on the app's port: only to
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise), and not at all (404) without the setting.
 */
export function registerMetricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ status: 'error', code: 'NOT_FOUND', message: 'Not found.' });
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice('Bearer '.length), token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 'error', code: 'UNAUTHORIZED', message: 'A metrics token is required.' });
    return reply.type(metrics.contentType).send(await metrics.render());
  });
}

/** A second port that answers only GET /metrics, for a scraper on a private network (METRICS_PORT). */
export async function listenMetricsPort(metrics: Metrics, port: number, host: string) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.render().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
