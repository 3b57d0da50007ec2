import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

const shuttingDown = { status: 'error', code: 'SHUTTING_DOWN', message: SHUTTING_DOWN_MESSAGE } as const;

/**
 * Graceful stop in up to three steps: first (when the caller gives it a grace) only the readiness check
 * answers 503, so a load balancer takes the process out of rotation while it still serves every request
 * sent to it meanwhile; then every new request is answered 503 (so a client can retry elsewhere) while the
 * requests already running finish; then the caller closes the app. Register before the app is ready.
 */
export function registerDraining(app: FastifyInstance, opts: { readinessPath?: string } = {}) {
  const readinessPath = opts.readinessPath ?? '/readyz';
  let unready = false;
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  // A callback hook, not an async one: it runs on every request and need not allocate a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      reply.header('connection', 'close').header('retry-after', '5');
      reply.status(503).send(shuttingDown);
      return;
    }
    if (unready && request.routeOptions.url === readinessPath) {
      reply.status(503).send(shuttingDown);
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
    /** The readiness check answers 503 from now on; every other request is still served. */
    stopBeingReady() {
      unready = true;
    },
    /** Refuses new requests and resolves when the running ones have finished or `timeoutMs` has passed. */
    drain(timeoutMs: number): Promise<'idle' | 'timeout'> {
      unready = true;
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
