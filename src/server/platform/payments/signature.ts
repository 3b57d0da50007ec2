import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export const hmacSha256Hex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison of two hex HMACs; anything not shaped like one is simply unequal. */
export function sameHexDigest(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(secret, `${orderId}|${paymentId}`);

export const isValidPaymentSignature = (
  secret: string,
  orderId: string,
  paymentId: string,
  signature: unknown,
) => sameHexDigest(paymentSignature(secret, orderId, paymentId), signature);

/** Webhooks are signed over the exact bytes sent, never a re-serialisation of the parsed body. */
export const isValidWebhookSignature = (secret: string, rawBody: Buffer, signature: unknown) =>
  sameHexDigest(hmacSha256Hex(secret, rawBody), signature);
