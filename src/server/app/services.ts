import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { defineBackgroundJobs } from '../background-jobs';
import { createAccountDeletionService } from '../modules/account/account-deletion.service';
import { createDataExportService } from '../modules/account/data-export.service';
import { createAuthService } from '../modules/auth/auth.service';
import { createLoginThrottle } from '../modules/auth/login-throttle';
import { createOtpLoginService } from '../modules/auth/otp-login.service';
import { createPasskeysService, passkeySite } from '../modules/auth/passkeys.service';
import { createSecondFactorService } from '../modules/auth/second-factor.service';
import { hindiSmsKinds, smsKindsWithoutHindi } from '../platform/messaging/select-providers';
import { createSmsBudget } from '../platform/messaging/sms-budget';
import { addressOf, BOOKING_ICS } from '../modules/bookings/booking-calendar';
import { createBookingCalendarService } from '../modules/bookings/booking-calendar.service';
import { createBookingChangesService } from '../modules/bookings/booking-changes.service';
import { createPlanDiscounts } from '../modules/bookings/plan-discounts';
import { recordChange } from '../modules/bookings/bookings.service';
import { createBookingsService } from '../modules/bookings/bookings.service';
import { createJobStart } from '../modules/bookings/job-start';
import { createCatalogueAdminService } from '../modules/catalogue/catalogue-admin.service';
import { createCatalogueService } from '../modules/catalogue/catalogue.service';
import { createComplaintPhotosService } from '../modules/complaints/complaint-photos.service';
import { createComplaintsService } from '../modules/complaints/complaints.service';
import { createCouponsService } from '../modules/coupons/coupons.service';
import { createCleanersService } from '../modules/dispatch/cleaners.service';
import { createStaffService } from '../modules/staff/staff.service';
import { createAutoDispatch } from '../modules/dispatch/auto-dispatch.service';
import { createDispatchOffers } from '../modules/dispatch/dispatch-offers.service';
import { bookingNotifications } from '../modules/bookings/booking-notifications';
import { createCollectionsService } from '../modules/collections/collections.service';
import { createEarningsService } from '../modules/earnings/earnings.service';
import { createInboxService } from '../modules/inbox/inbox.service';
import { createNewsletterService } from '../modules/newsletter/newsletter.service';
import { createQuoteBookingService } from '../modules/inbox/quote-booking.service';
import { INVOICE_PDF } from '../modules/invoices/invoices.emails';
import { createInvoicesService } from '../modules/invoices/invoices.service';
import { createJobProofService } from '../modules/job-proof/job-proof.service';
import { createDayAheadService } from '../modules/day-ahead/day-ahead.service';
import { createLocationService } from '../modules/location/location.service';
import { createCallsService } from '../modules/calls/calls.service';
import { createExotelProvider } from '../platform/calls/exotel-provider';
import { createMsg91WebhookService } from '../modules/notifications/msg91-webhook.service';
import { createPreferencesService } from '../modules/notifications/preferences.service';
import { createTextNotifications } from '../modules/notifications/text-notifications.service';
import { createWhatsAppWebhookService } from '../modules/notifications/whatsapp-webhook.service';
import { createPaymentsService } from '../modules/payments/payments.service';
import { createPaymentReconciler } from '../modules/payments/reconciliation';
import { createCreditsService } from '../modules/credits/credits.service';
import { createReferralsService } from '../modules/referrals/referrals.service';
import { createCreditExpiry } from '../modules/credits/expire-credits';
import { createRefundsService } from '../modules/payments/refunds.service';
import { createWebhooksService } from '../modules/payments/webhooks.service';
import { createRatingsService } from '../modules/ratings/ratings.service';
import { createRemindersService } from '../modules/reminders/reminders.service';
import { createCrewService } from '../modules/schedule/crew.service';
import { createDownloadLinksService } from '../modules/download-links/download-links.service';
import { createDayPlans } from '../modules/dispatch/day-plans.service';
import { createShortLinks } from '../modules/short-links/short-links.service';
import { createServiceAreaService } from '../modules/service-area/service-area.service';
import { createCitiesService } from '../modules/cities/cities.service';
import { createTipsService } from '../modules/tips/tips.service';
import { createGiftVouchersService } from '../modules/gift-vouchers/gift-vouchers.service';
import { createMembershipPerks, createMembershipsService } from '../modules/memberships/memberships.service';
import { createMembershipPlans } from '../modules/memberships/membership-plans';
import { createPhoneVerificationService } from '../modules/users/phone-verification.service';
import { createUsersService } from '../modules/users/users.service';
import { createConsentsService } from '../modules/users/consents.service';
import { createRetention } from '../modules/account/retention.service';
import { createHiringService } from '../modules/hiring/hiring.service';
import { createGrievancesService } from '../modules/privacy/grievances.service';
import { shortLinkUrl, TEXT_VARIABLE_MAX } from '../../shared/domain/text-variables';
import type { Clock } from '../platform/clock';
import type { Brand } from '../platform/mail/brand';
import { emailChannel } from '../platform/mail/channels';
import { mailDomain } from '../platform/mail/outbox';
import type { PaymentProvider } from '../platform/payments/provider';
import { connectSandboxWebhooks } from '../platform/payments/sandbox-webhooks';
import { selectPaymentProvider } from '../platform/payments/select-provider';
import { diskPhotoStore } from '../platform/photo-store';
import { s3PhotoStore } from '../platform/s3-photo-store';
import type { Platform } from './platform';

