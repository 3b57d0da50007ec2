import { z } from 'zod';

/** Base64url without padding, as browsers write a PushSubscription's keys. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');

/**
 * The push services browsers subscribe with (Chrome, Edge, Firefox, Safari): the server posts only to
 * these, so a subscription cannot make it call any other host.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

const isPushServiceHost = (url: string) => {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
};

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * A browser's PushSubscription JSON (`subscription.toJSON()`): the push service's https endpoint and
 * the keys that encrypt for it. Other fields (expirationTime…) are ignored on purpose: browsers differ.
 * Outside production a loopback http endpoint is allowed too (a local stand-in push service); never in
 * production, where it would let anyone make the server post to its own host.
 */
export const pushSubscriptionSchema = (opts: { allowLoopbackHttp?: boolean } = {}) =>
  z.object({
    endpoint: z
      .string()
      .max(2048)
      .url()
      .refine(
        (u) =>
          (u.startsWith('https://') && isPushServiceHost(u)) ||
          (!!opts.allowLoopbackHttp && LOOPBACK_HTTP.test(u)),
        'an https URL of a browser push service',
      ),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (0x04, x, y): 65 bytes, 87 characters in base64url. */
      p256dh: base64url(100).regex(/^B[A-Za-z0-9_-]{86}=?$/, 'a P-256 public key (65 bytes)'),
      /** The 16-byte auth secret: 22 characters in base64url. */
      auth: base64url(50).regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'a 16-byte auth secret'),
    }),
  });
export type PushSubscriptionJson = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

export const deletePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** GET /api/push/public-key: the VAPID public key (applicationServerKey), or null when push is off. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
