import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Razorpay's Orders, Payments and Refunds API (v1), answering with its shapes
 * and error bodies. `mode` makes it fail the next requests the ways the real one can.
 */
export interface FakeRazorpay {
  baseUrl: string;
  orders: Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
      status: string;
    }
  >;
  payments: Map<
    string,
    { id: string; order_id: string; amount: number; status: string; method: string; created_at: number }
  >;
  refunds: { id: string; payment_id: string; amount: number; receipt?: string }[];
  /** Subscriptions API: plans and subscriptions as Razorpay keeps them (entity shapes of its API reference). */
  plans: Map<string, { id: string; period: string; interval: number; item: { amount: number } }>;
  subscriptions: Map<string, Record<string, unknown> & { id: string; status: string; plan_id: string }>;
  requests: {
    method: string;
    url: string;
    auth: string | undefined;
    headers: IncomingMessage['headers'];
    body: unknown;
  }[];
  /**
   * 'dropAfterRefund': the refund is made, then the connection drops (the answer is lost).
   * 'holdRefund': a refund is taken and stays processing (its answer lost); the same key is answered
   * 409 until `finishHeldRefunds()`, then the same refund. 'rateLimited': every request gets 429.
   */
  mode: 'ok' | 'drop' | 'error500' | 'dropAfterRefund' | 'holdRefund' | 'rateLimited';
  /** Razorpay makes a payment for an order (the customer paid in their UPI app); 'authorized' waits for capture. */
  capture(orderId: string, status?: 'captured' | 'authorized' | 'failed'): string;
  /** When set, captures are answered with this HTTP status (429: rate limited, 500: an outage). */
  captureFailure: number | null;
  /** Refunds held by 'holdRefund' finish processing: their keys answer the refund from now on. */
  finishHeldRefunds(): void;
  /** A webhook delivery as Razorpay signs one with the webhook secret (raw body, signature, event id). */
  webhook(event: string, payload: object): { rawBody: string; headers: Record<string, string> };
  /** The payload of a payment.dispute.* event for a payment of this fake. */
  disputePayload(
    paymentId: string,
    dispute: { id: string; status: 'open' | 'under_review' | 'won' | 'lost' | 'closed'; reasonCode?: string },
  ): object;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const apiError = (code: string, description: string) => ({
  error: {
    code,
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeRazorpay(
  keyId: string,
  keySecret: string,
  webhookSecret = 'fake-razorpay-webhook-secret',
): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const fake = {
    orders: new Map(),
    payments: new Map(),
    plans: new Map(),
    subscriptions: new Map(),
    refunds: [],
    requests: [],
    mode: 'ok',
    captureFailure: null,
  } as unknown as FakeRazorpay;

  // X-Refund-Idempotency: a key seen before with the same body answers the same refund; another body 400.
  const byKey = new Map<string, { body: string; refund: unknown; processing: boolean }>();
  let clockSeconds = 1_790_000_000;
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    fake.requests.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      headers: req.headers,
      body,
    });
    if (fake.mode === 'drop') return req.socket.destroy();
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (fake.mode === 'rateLimited') return send(429, apiError('BAD_REQUEST_ERROR', 'Too many requests'));
    if (fake.mode === 'error500')
      return send(
        500,
        apiError(
          'SERVER_ERROR',
          'We are facing some trouble completing your request at the moment. Please try again shortly.',
        ),
      );
    if (req.headers.authorization !== expectedAuth)
      return send(401, apiError('BAD_REQUEST_ERROR', 'Authentication failed'));

    const url = new URL(req.url!, 'http://x');
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && url.pathname === '/v1/orders') {
      if (!Number.isInteger(body?.amount) || body.amount < 100)
        return send(400, apiError('BAD_REQUEST_ERROR', 'Order amount less than minimum amount allowed'));
      const order = {
        id: rid('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes ?? {},
        status: 'created',
        attempts: 0,
      };
      fake.orders.set(order.id, order);
      return send(200, order);
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!fake.orders.has(m[1]!))
        return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      // Razorpay's collections come newest first.
      const items = [...fake.payments.values()]
        .filter((p) => p.order_id === m![1])
        .sort((a, b) => b.created_at - a.created_at)
        .map((p) => ({ entity: 'payment', currency: 'INR', ...p }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)$/))) {
      const payment = fake.payments.get(m[1]!);
      if (!payment) return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      return send(200, {
        entity: 'payment',
        currency: 'INR',
        captured: payment.status === 'captured',
        ...payment,
      });
    }
    if (req.method === 'POST' && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)\/capture$/))) {
      if (fake.captureFailure)
        return send(
          fake.captureFailure,
          apiError(fake.captureFailure === 429 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR', 'Too many requests'),
        );
      const payment = fake.payments.get(m[1]!);
      if (!payment) return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      if (payment.status === 'captured')
        return send(400, apiError('BAD_REQUEST_ERROR', 'This payment has already been captured'));
      if (payment.status !== 'authorized')
        return send(
          400,
          apiError(
            'BAD_REQUEST_ERROR',
            'Only payments which have been authorized and not yet captured can be captured',
          ),
        );
      if (body?.amount !== payment.amount || body?.currency !== 'INR')
        return send(
          400,
          apiError('BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized'),
        );
      payment.status = 'captured';
      fake.orders.get(payment.order_id)!.status = 'paid';
      return send(200, { entity: 'payment', currency: 'INR', captured: true, ...payment });
    }
    if (req.method === 'POST' && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const key = req.headers['x-refund-idempotency'];
      if (typeof key === 'string') {
        if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
          return send(400, apiError('BAD_REQUEST_ERROR', 'The idempotency key is invalid'));
        const seen = byKey.get(key);
        if (seen && seen.body !== JSON.stringify(body))
          return send(
            400,
            apiError('BAD_REQUEST_ERROR', 'Idempotency key is already used with a different request body'),
          );
        // Razorpay: "409 Conflict: a request with the same idempotency key is still being processed".
        if (seen?.processing)
          return send(409, apiError('BAD_REQUEST_ERROR', 'Request is already being processed'));
        if (seen) return send(200, seen.refund);
      }
      const payment = fake.payments.get(m[1]!);
      if (!payment) return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      const already = fake.refunds
        .filter((r) => r.payment_id === payment.id)
        .reduce((s, r) => s + r.amount, 0);
      if (already >= payment.amount)
        return send(400, apiError('BAD_REQUEST_ERROR', 'The payment has been fully refunded already'));
      const amount = body?.amount ?? payment.amount - already;
      if (amount + already > payment.amount)
        return send(
          400,
          apiError('BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured'),
        );
      const refund = {
        id: rid('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        receipt: body?.receipt,
        notes: body?.notes ?? {},
        status: 'pending',
        speed_requested: 'normal',
      };
      fake.refunds.push(refund);
      if (typeof key === 'string')
        byKey.set(key, { body: JSON.stringify(body), refund, processing: fake.mode === 'holdRefund' });
      if (fake.mode === 'dropAfterRefund' || fake.mode === 'holdRefund') return req.socket.destroy();
      return send(200, refund);
    }
    if (req.method === 'POST' && url.pathname === '/v1/plans') {
      const periods = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];
      if (
        !periods.includes(body?.period) ||
        !Number.isInteger(body?.interval) ||
        !(body?.item?.amount >= 100)
      )
        return send(400, apiError('BAD_REQUEST_ERROR', 'The period field is invalid.'));
      const plan = {
        id: rid('plan'),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: { id: rid('item'), active: true, currency: 'INR', ...body.item },
        notes: body.notes ?? {},
        created_at: clockSeconds,
      };
      fake.plans.set(plan.id, plan);
      return send(200, plan);
    }
    if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
      if (!fake.plans.has(body?.plan_id))
        return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      if (!Number.isInteger(body?.total_count) || body.total_count < 1)
        return send(400, apiError('BAD_REQUEST_ERROR', 'The total count field is required.'));
      const id = rid('sub');
      const sub = {
        id,
        entity: 'subscription',
        plan_id: body.plan_id,
        customer_id: null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        notes: body.notes ?? {},
        charge_at: null,
        start_at: null,
        end_at: null,
        auth_attempts: 0,
        total_count: body.total_count,
        paid_count: 0,
        customer_notify: body.customer_notify === 0 ? false : true,
        created_at: clockSeconds,
        expire_by: null,
        short_url: `https://rzp.io/i/${id.slice(4, 12)}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        remaining_count: body.total_count,
      };
      fake.subscriptions.set(id, sub);
      return send(200, sub);
    }
    if (req.method === 'GET' && (m = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = fake.subscriptions.get(m[1]!);
      if (!sub) return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      return send(200, sub);
    }
    if (req.method === 'POST' && (m = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)\/cancel$/))) {
      const sub = fake.subscriptions.get(m[1]!);
      if (!sub) return send(400, apiError('BAD_REQUEST_ERROR', 'The id provided does not exist'));
      if (sub.status === 'cancelled' || sub.status === 'completed')
        return send(
          400,
          apiError('BAD_REQUEST_ERROR', 'Subscription is not cancellable in cancelled status.'),
        );
      // cancel_at_cycle_end 1: it stays as it is until the cycle ends (a scheduled change).
      if (body?.cancel_at_cycle_end === 1 && sub.status === 'active') {
        sub.has_scheduled_changes = true;
        sub.change_scheduled_at = sub.current_end;
      } else {
        sub.status = 'cancelled';
        sub.ended_at = clockSeconds;
      }
      return send(200, sub);
    }
    return send(400, apiError('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.capture = (orderId, status = 'captured') => {
    const order = fake.orders.get(orderId)!;
    const id = rid('pay');
    fake.payments.set(id, {
      id,
      order_id: orderId,
      amount: order.amount,
      status,
      method: 'upi',
      created_at: ++clockSeconds,
    });
    // An authorized payment (manual or late capture) leaves the order 'attempted', not paid.
    order.status = status === 'captured' ? 'paid' : 'attempted';
    return id;
  };
  fake.finishHeldRefunds = () => {
    for (const seen of byKey.values()) seen.processing = false;
  };
  let events = 0;
  fake.webhook = (event, payload) => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: clockSeconds,
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(rawBody).digest('hex'),
        'x-razorpay-event-id': `evt_fake${++events}`,
      },
    };
  };
  fake.disputePayload = (paymentId, d) => {
    const payment = fake.payments.get(paymentId)!;
    return {
      payment: { entity: { entity: 'payment', currency: 'INR', ...payment } },
      dispute: {
        entity: {
          id: d.id,
          entity: 'dispute',
          payment_id: paymentId,
          amount: payment.amount,
          currency: 'INR',
          amount_deducted: d.status === 'lost' ? payment.amount : 0,
          reason_code: d.reasonCode ?? 'chargeback',
          respond_by: clockSeconds + 7 * 86_400,
          status: d.status,
          phase: 'chargeback',
          created_at: clockSeconds,
        },
      },
    };
  };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
