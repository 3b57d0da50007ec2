import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Graceful stop in two steps: first every new request is answered 503 (so a load balancer moves on and a
 * client can retry elsewhere) while the requests already running finish; then the caller closes the app.
 * Register before the app is ready.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  // A callback hook, not an async one: it runs on every request and need not allocate a promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) {
      reply.header('connection', 'close').header('retry-after', '5');
      reply.status(503).send({ status: 'error', code: 'SHUTTING_DOWN', message: SHUTTING_DOWN_MESSAGE });
      return;
    }
    inFlight++;
    // 'close' fires once whether the response was sent or the client went away, so the count never sticks.
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
    done();
  });

  return {
    /** Refuses new requests and resolves when the running ones have finished or `timeoutMs` has passed. */
    drain(timeoutMs: number): Promise<'idle' | 'timeout'> {
      draining = true;
      if (inFlight === 0) return Promise.resolve('idle');
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve('idle');
        };
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
}
