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

    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // Razorpay refunds carry our key as their receipt, so a retried request is recognisable there too.
      const refund = await call(() =>
        sdk.payments.refund(paymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt: idempotencyKey.slice(0, 40),
          notes,
        }),
      );
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