export interface ServiceContext {
  app: FastifyInstance;
  config: Config;
  db: Db;
  clock: Clock;
  brand: Brand;
  platform: Platform;
  /** undefined: chosen from config (Razorpay with keys, else the sandbox). */
  paymentProvider: PaymentProvider | null | undefined;
}

/** Every service of the app, wired to the others it needs; routes only receive them. */
export function createServices(ctx: ServiceContext) {
  const core = customerServices(ctx);
  const money = paymentServices(ctx, core);
  return { ...core, ...money, ...operationServices(ctx, { ...core, ...money }) };
}

export type Services = ReturnType<typeof createServices>;

/** Accounts, the catalogue and booking: what a customer meets first. */
function customerServices({ app, config, db, clock, brand, platform }: ServiceContext) {
  const { limiter } = platform;
  const area = createServiceAreaService({ db, clock });
  const users = createUsersService(db, { clock, limiter, brand, publicUrl: config.PUBLIC_URL, area });
  const preferences = createPreferencesService({ db, clock });
  const throttle = createLoginThrottle(platform.attempts, config.RATE_LIMIT_MULTIPLIER);
  const credits = createCreditsService({ db });
  const referrals = createReferralsService({
    db,
    clock,
    publicUrl: config.PUBLIC_URL,
    credits,
    companyName: config.COMPANY_NAME,
  });
  const auth = createAuthService({
    referrals,
    preferences,
    db,
    clock,
    limiter,
    throttle,
    background: platform.backgroundTasks,
    brand,
    publicUrl: config.PUBLIC_URL,
  });
  const secondFactor = createSecondFactorService({
    db,
    clock,
    issuer: config.COMPANY_NAME,
    staffMode: config.STAFF_SECOND_FACTOR,
  });
  const passkeys = createPasskeysService({
    db,
    clock,
    site: passkeySite(config.PUBLIC_URL, config.COMPANY_NAME, config.production),
  });
  const catalogue = createCatalogueService(db, clock);
  const cities = createCitiesService({ db, clock });
  const shortLinks = createShortLinks({ db, publicUrl: config.PUBLIC_URL });
  const downloadLinks = createDownloadLinksService({
    db,
    clock,
    downloadable: (pathname) =>
      app.routeAccess.find((r) => r.downloadLink && r.method === 'GET' && r.url === pathname),
  });
  if (config.MSG91_AUTH_KEY && shortLinkUrl(config.PUBLIC_URL, 'xxxxxx').length > TEXT_VARIABLE_MAX)
    app.log.warn(
      { publicUrl: config.PUBLIC_URL },
      `SMS short links on PUBLIC_URL exceed a DLT variable's ${TEXT_VARIABLE_MAX} characters: operators will drop SMS that carry them`,
    );
  const englishOnlySms = smsKindsWithoutHindi(config);
  if (englishOnlySms.length)
    app.log.warn(
      { kinds: englishOnlySms },
      'MSG91_TEMPLATE_IDS_HI has no Hindi DLT template for these SMS kinds: Hindi-speaking customers get them in English',
    );
  const texts = createTextNotifications({
    shortLinks,
    publicUrl: config.PUBLIC_URL,
    hindiSmsKinds: hindiSmsKinds(config),
    companyPhone: config.COMPANY_PHONE,
    push: !!platform.vapid,
    smsBudget: createSmsBudget({ dailyLimit: config.SMS_DAILY_BUDGET, log: app.log }),
  });
  const phone = createPhoneVerificationService({
    db,
    clock,
    secret: config.JWT_SECRET,
    effects: { sendCode: texts.phoneCode, numberVerified: preferences.numberVerified },
  });
  const otp = createOtpLoginService({
    referrals,
    db,
    clock,
    secret: config.JWT_SECRET,
    throttle,
    effects: { sendCode: texts.loginCode },
  });
  const catalogueEdits = createCatalogueAdminService(db, catalogue);
  const coupons = createCouponsService(db, clock, { limiter, multiplier: config.RATE_LIMIT_MULTIPLIER });
  const crew = createCrewService({ db, clock, catalogue, bufferMinutes: config.TRAVEL_BUFFER_MINUTES });
  // Member prices come from the customer's active membership, read on the server (decision 047).
  const members = createMembershipPerks({ db, clock });
  const bookings = createBookingsService({
    members,
    db,
    clock,
    catalogue,
    cities,
    coupons,
    crew,
    autoAssign: config.AUTO_ASSIGN,
    brand,
    area,
    texts,
    preferences,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    maxUnpaid: config.MAX_UNPAID_BOOKINGS,
    onCancelled: credits.onBookingCancelled,
    onPayAfterService: credits.onPaidAtTheVisit,
  });
  return {
    secondFactor,
    passkeys,
    credits,
    members,
    referrals,
    planDiscounts: createPlanDiscounts({ db, clock }),
    ...{ users, preferences, auth, catalogue, catalogueEdits, texts, shortLinks, phone, otp, coupons, area },
    downloadLinks,
    ...{ crew, bookings, cities },
  };
}

