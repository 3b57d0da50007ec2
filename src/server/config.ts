import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const DEFAULT_JWT_SECRET = 'chamak-dev-secret-change-me-in-production';
const DEFAULT_SANDBOX_SECRET = 'chamak-payment-sandbox-secret';

/** An unset variable and an empty one mean the same: not configured. */
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const safeJson = (v: string): unknown => {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/** A JSON object of message kind -> MSG91 Flow template id; unset is {}. */
const templateIds = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {} as Record<string, string>;
      const parsed = z.record(z.string(), z.string().min(1)).safeParse(safeJson(v));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: `${name} must be a JSON object of kind -> template id` });
      return z.NEVER;
    });

/** 'Chamak <no-reply@chamak.in>' -> 'no-reply@chamak.in'; a bare address as it is. */
const mailAddress = (from: string) => {
  const open = from.lastIndexOf('<');
  const close = from.lastIndexOf('>');
  return open >= 0 && close > open ? from.slice(open + 1, close) : from.trim();
};

const nodeEnvSchema = z.enum(['development', 'production', 'test']).default('development');

/**
 * Every environment variable the server reads but NODE_ENV (read first: defaults depend on it). The README's
 * configuration table documents each, and config.test.ts holds the two together.
 */
export const configSchema = (nodeEnv: z.infer<typeof nodeEnvSchema>) => {
  const production = nodeEnv === 'production';
  return z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().default('./data/pglite'),
    PHOTOS_DIR: optionalText(),
    /** With a bucket, photos go to S3 (or an S3-compatible service at PHOTOS_S3_ENDPOINT) instead of PHOTOS_DIR. */
    PHOTOS_S3_BUCKET: optionalText(),
    /** Required for AWS (a Mumbai bucket is ap-south-1); an S3-compatible endpoint defaults to us-east-1. */
    PHOTOS_S3_REGION: optionalText(),
    PHOTOS_S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Bucket in the path (MinIO-like services); the default is on with an endpoint, off for AWS. */
    PHOTOS_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    PHOTOS_S3_ACCESS_KEY_ID: optionalText(),
    PHOTOS_S3_SECRET_ACCESS_KEY: optionalText(),
    ALLOW_EMBEDDED_DB: bool(false),
    WEB_ROOT: optionalText(),
    JWT_SECRET: z.string().default(DEFAULT_JWT_SECRET),
    JWT_EXPIRES_IN: z.string().default('7d'),
    ADMIN_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: optionalText(),
    DEMO_DATA: bool(!production),
    SMTP_URL: optionalText(),
    MAIL_FROM: z.string().default('Chamak <no-reply@chamak.in>'),
    PUBLIC_URL: z.string().default('http://localhost:3000'),
    TRUST_PROXY: bool(false),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    /** Rows a streamed CSV export (the bookings CSV) reads per query; tests make it small to cross batches. */
    EXPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(1000),
    REDIS_URL: optionalText(),
    REDIS_KEY_PREFIX: z.string().min(1).default('chamak'),
    /** /metrics answers only `Authorization: Bearer <this>`; unset, the main port does not serve it (404). */
    METRICS_TOKEN: optionalText().pipe(
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    /** A second port that serves only /metrics, without a token (bind it to a private network). */
    METRICS_PORT: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(65535).optional(),
    ),
    /**
     * An OpenTelemetry collector's OTLP endpoint: server.ts starts tracing before this file is read, so here
     * it is only checked (a typo is refused at start instead of losing every span quietly).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalText().pipe(
      z.string().url('OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://127.0.0.1:4318').optional(),
    ),
    /**
     * On SIGTERM, how long /readyz alone answers 503 (other requests still served) before every new request
     * does: the time a load balancer needs to see the failing check and stop sending here.
     */
    DRAIN_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(production ? 5_000 : 0),
    REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    /** The sender is woken at once by each queued message; this slow poll catches retries and missed wake-ups. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(10_000),
    REMINDER_POLL_MS: z.coerce.number().int().min(50).default(60_000),
    RETENTION_POLL_MS: z.coerce
      .number()
      .int()
      .min(50)
      .default(60 * 60_000),
    PLAN_TOP_UP_POLL_MS: z.coerce.number().int().min(50).default(3_600_000),
    /** How often credits past their expiry are written off (one process of all takes each run). */
    CREDIT_EXPIRY_POLL_MS: z.coerce
      .number()
      .int()
      .min(50)
      .default(15 * 60_000),
    /** Days a halted membership (its AutoPay charges failed after Razorpay's retries) keeps member prices. */
    MEMBERSHIP_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(3),
    /** From this time (HH:MM, India) each cleaner gets one push naming their first job of the next day. */
    DAY_AHEAD_PUSH_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'DAY_AHEAD_PUSH_TIME is HH:MM')
      .default('19:00'),
    /**
     * Map tiles for the live "on the way" map ({z}/{x}/{y}), OpenStreetMap's by default (its tile policy:
     * light use, attribution shown); its origin joins img-src. Empty: the map shows no tiles.
     */
    MAP_TILE_URL: z
      .string()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (v) => v === '' || /^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/.test(v),
        'MAP_TILE_URL has {z}, {x} and {y}',
      )
      .transform((v) => v || undefined),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default(production ? 'info' : 'info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).default(nodeEnv === 'development' ? 'pretty' : 'json'),
    RAZORPAY_KEY_ID: optionalText(),
    RAZORPAY_KEY_SECRET: optionalText(),
    RAZORPAY_WEBHOOK_SECRET: optionalText(),
    /** Time kept free after each job for the crew to reach the next one. */
    TRAVEL_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(30),
    /** true: a new booking's reserved crew is its assignment at once (status 'assigned'). */
    AUTO_ASSIGN: bool(false),
    /**
     * Who assigns a confirmed booking: 'manual' an admin; 'auto' the dispatch job (the best free crew,
     * explained); 'offer' the dispatch job offers it to that crew, whose cleaners accept or decline in the
     * cleaner app (no answer in OFFER_TIMEOUT_MINUTES, or a decline, passes it to the next crew). The owner's
     * choice in the admin console (booking_rules.dispatch_mode) wins over this default.
     */
    DISPATCH_MODE: z.enum(['manual', 'auto', 'offer']).default(production ? 'manual' : 'auto'),
    /**
     * 'required': a staff account (every role but client and cleaner) without an authenticator app reaches
     * only its setup after signing in; 'optional': anyone may turn it on (docs/decisions/039-second-factor.md).
     */
    STAFF_SECOND_FACTOR: z.enum(['required', 'optional']).default(production ? 'required' : 'optional'),
    /** DISPATCH_MODE=offer: how long a crew has to answer an offer before it passes to the next crew. */
    OFFER_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    /** The dispatch job is woken by each confirmation; this slow poll catches admin bookings and misses. */
    DISPATCH_POLL_MS: z.coerce.number().int().min(50).default(15_000),
    /** How long before its slot a cleaner may start a job (with the customer's code); admins any time. */
    JOB_START_EARLY_MINUTES: z.coerce.number().int().min(0).max(43_200).default(60),
    /** Signs the built-in sandbox's payments and webhooks; the default is for development only. */
    PAYMENT_SANDBOX_SECRET: z.string().default(DEFAULT_SANDBOX_SECRET),
    ALLOW_PAYMENT_SANDBOX: bool(false),
    /** The UPI id the sandbox's QR code names (a real one is Razorpay's in live mode). */
    COMPANY_UPI_VPA: z.string().default('chamak@upi'),
    /** Orders left unpaid this long are checked with the provider. */
    PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().positive().default(15),
    /** How often one process (of all) runs the payment reconciliation. */
    PAYMENT_RECONCILE_POLL_MS: z.coerce.number().int().min(50).default(60_000),
    /** A site booking holds its crew and coupon this long for its payment choice, then is released. */
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
    /** How often one process (of all) releases the bookings whose hold has run out. */
    BOOKING_HOLD_POLL_MS: z.coerce.number().int().min(50).default(30_000),
    /** Bookings one account may have awaiting payment at a time (docs/product-rules.md#booked-means-confirmed). */
    MAX_UNPAID_BOOKINGS: z.coerce.number().int().min(1).default(3),
    /** Razorpay's API base; tests point it at a loopback fake. */
    RAZORPAY_API_BASE_URL: optionalText(),
    COMPANY_NAME: z.string().default('Chamak Cleaning Services'),
    COMPANY_PHONE: z.string().default('+91 98765 43210'),
    COMPANY_EMAIL: z.string().default('hello@chamak.in'),
    SUPPORT_EMAIL: z.string().default('support@chamak.in'),
    /** With a GSTIN, prices include 18% GST and documents are receipt vouchers and tax invoices. */
    COMPANY_GSTIN: optionalText(),
    COMPANY_ADDRESS: z.string().default('12 Vijay Nagar, AB Road, Indore, Madhya Pradesh 452010'),
    /** SMS through MSG91's Flow API; without a key SMS stay in the outbox (sandbox). */
    MSG91_AUTH_KEY: optionalText(),
    MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
    /** JSON object: message kind -> MSG91 Flow template id, e.g. {"booking-received":"65a1..."}. */
    MSG91_TEMPLATE_IDS: templateIds('MSG91_TEMPLATE_IDS'),
    /**
     * The Hindi DLT templates' ids, by kind (DLT templates are per language). A kind without one
     * goes to Hindi-speaking customers in English, with the English template.
     */
    MSG91_TEMPLATE_IDS_HI: templateIds('MSG91_TEMPLATE_IDS_HI'),
    /**
     * SMS the whole deployment may queue in an India day (paid per message); 0: no limit. Past 80% a
     * warning is logged; booking texts stop at 90% and sign-in codes at 100% (sms-budget.ts).
     */
    SMS_DAILY_BUDGET: z.coerce.number().int().min(0).default(0),
    /** WhatsApp Business Cloud API; without token and phone number id WhatsApp stays in the outbox. */
    WHATSAPP_TOKEN: optionalText(),
    WHATSAPP_PHONE_NUMBER_ID: optionalText(),
    /** The Graph API host; a URL that already ends in a version (/v23.0) is used as it is. */
    WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
    /** The Graph API version every call names; Meta retires each about two years after its release. */
    WHATSAPP_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'a Graph API version such as v24.0')
      .default('v24.0'),
    /** Verifies the webhook's X-Hub-Signature-256; without it the webhook refuses every POST. */
    WHATSAPP_APP_SECRET: optionalText(),
    /** Answered back in the webhook's hub.challenge handshake; without it the handshake is refused. */
    WHATSAPP_VERIFY_TOKEN: optionalText(),
    /**
     * MSG91's delivery reports: the secret in the webhook URL set in MSG91's panel
     * (`/api/webhooks/msg91?token=…`; MSG91 signs nothing). Without it the webhook refuses every POST.
     */
    MSG91_WEBHOOK_TOKEN: optionalText(),
    /**
     * Calls between a customer and their crew through Exotel's masking number (issue 38): all four of key,
     * token, account SID and the ExoPhone, or none (then both sides are offered the office's number).
     */
    EXOTEL_API_KEY: optionalText(),
    EXOTEL_API_TOKEN: optionalText(),
    EXOTEL_ACCOUNT_SID: optionalText(),
    /** The ExoPhone both sides see, e.g. 07314001234. */
    EXOTEL_CALLER_ID: optionalText(),
    /** Mumbai's cluster by default; tests point it at a loopback stand-in. */
    EXOTEL_BASE_URL: z.string().url().default('https://api.in.exotel.com'),
    /**
     * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it). Without
     * both, development makes a pair on first start (kept beside DATA_DIR) and production sends no push.
     */
    VAPID_PUBLIC_KEY: optionalText(),
    VAPID_PRIVATE_KEY: optionalText(),
    /** Who push services may contact about our traffic: `mailto:` or an https URL; default MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'mailto: or an https URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  });
};

/** The names of every variable config.ts reads. */
export const CONFIG_VARIABLES: readonly string[] = [
  'NODE_ENV',
  ...Object.keys(configSchema('development').shape),
];

