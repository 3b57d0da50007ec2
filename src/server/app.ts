import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { usersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountDeletionService } from './modules/account/account-deletion.service';
import { createDataExportService } from './modules/account/data-export.service';
import { createPhoneVerificationService } from './modules/users/phone-verification.service';
import { phoneVerificationRoutes } from './modules/users/phone-verification.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { authRoutes } from './modules/auth/auth.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes';
import { createCatalogueAdminService } from './modules/catalogue/catalogue-admin.service';
import { createCouponsService } from './modules/coupons/coupons.service';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createBookingChangesService } from './modules/bookings/booking-changes.service';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { createJobStart } from './modules/bookings/job-start';
import { createCrewService } from './modules/schedule/crew.service';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes';
import { createCleanersService } from './modules/dispatch/cleaners.service';
import { createInboxService } from './modules/inbox/inbox.service';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { inboxAdminRoutes } from './modules/inbox/inbox-admin.routes';
import { createQuoteBookingService } from './modules/inbox/quote-booking.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createServiceAreaService } from './modules/service-area/service-area.service';
import { serviceAreaRoutes } from './modules/service-area/service-area.routes';
import { createRatingsService } from './modules/ratings/ratings.service';
import { ratingsRoutes } from './modules/ratings/ratings.routes';
import { createEarningsService } from './modules/earnings/earnings.service';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerAccess } from './platform/access';
import { registerAuth } from './platform/auth';
import { bodyLimits } from './platform/body-limits';
import { registerSecurityHeaders } from './platform/security-headers';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminOutboxRoutes } from './modules/admin/outbox/admin-outbox.routes';
import { adminMessagesRoutes } from './modules/admin/messages/admin-messages.routes';
import { type Clock, systemClock } from './platform/clock';
import {
  frameworkErrorHandler,
  registerErrorHandler,
  registerNotFoundHandler,
} from './platform/error-handler';
import { brandFromConfig } from './platform/mail/brand';
import { emailChannel } from './platform/mail/channels';
import { mailDomain, type MailTransport, OutboxWorker } from './platform/mail/outbox';
import { type Job, JobRunner } from './platform/jobs';
import { jobsRepository } from './platform/jobs.repository';
import { defineBackgroundJobs } from './background-jobs';
import { createRemindersService } from './modules/reminders/reminders.service';
import { connectRedis, createRateLimiter } from './platform/rate-limit';
import { databaseAttemptStore, redisAttemptStore } from './platform/attempt-throttle';
import { BackgroundTasks } from './platform/background-tasks';
import type { PaymentProvider } from './platform/payments/provider';
import type { SandboxProvider } from './platform/payments/sandbox-provider';
import { selectPaymentProvider } from './platform/payments/select-provider';
import { createPaymentsService } from './modules/payments/payments.service';
import { createRefundsService } from './modules/payments/refunds.service';
import { createWebhooksService } from './modules/payments/webhooks.service';
import { createPaymentReconciler, type PaymentReconciliation } from './modules/payments/reconciliation';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { INVOICE_PDF } from './modules/invoices/invoices.emails';
import { readWebPages } from './platform/web-pages';
import type { MessageProvider } from './platform/messaging/provider';
import { selectTextProviders } from './platform/messaging/select-providers';
import { TextOutboxWorker } from './platform/messaging/text-outbox';
import { createTextNotifications } from './modules/notifications/text-notifications.service';
import { createPreferencesService } from './modules/notifications/preferences.service';
import { createWhatsAppWebhookService } from './modules/notifications/whatsapp-webhook.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createMsg91WebhookService } from './modules/notifications/msg91-webhook.service';
import { msg91WebhookRoutes } from './modules/notifications/msg91-webhook.routes';
import { createShortLinks } from './modules/short-links/short-links.service';
import { shortLinkUrl, TEXT_VARIABLE_MAX } from '../shared/domain/text-variables';
import { shortLinksRoutes } from './modules/short-links/short-links.routes';
import { conversationsAdminRoutes } from './modules/inbox/conversations-admin.routes';
import { BOOKING_ICS } from './modules/bookings/booking-calendar';
import { createBookingCalendarService } from './modules/bookings/booking-calendar.service';
import { bookingCalendarRoutes } from './modules/bookings/booking-calendar.routes';
import { createComplaintsService } from './modules/complaints/complaints.service';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintPhotosService } from './modules/complaints/complaint-photos.service';
import { complaintPhotosRoutes } from './modules/complaints/complaint-photos.routes';
import { createJobProofService } from './modules/job-proof/job-proof.service';
import { jobProofRoutes } from './modules/job-proof/job-proof.routes';
import { diskPhotoStore } from './platform/photo-store';
import { s3PhotoStore } from './platform/s3-photo-store';
import { createTipsService } from './modules/tips/tips.service';
import { tipsRoutes } from './modules/tips/tips.routes';
import { createWebPushProvider } from './platform/messaging/web-push-provider';
import { pushRepository } from './modules/push/push.repository';
import { createPushService } from './modules/push/push.service';
import { pushRoutes } from './modules/push/push.routes';
import { resolveVapidKeys } from './modules/push/vapid-keys';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** null keeps emails in the outbox (no SMTP configured). */
  mailTransport?: MailTransport | null;
  /** Folder of the built web app; served with the SPA fallback when present. */
  webRoot?: string | null;
  /** Defaults to Razorpay with keys, else the sandbox; tests pass one pointed at a loopback fake. */
  paymentProvider?: PaymentProvider | null;
  /** SMS and WhatsApp providers; defaults to those with keys in config (none: both are sandboxes). */
  textProviders?: MessageProvider[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every background job; server.ts calls `jobs.start()`. */
    jobs: JobRunner;
    outbox: OutboxWorker;
    /** Sends queued SMS and WhatsApp messages; the runner runs it, tests call runOnce. */
    textOutbox: TextOutboxWorker;
    /** Queues the day-before reminders that are due; the runner runs it, tests call runOnce. */
    reminders: Job<number>;
    paymentReconciler: Job<Awaited<ReturnType<PaymentReconciliation['reconcile']>>>;
    /** Work requests start without waiting (forgot-password's mail); tests await `idle()`. */
    background: BackgroundTasks;
    /** Releases site bookings whose hold ran out unconfirmed; the runner runs it, tests call runOnce. */
    bookingHolds: Job<number>;
  }
}

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** Builds the whole app without listening: server.ts listens, tests build their own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  const brand = brandFromConfig(config);

  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
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

  await app.register(registerSecurityHeaders);

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
  });

  await app.register(registerAccess);

  const users = createUsersService(db, { clock, limiter, brand, publicUrl: config.PUBLIC_URL });
  const preferences = createPreferencesService({ db, clock });
  const auth = createAuthService({
    preferences,
    db,
    clock,
    limiter,
    throttle: createLoginThrottle(attempts, config.RATE_LIMIT_MULTIPLIER),
    background: backgroundTasks,
    brand,
    publicUrl: config.PUBLIC_URL,
  });
  const catalogue = createCatalogueService(db, clock);
  const shortLinks = createShortLinks({ db, publicUrl: config.PUBLIC_URL });
  if (config.MSG91_AUTH_KEY && shortLinkUrl(config.PUBLIC_URL, 'xxxxxx').length > TEXT_VARIABLE_MAX)
    app.log.warn(
      { publicUrl: config.PUBLIC_URL },
      `SMS short links on PUBLIC_URL exceed a DLT variable's ${TEXT_VARIABLE_MAX} characters: operators will drop SMS that carry them`,
    );
  const texts = createTextNotifications({
    shortLinks,
    publicUrl: config.PUBLIC_URL,
    hindiSmsKinds: new Set(Object.keys(config.MSG91_TEMPLATE_IDS_HI)),
    companyPhone: config.COMPANY_PHONE,
    push: !!vapid,
  });
  const phone = createPhoneVerificationService({
    db,
    clock,
    secret: config.JWT_SECRET,
    effects: { sendCode: texts.phoneCode, numberVerified: preferences.numberVerified },
  });

  await app.register(healthRoutes, { database, jobs });
  await app.register(settingsRoutes, { config });
  await app.register(authRoutes, { auth, users, limiter, rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER });
  await app.register(usersRoutes, { users });
  await app.register(phoneVerificationRoutes, { phone });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(catalogueAdminRoutes, { edits: createCatalogueAdminService(db, catalogue) });

  const coupons = createCouponsService(db, clock, { limiter, multiplier: config.RATE_LIMIT_MULTIPLIER });
  const area = createServiceAreaService({ db, clock });
  await app.register(serviceAreaRoutes, { area });
  const crew = createCrewService({ db, clock, catalogue, bufferMinutes: config.TRAVEL_BUFFER_MINUTES });
  const bookings = createBookingsService({
    db,
    clock,
    catalogue,
    coupons,
    crew,
    autoAssign: config.AUTO_ASSIGN,
    brand,
    area,
    texts,
    preferences,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    maxUnpaid: config.MAX_UNPAID_BOOKINGS,
  });
  const paymentProvider =
    deps.paymentProvider === undefined ? selectPaymentProvider(config, db, clock) : deps.paymentProvider;
  if (config.production && config.paymentProvider === 'off')
    app.log.warn(
      'no Razorpay keys in production: online payment is off (ALLOW_PAYMENT_SANDBOX=true enables the sandbox)',
    );
  const invoices = createInvoicesService({
    db,
    clock,
    company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS, gstin: config.COMPANY_GSTIN },
    publicUrl: config.PUBLIC_URL,
  });
  outbox.renderAttachments(INVOICE_PDF, invoices.pdf);
  const calendar = createBookingCalendarService({
    db,
    clock,
    bookings,
    uidDomain: mailDomain(config.MAIL_FROM) ?? 'chamak.in',
  });
  outbox.renderAttachments(BOOKING_ICS, calendar.render);
  const paymentDeps = {
    db,
    clock,
    provider: paymentProvider,
    companyName: config.COMPANY_NAME,
    receipts: invoices.issueForPayment,
    publicUrl: config.PUBLIC_URL,
    texts,
    holds: bookings.holds,
  };
  const refunds = createRefundsService({ ...paymentDeps, log: app.log });
  const payments = createPaymentsService({
    ...paymentDeps,
    bookings,
    refunds,
    upiVpa: config.COMPANY_UPI_VPA,
  });
  const tips = createTipsService({
    db,
    clock,
    provider: paymentProvider,
    bookings,
    companyName: config.COMPANY_NAME,
  });
  const webhooks = createWebhooksService({ ...paymentDeps, refunds, otherOrders: tips.captureFromWebhook });
  const reconciler = createPaymentReconciler({
    ...paymentDeps,
    refunds,
    afterMinutes: config.PAYMENT_RECONCILE_AFTER_MINUTES,
    log: app.log,
  });
  if (paymentProvider?.name === 'sandbox') {
    // The sandbox delivers its webhooks through our own endpoint, signed, exactly as Razorpay would.
    (paymentProvider as SandboxProvider).connectWebhooks(async ({ body, signature, eventId }) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
      if (res.statusCode >= 300)
        app.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
    });
  }

  const photoStore = config.photosS3 ? s3PhotoStore(config.photosS3) : diskPhotoStore(config.photosDir);
  const jobProof = createJobProofService({
    db,
    clock,
    bookings,
    catalogue,
    store: photoStore,
  });
  const changes = createBookingChangesService({
    db,
    clock,
    bookings,
    coupons,
    brand,
    crew,
    area,
    onPaidBookingCancelled: (bookingId, cancelledBy) =>
      refunds.startFullRefund(bookingId, 'Booking cancelled', false, cancelledBy),
    onCompleted: (bookingId) => invoices.issueTaxInvoice(bookingId),
    texts,
    checklist: jobProof,
    jobStart: createJobStart({
      db,
      clock,
      brand,
      earlyMinutes: config.JOB_START_EARLY_MINUTES,
      teamEmail: config.SUPPORT_EMAIL,
    }),
  });
  await app.register(accountRoutes, {
    deletion: createAccountDeletionService({ db, clock, changes }),
    dataExport: createDataExportService({ db, clock }),
    clock,
  });
  const cleaners = createCleanersService({
    db,
    clock,
    changes,
    catalogue,
    brand,
  });
  await app.register(couponsRoutes, { coupons, limiter, rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER });
  const ratings = createRatingsService({ db, clock, bookings, brand, teamEmail: config.SUPPORT_EMAIL });
  await app.register(bookingsRoutes, {
    bookings,
    changes,
    clock,
    ratings,
    limiter,
    rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER,
  });
  await app.register(bookingCalendarRoutes, { calendar });
  await app.register(ratingsRoutes, { ratings });
  await app.register(earningsRoutes, { earnings: createEarningsService({ db, clock }) });
  await app.register(dispatchRoutes, { cleaners, clock, ratings });
  await app.register(paymentsRoutes, { payments, refunds, webhooks, invoices, clock });
  await app.register(jobProofRoutes, { proof: jobProof });
  await app.register(tipsRoutes, { tips });
  const complaints = createComplaintsService({ db, clock, bookings, refunds, crew });
  const complaintPhotos = createComplaintPhotosService({ db, complaints, store: photoStore });
  await app.register(complaintsRoutes, { complaints, photos: complaintPhotos, bookings, clock });
  await app.register(complaintPhotosRoutes, { photos: complaintPhotos });
  const inbox = createInboxService({ db, teamEmail: config.SUPPORT_EMAIL, brand });
  const reminders = createRemindersService({
    db,
    clock,
    brand,
    hour: config.REMINDER_HOUR,
    channels: [emailChannel],
    texts,
  });
  const background = defineBackgroundJobs(jobs, config, {
    outbox,
    texts: textOutbox,
    reminders,
    reconciliation: reconciler,
    bookingHolds: bookings.holds,
  });
  app.decorate('reminders', background.reminders);
  app.decorate('paymentReconciler', background.paymentReconciliation);
  app.decorate('bookingHolds', background.bookingHolds);
  await app.register(inboxRoutes, { inbox, limiter, rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER });
  await app.register(conversationsAdminRoutes, { db });
  await app.register(inboxAdminRoutes, {
    inbox,
    quoteBookings: createQuoteBookingService({ db, bookings, catalogue }),
  });
  await app.register(notificationsRoutes, {
    preferences,
    whatsappWebhook: createWhatsAppWebhookService({
      db,
      clock,
      appSecret: config.WHATSAPP_APP_SECRET,
      verifyToken: config.WHATSAPP_VERIFY_TOKEN,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      log: app.log,
    }),
  });
  await app.register(msg91WebhookRoutes, {
    msg91Webhook: createMsg91WebhookService({ db, clock, token: config.MSG91_WEBHOOK_TOKEN }),
  });
  await app.register(shortLinksRoutes, { shortLinks });
  await app.register(pushRoutes, {
    push: createPushService({ db, clock, publicKey: vapid?.publicKey ?? null }),
    allowLoopbackHttp: !config.production,
  });
  await app.register(adminRoutes, { db, clock, ratings });
  await app.register(adminOutboxRoutes, { db, clock, mailFrom: config.MAIL_FROM });
  await app.register(adminMessagesRoutes, {
    db,
    clock,
    smsSandbox: !config.MSG91_AUTH_KEY && config.NODE_ENV !== 'production',
  });

  const webRoot = deps.webRoot === undefined ? defaultWebRoot : deps.webRoot && path.resolve(deps.webRoot);
  const web = webRoot ? readWebPages(webRoot) : null;
  if (web && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      maxAge: '1h',
      preCompressed: true,
      // File names under /assets carry a content hash: they never change, so browsers keep them.
      // The HTML names the current assets: always revalidated, so a deploy reaches everyone.
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  registerNotFoundHandler(app, { web });
  return app;
}
