import { consumeDownloadLink } from '../modules/download-links/download-links.service';
import { createWebPushProvider } from '../platform/messaging/web-push-provider';
import { pushRepository } from '../modules/push/push.repository';
import { resolveVapidKeys } from '../modules/push/vapid-keys';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { usersRepository } from '../modules/users/users.repository';
import { registerAccess } from '../platform/access';
import { databaseAttemptStore, redisAttemptStore } from '../platform/attempt-throttle';
import { registerAuth } from '../platform/auth';
import { BackgroundTasks } from '../platform/background-tasks';
import { bodyLimits } from '../platform/body-limits';
import type { Clock } from '../platform/clock';
import { frameworkErrorHandler, registerErrorHandler } from '../platform/error-handler';
import { JobRunner } from '../platform/jobs';
import { jobsRepository } from '../platform/jobs.repository';
import { type MailTransport, OutboxWorker } from '../platform/mail/outbox';
import type { Metrics } from '../platform/metrics';
import type { MessageProvider } from '../platform/messaging/provider';
import { selectTextProviders } from '../platform/messaging/select-providers';
import { TextOutboxWorker } from '../platform/messaging/text-outbox';
import { connectRedis, createRateLimiter } from '../platform/rate-limit';
import { registerSecurityHeaders, tileOrigin } from '../platform/security-headers';
import { requestSerializer } from '../platform/log-redaction';

/** Fastify with our logger, limits, zod schemas and error answers; nothing registered yet. */
export function createFastify(
  config: Config,
  { logStream, logMixin }: { logStream?: { write(line: string): void }; logMixin?: () => object } = {},
): FastifyInstance {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A webhook's ?token= and a link's ?code= would otherwise be written with every request line.
            serializers: { req: requestSerializer },
            ...(logStream && { stream: logStream }),
            // With tracing on: each line's trace_id and span_id.
            ...(logMixin && { mixin: logMixin }),
            // Readable lines for a person at a terminal; one JSON object a line for a log collector.
            ...(config.LOG_FORMAT === 'pretty' && {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
              },
            }),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: bodyLimits.default,
    routerOptions: { caseSensitive: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  return app;
}

/**
 * What every module stands on: security headers, API docs, rate limits, the mail and text outboxes, the
 * job runner, sign-in and route access. Each is closed with the app.
 */
export async function registerPlatform(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    clock: Clock;
    mailTransport?: MailTransport | null;
    textProviders?: MessageProvider[];
    metrics?: Metrics;
  },
) {
  const { config, database, clock } = deps;
  const db = database.db;
  await app.register(registerSecurityHeaders, {
    imgSources: config.MAP_TILE_URL ? [tileOrigin(config.MAP_TILE_URL)] : [],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Chamak API',
        version: '1.0.0',
        description:
          'Cleaning services booking API. Amounts are rupees; dates YYYY-MM-DD, times HH:MM in Asia/Kolkata.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const limiter = await createRateLimiter({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log: app.log,
  });
  app.addHook('onClose', async () => limiter.close());
  // Failed sign-ins: in Redis beside the route limits when it is set, else in the database (shared
  // by every process either way).
  const redisForAttempts = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  const attempts = redisForAttempts
    ? redisAttemptStore(redisForAttempts, config.REDIS_KEY_PREFIX)
    : databaseAttemptStore(db, clock);
  app.addHook('onClose', async () => redisForAttempts?.disconnect());
  const backgroundTasks = new BackgroundTasks(app.log);
  app.decorate('background', backgroundTasks);
  app.addHook('onClose', async () => backgroundTasks.idle());
  const outbox = new OutboxWorker(db, deps.mailTransport ?? null, clock, config.MAIL_FROM, app.log);
  app.decorate('outbox', outbox);
  // Web Push rides the text outbox as its 'push' channel (modules/push).
  const vapid = resolveVapidKeys(config.vapid, app.log);
  const pushProvider = vapid
    ? createWebPushProvider({
        vapid,
        subscriptions: {
          find: (id) => pushRepository.findById(db, id),
          remove: (id) => pushRepository.remove(db, id),
        },
      })
    : null;
  const textOutbox = new TextOutboxWorker(
    db,
    [...(deps.textProviders ?? selectTextProviders(config)), ...(pushProvider ? [pushProvider] : [])],
    clock,
    app.log,
  );
  app.decorate('textOutbox', textOutbox);
  const jobs = new JobRunner({
    claimRun: (name, periodMs, workerId) => jobsRepository.claimRun(db, name, periodMs, workerId),
    listen: database.listen,
    log: app.log,
    observer: deps.metrics?.jobs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await outbox.stop();
    await textOutbox.stop();
    await jobs.stop();
  });

  const authAccount = usersRepository.prepareAuthAccount(db);
  await app.register(registerAuth, {
    secret: config.JWT_SECRET,
    expiresIn: config.JWT_EXPIRES_IN,
    loadAccount: async (id) => (await authAccount(id)) ?? null,
    staffSecondFactorRequired: config.STAFF_SECOND_FACTOR === 'required',
    consumeDownloadLink: (token, url) => consumeDownloadLink({ db, clock }, token, url),
  });

  await app.register(registerAccess);
  // Without SMTP outside production the outbox is the only place mail can be read (as SMS's sandbox).
  const mailSandbox = !deps.mailTransport && config.NODE_ENV !== 'production';
  return { limiter, attempts, backgroundTasks, outbox, textOutbox, jobs, mailSandbox, vapid };
}

export type Platform = Awaited<ReturnType<typeof registerPlatform>>;
