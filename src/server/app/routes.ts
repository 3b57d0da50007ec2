import { createPushService } from '../modules/push/push.service';
import { pushRoutes } from '../modules/push/push.routes';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accountRoutes } from '../modules/account/account.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { adminMessagesRoutes } from '../modules/admin/messages/admin-messages.routes';
import { adminOutboxRoutes } from '../modules/admin/outbox/admin-outbox.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { otpLoginRoutes } from '../modules/auth/otp-login.routes';
import { passkeysRoutes } from '../modules/auth/passkeys.routes';
import { secondFactorRoutes } from '../modules/auth/second-factor.routes';
import { bookingCalendarRoutes } from '../modules/bookings/booking-calendar.routes';
import { bookingsRoutes } from '../modules/bookings/bookings.routes';
import { nextFreeDatesRoutes } from '../modules/bookings/next-free-dates.routes';
import { seriesRoutes } from '../modules/bookings/series.routes';
import { planDiscountsRoutes } from '../modules/bookings/plan-discounts.routes';
import { collectionsRoutes } from '../modules/collections/collections.routes';
import { catalogueAdminRoutes } from '../modules/catalogue/catalogue-admin.routes';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes';
import { complaintPhotosRoutes } from '../modules/complaints/complaint-photos.routes';
import { complaintsRoutes } from '../modules/complaints/complaints.routes';
import { creditsRoutes } from '../modules/credits/credits.routes';
import { referralsRoutes } from '../modules/referrals/referrals.routes';
import { couponsRoutes } from '../modules/coupons/coupons.routes';
import { autoDispatchRoutes } from '../modules/dispatch/auto-dispatch.routes';
import { dayPlansRoutes } from '../modules/dispatch/day-plans.routes';
import { dispatchRoutes } from '../modules/dispatch/dispatch.routes';
import { dispatchOffersRoutes } from '../modules/dispatch/dispatch-offers.routes';
import { staffRoutes } from '../modules/staff/staff.routes';
import { earningsRoutes } from '../modules/earnings/earnings.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { inboxAdminRoutes } from '../modules/inbox/inbox-admin.routes';
import { inboxRoutes } from '../modules/inbox/inbox.routes';
import { grievancesRoutes } from '../modules/privacy/grievances.routes';
import { conversationsAdminRoutes } from '../modules/inbox/conversations-admin.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { msg91WebhookRoutes } from '../modules/notifications/msg91-webhook.routes';
import { downloadLinksRoutes } from '../modules/download-links/download-links.routes';
import { shortLinksRoutes } from '../modules/short-links/short-links.routes';
import { jobProofRoutes } from '../modules/job-proof/job-proof.routes';
import { locationRoutes } from '../modules/location/location.routes';
import { callsRoutes } from '../modules/calls/calls.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { paymentAttentionRoutes } from '../modules/payments/payment-attention.routes';
import { ratingsRoutes } from '../modules/ratings/ratings.routes';
import { serviceAreaRoutes } from '../modules/service-area/service-area.routes';
import { citiesRoutes } from '../modules/cities/cities.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { tipsRoutes } from '../modules/tips/tips.routes';
import { hiringRoutes } from '../modules/hiring/hiring.routes';
import { giftVouchersRoutes } from '../modules/gift-vouchers/gift-vouchers.routes';
import { membershipsRoutes } from '../modules/memberships/memberships.routes';
import { phoneVerificationRoutes } from '../modules/users/phone-verification.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { consentsRoutes } from '../modules/users/consents.routes';
import type { Clock } from '../platform/clock';
import type { Platform } from './platform';
import { systemRoutes } from '../modules/admin/system/system.routes';
import { createSystemService, providersOf } from '../modules/admin/system/system.service';
import type { Services } from './services';

