import Razorpay from 'razorpay';
import {
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  providerRejected,
  providerUnavailable,
} from './provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './signature';

const REQUEST_TIMEOUT_MS = 10_000;

/** The SDK rejects API errors with a plain `{statusCode, error: {description}}`, not an Error. */
interface RazorpayApiError {
  statusCode: number;
  error?: { code?: string; description?: string };
}
const isApiError = (e: unknown): e is RazorpayApiError =>
  typeof e === 'object' && e !== null && typeof (e as RazorpayApiError).statusCode === 'number';

/**
 * Every SDK call goes through here. Offline, the SDK throws `TypeError: Cannot read properties of
 * undefined (reading 'status')` rather than a network error: anything that is not an API answer means
 * Razorpay could not be reached (503); an API answer that refuses us is a bad gateway (502).
 */
async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isApiError(error)) {
      if (error.statusCode >= 500) throw providerUnavailable();
      throw providerRejected(error.error?.description ?? `HTTP ${error.statusCode}`);
    }
    throw providerUnavailable();
  }
}

/** Razorpay's idempotency key: at least 10 letters, digits, '-' or '_'; ours is the refund row's key. */
export const refundIdempotencyKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(10, '_');

/**
 * POST /v1/payments/:id/refund with Basic auth, as the SDK would, plus the idempotency header.
 * 409 (the same key still processing) and 429 are temporary like 5xx; other 4xx are refusals.
 */
async function refundRequest(
  opts: { keyId: string; keySecret: string; apiBaseUrl?: string },
  paymentId: string,
  key: string,
  body: unknown,
): Promise<{ id: unknown; status: unknown }> {
  const base = opts.apiBaseUrl ?? 'https://api.razorpay.com';
  let res: Response;
  try {
    res = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-refund-idempotency': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw providerUnavailable();
  }
  const json = (await res.json().catch(() => undefined)) as
    { id?: unknown; status?: unknown; error?: { description?: string } } | undefined;
  if (res.ok && json?.id) return json as { id: unknown; status: unknown };
  if (res.status >= 500 || res.status === 409 || res.status === 429 || res.ok) throw providerUnavailable();
  throw providerRejected(json?.error?.description ?? `HTTP ${res.status}`);
}

export function createRazorpayProvider(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a loopback fake of Razorpay's API; the SDK itself fixes api.razorpay.com. */
  apiBaseUrl?: string;
}): PaymentProvider {
  const sdk = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  const http = (sdk.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  http.defaults.timeout = REQUEST_TIMEOUT_MS;
  if (opts.apiBaseUrl) http.defaults.baseURL = opts.apiBaseUrl;

  return {
    name: 'razorpay',
    keyId: opts.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call(() =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      );
      return { id: String(order.id) };
    },

    async fetchOrderPayments(orderId) {
      const list = await call(() => sdk.orders.fetchPayments(orderId));
      return (list.items ?? []).map((p): ProviderPayment => ({
        id: String(p.id),
        orderId: String(p.order_id),
        status: String(p.status),
        method: String(p.method),
        amountPaise: Number(p.amount),
      }));
    },

    async fetchPayment(paymentId) {
      try {
        const p = await sdk.payments.fetch(paymentId);
        return {
          id: String(p.id),
          orderId: String(p.order_id),
          status: String(p.status),
          method: String(p.method),
          amountPaise: Number(p.amount),
        };
      } catch (error) {
        // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR: not a payment of ours.
        if (isApiError(error) && error.statusCode === 400) return null;
        return call(() => Promise.reject(error));
      }
    },

    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // The SDK drops unknown headers, so the refund is our own request: X-Refund-Idempotency makes a
      // resend after a lost answer (same key, same body) return the first refund instead of paying twice.
      const body = { amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40), notes };
      const refund = await refundRequest(opts, paymentId, refundIdempotencyKey(idempotencyKey), body);
      const status = String(refund.status);
      return {
        id: String(refund.id),
        status: (status === 'processed' || status === 'failed'
          ? status
          : 'pending') as ProviderRefund['status'],
      };
    },

    isValidPaymentSignature: (orderId, paymentId, signature) =>
      isValidPaymentSignature(opts.keySecret, orderId, paymentId, signature),

    isValidWebhookSignature: (rawBody, signature) =>
      !!opts.webhookSecret && isValidWebhookSignature(opts.webhookSecret, rawBody, signature),
  };
}