/** Every environment variable the server reads, parsed once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const nodeEnv = nodeEnvSchema.parse(env.NODE_ENV || undefined);
  const production = nodeEnv === 'production';
  const parsed = configSchema(nodeEnv).parse(env);
  if (production && (parsed.JWT_SECRET === DEFAULT_JWT_SECRET || parsed.JWT_SECRET.length < 32)) {
    throw new Error('JWT_SECRET must be set to a random string of at least 32 characters in production');
  }
  // PGlite does not fsync (pglite issue 1107): a power cut can lose committed bookings.
  if (production && !parsed.DATABASE_URL && !parsed.ALLOW_EMBEDDED_DB) {
    throw new Error(
      'Production needs DATABASE_URL (PostgreSQL); the embedded database does not fsync. ' +
        'Set ALLOW_EMBEDDED_DB=true to run on it anyway.',
    );
  }
  const razorpayKeys = !!(parsed.RAZORPAY_KEY_ID && parsed.RAZORPAY_KEY_SECRET);
  // Without the webhook secret every webhook is refused: captures after a lost browser, refunds and
  // failures would arrive only through reconciliation, so production does not start that way.
  if (production && razorpayKeys && !parsed.RAZORPAY_WEBHOOK_SECRET) {
    throw new Error('RAZORPAY_WEBHOOK_SECRET must be set in production when Razorpay keys are set');
  }
  /** Which provider takes online payments: Razorpay with keys; the sandbox without, except in production. */
  const paymentProvider: 'razorpay' | 'sandbox' | 'off' = razorpayKeys
    ? 'razorpay'
    : !production || parsed.ALLOW_PAYMENT_SANDBOX
      ? 'sandbox'
      : 'off';
  /** Job photos: PHOTOS_DIR, else `photos` beside the database files (a temp folder with an in-memory database). */
  const photosDir =
    parsed.PHOTOS_DIR ??
    (parsed.DATA_DIR === ':memory:'
      ? path.join(os.tmpdir(), 'chamak-photos')
      : path.join(path.dirname(path.resolve(parsed.DATA_DIR)), 'photos'));
  if (!parsed.PHOTOS_S3_ACCESS_KEY_ID !== !parsed.PHOTOS_S3_SECRET_ACCESS_KEY) {
    throw new Error('Set both PHOTOS_S3_ACCESS_KEY_ID and PHOTOS_S3_SECRET_ACCESS_KEY, or neither');
  }
  if (parsed.PHOTOS_S3_BUCKET && !parsed.PHOTOS_S3_ENDPOINT && !parsed.PHOTOS_S3_REGION) {
    throw new Error('PHOTOS_S3_REGION must be set for an AWS bucket (e.g. ap-south-1 for Mumbai)');
  }
  /** Job photos in a bucket when one is named; else on disk under photosDir. */
  const photosS3 = parsed.PHOTOS_S3_BUCKET
    ? {
        bucket: parsed.PHOTOS_S3_BUCKET,
        region: parsed.PHOTOS_S3_REGION ?? 'us-east-1',
        endpoint: parsed.PHOTOS_S3_ENDPOINT,
        forcePathStyle: parsed.PHOTOS_S3_FORCE_PATH_STYLE ?? !!parsed.PHOTOS_S3_ENDPOINT,
        credentials:
          parsed.PHOTOS_S3_ACCESS_KEY_ID && parsed.PHOTOS_S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: parsed.PHOTOS_S3_ACCESS_KEY_ID,
                secretAccessKey: parsed.PHOTOS_S3_SECRET_ACCESS_KEY,
              }
            : undefined,
      }
    : undefined;
  if (!parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY) {
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  /** Web Push's keys: configured, else made at start outside production (push/vapid-keys.ts), else off. */
  const vapid = {
    keys:
      parsed.VAPID_PUBLIC_KEY && parsed.VAPID_PRIVATE_KEY
        ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
        : undefined,
    subject: parsed.VAPID_SUBJECT ?? `mailto:${mailAddress(parsed.MAIL_FROM)}`,
    generate: nodeEnv === 'development',
    /** Where development keeps the pair it made (none with an in-memory database). */
    file:
      parsed.DATA_DIR === ':memory:'
        ? undefined
        : path.join(path.dirname(path.resolve(parsed.DATA_DIR)), 'vapid-keys.json'),
  };
  const exotelParts = [
    parsed.EXOTEL_API_KEY,
    parsed.EXOTEL_API_TOKEN,
    parsed.EXOTEL_ACCOUNT_SID,
    parsed.EXOTEL_CALLER_ID,
  ];
  if (exotelParts.some(Boolean) && !exotelParts.every(Boolean)) {
    throw new Error(
      'Set all of EXOTEL_API_KEY, EXOTEL_API_TOKEN, EXOTEL_ACCOUNT_SID and EXOTEL_CALLER_ID, or none',
    );
  }
  /** Masked calls through Exotel when configured; else none (the apps offer the office's number). */
  const exotel =
    parsed.EXOTEL_API_KEY && parsed.EXOTEL_API_TOKEN && parsed.EXOTEL_ACCOUNT_SID && parsed.EXOTEL_CALLER_ID
      ? {
          apiKey: parsed.EXOTEL_API_KEY,
          apiToken: parsed.EXOTEL_API_TOKEN,
          accountSid: parsed.EXOTEL_ACCOUNT_SID,
          callerId: parsed.EXOTEL_CALLER_ID,
          baseUrl: parsed.EXOTEL_BASE_URL,
        }
      : undefined;
  return { ...parsed, NODE_ENV: nodeEnv, production, paymentProvider, photosDir, photosS3, vapid, exotel };
}

export type Config = ReturnType<typeof loadConfig>;