type CustomerServices = ReturnType<typeof customerServices>;

/** Invoices, calendar invites, payments, refunds, tips, webhooks and reconciliation. */
function paymentServices(ctx: ServiceContext, { bookings, texts, credits, referrals }: CustomerServices) {
  const { app, config, db, clock, platform } = ctx;
  const paymentProvider =
    ctx.paymentProvider === undefined ? selectPaymentProvider(config, db, clock) : ctx.paymentProvider;
  if (config.production && config.paymentProvider === 'off')
    app.log.warn(
      'no Razorpay keys in production: online payment is off (ALLOW_PAYMENT_SANDBOX=true enables the sandbox)',
    );
  const invoices = createInvoicesService({
    db,
    clock,
    company: {
      name: config.COMPANY_NAME,
      address: config.COMPANY_ADDRESS,
      phone: config.COMPANY_PHONE,
      gstin: config.COMPANY_GSTIN,
    },
    publicUrl: config.PUBLIC_URL,
    paidByCredits: credits.paidByCredits,
  });
  platform.outbox.renderAttachments(INVOICE_PDF, invoices.pdf);
  const calendar = createBookingCalendarService({
    db,
    clock,
    bookings,
    uidDomain: mailDomain(config.MAIL_FROM) ?? 'chamak.in',
    organizer: { name: config.COMPANY_NAME, email: addressOf(config.MAIL_FROM) },
  });
  platform.outbox.renderAttachments(BOOKING_ICS, calendar.render);
  const paymentDeps = {
    db,
    clock,
    provider: paymentProvider,
    companyName: config.COMPANY_NAME,
    receipts: invoices.issueForPayment,
    publicUrl: config.PUBLIC_URL,
    texts,
    holds: bookings.holds,
    // A captured payment may complete a referee's first paid visit (referrals module), in its transaction.
    onPaid: referrals.onBookingSettled,
    // Notices of refunds, captures and disputes that need a person.
    teamEmail: config.SUPPORT_EMAIL,
    log: app.log,
  };
  const refunds = createRefundsService(paymentDeps);
  const payments = createPaymentsService({
    ...paymentDeps,
    bookings,
    refunds,
    credits,
    upiVpa: config.COMPANY_UPI_VPA,
  });
  const tips = createTipsService({
    db,
    clock,
    provider: paymentProvider,
    bookings,
    companyName: config.COMPANY_NAME,
  });
  const giftVouchers = createGiftVouchersService({
    db,
    clock,
    provider: paymentProvider,
    credits,
    texts,
    companyName: config.COMPANY_NAME,
    publicUrl: config.PUBLIC_URL,
    guesses: { limiter: platform.limiter, multiplier: config.RATE_LIMIT_MULTIPLIER },
  });
  const memberships = createMembershipsService({
    db,
    clock,
    provider: paymentProvider,
    graceDays: config.MEMBERSHIP_GRACE_DAYS,
    companyName: config.COMPANY_NAME,
  });
  // An order that is no booking's is a tip's or a gift voucher's.
  const otherOrders = async (tx: DbOrTx, orderId: string, paymentId: string | undefined) =>
    (await tips.captureFromWebhook(tx, orderId, paymentId)) ||
    giftVouchers.captureFromWebhook(tx, orderId, paymentId);
  const webhooks = createWebhooksService({
    ...paymentDeps,
    refunds,
    otherOrders,
    otherRefunds: giftVouchers.refundFromWebhook,
    subscriptions: memberships.applyWebhook,
  });
  const reconciler = createPaymentReconciler({
    ...paymentDeps,
    refunds,
    afterMinutes: config.PAYMENT_RECONCILE_AFTER_MINUTES,
  });
  connectSandboxWebhooks(app, paymentProvider);
  const membershipPlans = createMembershipPlans({ db });
  return {
    ...{ invoices, calendar, refunds, payments, tips, giftVouchers, memberships, membershipPlans },
    ...{ webhooks, reconciler },
  };
}