/** Every module's routes, each given only the services it calls (in the order the API docs list them). */
export async function registerRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    platform,
    s,
  }: { config: Config; database: Database; clock: Clock; platform: Platform; s: Services },
) {
  const db = database.db;
  const limits = { limiter: platform.limiter, rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER };
  await app.register(healthRoutes, { database, jobs: platform.jobs });
  await app.register(settingsRoutes, { config });
  await app.register(authRoutes, { auth: s.auth, users: s.users, secondFactor: s.secondFactor, ...limits });
  await app.register(otpLoginRoutes, { otp: s.otp, secondFactor: s.secondFactor, ...limits });
  await app.register(secondFactorRoutes, { secondFactor: s.secondFactor, ...limits });
  await app.register(passkeysRoutes, { passkeys: s.passkeys, secondFactor: s.secondFactor, ...limits });
  await app.register(usersRoutes, { users: s.users });
  await app.register(consentsRoutes, { consents: s.consents });
  await app.register(creditsRoutes, { credits: s.credits });
  await app.register(referralsRoutes, { referrals: s.referrals });
  await app.register(phoneVerificationRoutes, { phone: s.phone });
  await app.register(catalogueRoutes, { catalogue: s.catalogue, members: s.members, cities: s.cities });
  await app.register(catalogueAdminRoutes, { edits: s.catalogueEdits });
  await app.register(serviceAreaRoutes, { area: s.area });
  await app.register(citiesRoutes, { cities: s.cities });
  await app.register(accountRoutes, { deletion: s.deletion, dataExport: s.dataExport, clock });
  await app.register(couponsRoutes, { coupons: s.coupons, ...limits });
  await app.register(bookingsRoutes, {
    bookings: s.bookings,
    changes: s.changes,
    clock,
    // Stars, and the crew cards' photo, police verification and visits done (issue 38 part 4).
    ratings: {
      forBookings: s.ratings.forBookings,
      statsFor: s.ratings.statsFor,
      crewCards: s.hiring.crewCards,
    },
    maskedCalls: s.calls.enabled,
    ...limits,
  });
  await app.register(bookingCalendarRoutes, { calendar: s.calendar });
  await app.register(nextFreeDatesRoutes, { bookings: s.bookings, clock });
  await app.register(seriesRoutes, { changes: s.changes });
  await app.register(planDiscountsRoutes, { planDiscounts: s.planDiscounts });
  await app.register(ratingsRoutes, { ratings: s.ratings });
  await app.register(collectionsRoutes, { collections: s.collections });
  await app.register(earningsRoutes, { earnings: s.earnings });
  await app.register(dispatchRoutes, {
    cleaners: s.cleaners,
    clock,
    ratings: s.ratings,
    maskedCalls: s.calls.enabled,
  });
  await app.register(staffRoutes, { staff: s.staff });
  await app.register(hiringRoutes, { hiring: s.hiring, ...limits });
  await app.register(autoDispatchRoutes, { dispatch: s.dispatch, offers: s.offers });
  await app.register(dayPlansRoutes, { dayPlans: s.dayPlans });
  await app.register(dispatchOffersRoutes, { offers: s.offers });
  await app.register(paymentsRoutes, {
    payments: s.payments,
    refunds: s.refunds,
    webhooks: s.webhooks,
    invoices: s.invoices,
    clock,
  });
  await app.register(paymentAttentionRoutes, { db });
  await app.register(jobProofRoutes, { proof: s.jobProof });
  await app.register(locationRoutes, { location: s.location });
  await app.register(callsRoutes, { calls: s.calls });
  await app.register(tipsRoutes, { tips: s.tips });
  await app.register(giftVouchersRoutes, { giftVouchers: s.giftVouchers, ...limits });
  await app.register(membershipsRoutes, { memberships: s.memberships, plans: s.membershipPlans });
  await app.register(complaintsRoutes, {
    complaints: s.complaints,
    photos: s.complaintPhotos,
    bookings: s.bookings,
    clock,
  });
  await app.register(complaintPhotosRoutes, { photos: s.complaintPhotos });
  await app.register(inboxRoutes, { inbox: s.inbox, ...limits });
  await app.register(grievancesRoutes, { grievances: s.grievances, ...limits });
  await app.register(conversationsAdminRoutes, { db });
  await app.register(newsletterRoutes, { newsletter: s.newsletter, ...limits });
  await app.register(inboxAdminRoutes, { inbox: s.inbox, quoteBookings: s.quoteBookings });
  await app.register(notificationsRoutes, { preferences: s.preferences, whatsappWebhook: s.whatsappWebhook });
  await app.register(msg91WebhookRoutes, { msg91Webhook: s.msg91Webhook });
  await app.register(shortLinksRoutes, { shortLinks: s.shortLinks });
  await app.register(downloadLinksRoutes, { downloadLinks: s.downloadLinks });
  await app.register(pushRoutes, {
    push: createPushService({ db, clock, publicKey: platform.vapid?.publicKey ?? null }),
    allowLoopbackHttp: !config.production,
  });
  await app.register(adminRoutes, {
    db,
    clock,
    ratings: s.ratings,
    exportBatchSize: config.EXPORT_BATCH_SIZE,
  });
  await app.register(systemRoutes, {
    system: createSystemService({
      db,
      databaseKind: database.kind,
      metrics: app.metrics,
      providers: providersOf(config, { mailSandbox: platform.mailSandbox, push: !!platform.vapid }),
      startedAt: new Date(performance.timeOrigin),
    }),
  });
  await app.register(adminOutboxRoutes, {
    db,
    clock,
    mailFrom: config.MAIL_FROM,
    mailSandbox: platform.mailSandbox,
  });
  await app.register(adminMessagesRoutes, {
    db,
    clock,
    smsSandbox: !config.MSG91_AUTH_KEY && config.NODE_ENV !== 'production',
  });
}
