import {
  type PaymentProvider,
  type ProviderPayment,
  type ProviderSubscription,
  type ProviderRefund,
  providerRejected,
  providerUnavailable,
} from './provider';
import { isValidPaymentSignature, isValidWebhookSignature } from './signature';

const REQUEST_TIMEOUT_MS = 10_000;

/** Razorpay's idempotency key: at least 10 letters, digits, '-' or '_'; ours is the refund row's key. */
export const refundIdempotencyKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(10, '_');

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  status?: unknown;
  method?: unknown;
  amount?: unknown;
  created_at?: unknown;
}

const toPayment = (p: RazorpayPaymentEntity): ProviderPayment => ({
  id: String(p.id),
  orderId: String(p.order_id),
  status: String(p.status),
  method: String(p.method),
  amountPaise: Number(p.amount),
  createdAt: Number(p.created_at) || 0,
});

interface RazorpaySubscriptionEntity {
  id?: unknown;
  plan_id?: unknown;
  status?: unknown;
  current_start?: unknown;
  current_end?: unknown;
  charge_at?: unknown;
  paid_count?: unknown;
  short_url?: unknown;
}

const secondsOrNull = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
const toSubscription = (s: RazorpaySubscriptionEntity): ProviderSubscription => ({
  id: String(s.id),
  planId: String(s.plan_id),
  status: String(s.status),
  currentStart: secondsOrNull(s.current_start),
  currentEnd: secondsOrNull(s.current_end),
  chargeAt: secondsOrNull(s.charge_at),
  paidCount: Number(s.paid_count) || 0,
  shortUrl: typeof s.short_url === 'string' ? s.short_url : null,
});

/**
 * Razorpay's REST API (v1) with Basic auth, as its SDK calls it, but with what the SDK cannot give
 * without reaching into its private fields: a timeout, another base URL for the loopback tests, and
 * any header (X-Refund-Idempotency). Temporary answers (no answer, a timeout, 5xx, 429 rate limit, and
 * 409 for a refund key still processing) become 503 PAYMENT_PROVIDER_UNAVAILABLE, retried by the
 * caller; any other 4xx is Razorpay refusing (502 PAYMENT_PROVIDER_REJECTED), which a retry repeats.
 */
function razorpayApi(opts: { keyId: string; keySecret: string; apiBaseUrl?: string }) {
  const base = opts.apiBaseUrl ?? 'https://api.razorpay.com';
  const authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  return async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T }> {
    let res: Response;
    try {
      res = await fetch(`${base}/v1${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw providerUnavailable();
    }
    const json = (await res.json().catch(() => undefined)) as
      (T & { error?: { description?: string } }) | undefined;
    if (res.ok && json) return { status: res.status, json };
    if (res.ok || res.status >= 500 || res.status === 429 || res.status === 409) throw providerUnavailable();
    const error = providerRejected(json?.error?.description ?? `HTTP ${res.status}`);
    (error as { providerStatus?: number }).providerStatus = res.status;
    throw error;
  };
}

export function createRazorpayProvider(opts: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** Tests point the client at a loopback fake of Razorpay's API. */
  apiBaseUrl?: string;
}): PaymentProvider {
  const api = razorpayApi(opts);

  async function fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      const { json } = await api<RazorpayPaymentEntity>('GET', `/payments/${encodeURIComponent(paymentId)}`);
      return toPayment(json);
    } catch (error) {
      // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR: not a payment of ours.
      if ((error as { providerStatus?: number }).providerStatus === 400) return null;
      throw error;
    }
  }

  return {
    name: 'razorpay',
    keyId: opts.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      const { json } = await api<{ id: unknown }>('POST', '/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return { id: String(json.id) };
    },

    async fetchOrderPayments(orderId) {
      const { json } = await api<{ items?: RazorpayPaymentEntity[] }>(
        'GET',
        `/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (json.items ?? []).map(toPayment);
    },

    fetchPayment,

    async capture(paymentId, amountPaise) {
      try {
        const { json } = await api<RazorpayPaymentEntity>(
          'POST',
          `/payments/${encodeURIComponent(paymentId)}/capture`,
          { amount: amountPaise, currency: 'INR' },
        );
        return toPayment(json);
      } catch (error) {
        // "This payment has already been captured" (another process, or Razorpay's auto-capture won the
        // race): the payment as it is now is the answer.
        if ((error as { providerStatus?: number }).providerStatus !== 400) throw error;
        const now = await fetchPayment(paymentId);
        if (now?.status === 'captured') return now;
        throw error;
      }
    },

    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      // X-Refund-Idempotency makes a resend after a lost answer (same key, same body) return the first
      // refund instead of paying twice; the SDK drops unknown headers, so this is our own request.
      const body = { amount: amountPaise, speed: 'normal', receipt: idempotencyKey.slice(0, 40), notes };
      const { json } = await api<{ id?: unknown; status?: unknown }>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        body,
        { 'x-refund-idempotency': refundIdempotencyKey(idempotencyKey) },
      );
      if (!json.id) throw providerUnavailable();
      const status = String(json.status);
      return {
        id: String(json.id),
        status: (status === 'processed' || status === 'failed'
          ? status
          : 'pending') as ProviderRefund['status'],
      };
    },

    async createPlan({ period, interval, name, amountPaise, notes }) {
      const { json } = await api<{ id: unknown }>('POST', '/plans', {
        period,
        interval,
        item: { name, amount: amountPaise, currency: 'INR' },
        notes,
      });
      return { id: String(json.id) };
    },

    async createSubscription({ planId, totalCount, notes }) {
      // customer_notify 1: Razorpay itself sends the mandate link and the pre-debit notices.
      const { json } = await api<RazorpaySubscriptionEntity>('POST', '/subscriptions', {
        plan_id: planId,
        total_count: totalCount,
        customer_notify: 1,
        notes,
      });
      return toSubscription(json);
    },

    async fetchSubscription(id) {
      try {
        const { json } = await api<RazorpaySubscriptionEntity>(
          'GET',
          `/subscriptions/${encodeURIComponent(id)}`,
        );
        return toSubscription(json);
      } catch (error) {
        if ((error as { providerStatus?: number }).providerStatus === 400) return null;
        throw error;
      }
    },

    async cancelSubscription(id, atCycleEnd) {
      const { json } = await api<RazorpaySubscriptionEntity>(
        'POST',
        `/subscriptions/${encodeURIComponent(id)}/cancel`,
        { cancel_at_cycle_end: atCycleEnd ? 1 : 0 },
      );
      return toSubscription(json);
    },

    isValidPaymentSignature: (orderId, paymentId, signature) =>
      isValidPaymentSignature(opts.keySecret, orderId, paymentId, signature),

    isValidWebhookSignature: (rawBody, signature) =>
      !!opts.webhookSecret && isValidWebhookSignature(opts.webhookSecret, rawBody, signature),
  };
}