/** Running the visits: changes, crews, proof, ratings, complaints, the inbox, reminders and background jobs. */
function operationServices(
  { app, config, db, clock, brand, platform }: ServiceContext,
  s: CustomerServices & ReturnType<typeof paymentServices>,
) {
  const { bookings, catalogue, coupons, crew, area, texts, refunds, invoices } = s;
  const photoStore = config.photosS3 ? s3PhotoStore(config.photosS3) : diskPhotoStore(config.photosDir);
  const jobProof = createJobProofService({ db, clock, bookings, catalogue, store: photoStore });
  const location = createLocationService({
    db,
    clock,
    bookings,
    area,
    tileUrl: config.MAP_TILE_URL ?? null,
    rateLimitMultiplier: config.RATE_LIMIT_MULTIPLIER,
  });
  const calls = createCallsService({
    db,
    clock,
    bookings,
    provider: config.exotel ? createExotelProvider(config.exotel) : null,
    companyPhone: brand.phone,
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
    onCancelled: s.credits.onBookingCancelled,
    onRefundToCredits: async (tx, booking, actor) => {
      const paise = await refunds.refundToCredits(tx, booking.id, actor);
      if (paise > 0)
        await s.credits.creditOnlineRefund(tx, {
          userId: booking.userId,
          bookingId: booking.id,
          amountPaise: paise,
        });
      return paise;
    },
    onCompleted: (bookingId) => invoices.issueTaxInvoice(bookingId),
    // A completion may be a referee's first paid visit: both sides' rewards in the completing transaction.
    onCompletedIn: (tx, bookingId) => s.referrals.onBookingSettled(tx, bookingId),
    texts,
    checklist: jobProof,
    location,
    jobStart: createJobStart({
      db,
      clock,
      brand,
      earlyMinutes: config.JOB_START_EARLY_MINUTES,
      teamEmail: config.SUPPORT_EMAIL,
    }),
  });
  const deletion = createAccountDeletionService({ db, clock, changes });
  const dataExport = createDataExportService({ db, clock });
  const cleaners = createCleanersService({ db, clock, changes, catalogue, brand });
  const staff = createStaffService({ db, clock, brand });
  const hiring = createHiringService({
    db,
    clock,
    secret: config.JWT_SECRET,
    store: photoStore,
    cleaners,
    bookings,
    effects: { sendCode: texts.applicantCode, declined: texts.applicationDeclined },
  });
  const ratings = createRatingsService({ db, clock, bookings, brand, teamEmail: config.SUPPORT_EMAIL });
  const collections = createCollectionsService({
    db,
    clock,
    companyName: config.COMPANY_NAME,
    upiVpa: config.COMPANY_UPI_VPA,
    publicUrl: config.PUBLIC_URL,
    receipts: invoices.issueForPayment,
    documents: invoices.listForBooking,
    texts,
    onCollected: async (tx, booking) => {
      await s.credits.onPaidAtTheVisit(tx, booking);
      await s.referrals.onBookingSettled(tx, booking.id);
    },
  });
  const earnings = createEarningsService({ db, clock, money: collections });
  const complaints = createComplaintsService({
    db,
    clock,
    bookings,
    refunds,
    crew,
    companyName: config.COMPANY_NAME,
    members: s.members,
  });
  const complaintPhotos = createComplaintPhotosService({ db, complaints, store: photoStore });
  const inbox = createInboxService({ db, teamEmail: config.SUPPORT_EMAIL, brand });
  const grievances = createGrievancesService({ db, clock, brand });
  const quoteBookings = createQuoteBookingService({ db, bookings, catalogue });
  const whatsappWebhook = createWhatsAppWebhookService({
    db,
    clock,
    appSecret: config.WHATSAPP_APP_SECRET,
    verifyToken: config.WHATSAPP_VERIFY_TOKEN,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    log: app.log,
  });
  const msg91Webhook = createMsg91WebhookService({ db, clock, token: config.MSG91_WEBHOOK_TOKEN });
  const newsletter = createNewsletterService({ db, clock, brand, publicUrl: config.PUBLIC_URL });
  const consents = createConsentsService({ db, clock, preferences: s.preferences, newsletter });
  const reminders = createRemindersService({
    db,
    clock,
    brand,
    hour: config.REMINDER_HOUR,
    channels: [emailChannel],
    texts,
  });
  const notify = bookingNotifications({ brand, texts });
  const dispatch = createAutoDispatch({
    db,
    clock,
    crew,
    brand,
    defaultMode: config.DISPATCH_MODE,
    ratings,
    notifyAssigned: (tx, row, now) => notify.assigned(tx, row, now),
    teamEmail: config.SUPPORT_EMAIL,
    recordAssignment: (tx, change) => recordChange(tx, change),
  });
  const offers = createDispatchOffers({
    db,
    clock,
    auto: dispatch,
    timeoutMinutes: config.OFFER_TIMEOUT_MINUTES,
    notifyOffer: (tx, b, cleanerId, offerId) => texts.cleanerOffer(tx, b, cleanerId, offerId),
  });
  const dayPlans = createDayPlans({
    db,
    clock,
    bufferMinutes: config.TRAVEL_BUFFER_MINUTES,
    assignDayPlan: (tx, input) => changes.assignDayPlan(tx, input),
  });
  const logs = createRetention({ db, clock });
  const background = defineBackgroundJobs(platform.jobs, config, {
    outbox: platform.outbox,
    texts: platform.textOutbox,
    // The visits' day-before reminders, and Chamak Plus's pre-debit notices: one job, one pass.
    reminders: {
      sendDue: async () => (await reminders.sendDue()) + (await s.memberships.sendPreDebitNotices()),
    },
    // Bookings' orders, then gift vouchers' (decision 046): one job, one pass.
    reconciliation: {
      reconcile: async () => ({
        ...(await s.reconciler.reconcile()),
        vouchersPaid: await s.giftVouchers.reconcile(config.PAYMENT_RECONCILE_AFTER_MINUTES, app.log),
      }),
    },
    bookingHolds: bookings.holds,
    dayAhead: createDayAheadService({
      db,
      clock,
      time: config.DAY_AHEAD_PUSH_TIME,
      texts,
      // Tomorrow is re-planned (unless locked) before anyone hears of their first job (issue 35 part 3).
      // Only where the software assigns (auto): in manual mode people chose the crews, in offer mode the
      // cleaners accepted them. A re-plan that fails (the day changed under it) is logged and tried at the
      // next pass; the pushes go.
      beforePush: async (date) => {
        if ((await dispatch.mode()) !== 'auto') return;
        await dayPlans.replanBeforeDayAhead(date).catch((error: unknown) => {
          app.log.warn({ err: error, date }, 'day plan: re-plan before the day-ahead push failed');
        });
      },
    }),
    livePositions: location,
    // One job, two modes: each pass does nothing unless its mode is the owner's (auto, or offer).
    dispatch: { runDue: async () => (await dispatch.runDue()) + (await offers.runDue()) },
    // Logs past their year, then cleaner applications past theirs (decision 049): one job, one pass.
    retention: {
      runDue: async () => (await logs.runDue()) + (await hiring.eraseExpired()),
    },
    plans: bookings,
    creditExpiry: createCreditExpiry({ db, clock }),
  });
  app.decorate('reminders', background.reminders);
  app.decorate('paymentReconciler', background.paymentReconciliation);
  app.decorate('bookingHolds', background.bookingHolds);
  app.decorate('dayAheadPush', background.dayAheadPush);
  app.decorate('planTopUp', background.planTopUp);
  app.decorate('autoDispatch', background.autoDispatch);
  return {
    ...{
      location,
      calls,
      jobProof,
      changes,
      deletion,
      dataExport,
      cleaners,
      staff,
      dispatch,
      dayPlans,
      offers,
      ratings,
      earnings,
      complaints,
      complaintPhotos,
      hiring,
    },
    ...{ collections, inbox, quoteBookings, whatsappWebhook, msg91Webhook, newsletter, consents, grievances },
  };
}
