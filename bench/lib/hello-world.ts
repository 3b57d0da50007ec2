/**
 * The baseline: a bare Fastify hello-world in its own process (`PORT`). `/bytes/:n` answers n bytes of
 * JSON, so an answer's size can be told apart from the work a route does.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>('/bytes/:n', async (request, reply) => {
  const n = Math.min(Number(request.params.n) || 2, 1_000_000);
  let body = bodies.get(n);
  if (!body) {
    body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, n - 11)) }));
    bodies.set(n, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
