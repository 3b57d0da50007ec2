import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeRazorpay } from '../../platform/payments/razorpay-fake.test-support';
import { paymentSignature } from '../../platform/payments/signature';
import { manualClock, type TestApp } from '../../test/test-app';
import {
  bookForNewCustomer,
  bookingOf,
  paymentEntity,
  refundProcessedDelivery,
  refundRowsOf,
  webhookDelivery,
  startAppWithFakeRazorpay,
} from './payments.test-support';

const KEY_ID = 'rzp_test_Chamak000002';
const KEY_SECRET = 'fake-razorpay-key-secret-2';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret';
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let fake: FakeRazorpay;
let t: TestApp;
let day = 1;
const book = () => bookForNewCustomer(t, clock.now(), day++);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startAppWithFakeRazorpay({
    keys: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    clock,
  }));
});
afterAll(() => close?.());

const createOrder = (token: string, bookingId: string) =>
  t.request('POST', '/api/payment/create-order', { token, body: { bookingId, method: 'razorpay_upi' } });

/**
 * A booking paid at Razorpay whose browser never came back, marked paid by reconciliation 16 minutes
 * on (the caller winds the clock back when done).
 */
async function paidByReconciliation() {
  const c = await book();
  const order = (await createOrder(c.token, c.bookingId)).body.data;
  fake.capture(order.orderId);
  clock.advance(16 * 60_000);
  await t.app.paymentReconciler.runOnce();
  expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  return c;
}

describe('with Razorpay keys', () => {
  it('creates a Razorpay order for the booking total and verifies the checkout signature', async () => {
    fake.mode = 'ok';
    const c = await book();
    const res = await createOrder(c.token, c.bookingId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 650000,
      upiLink: null,
    });
    const order = fake.orders.get(res.body.data.orderId)!;
    expect(order).toMatchObject({ amount: 650000, currency: 'INR', notes: { booking_id: c.bookingId } });
    const payId = fake.capture(order.id);
    const verify = await t.request('POST', '/api/payment/verify', {
      token: c.token,
      body: {
        razorpayOrderId: order.id,
        razorpayPaymentId: payId,
        razorpaySignature: paymentSignature(KEY_SECRET, order.id, payId),
      },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.data.booking.paymentStatus).toBe('paid');
  });

  it('captures an only authorized payment itself, and shows it waiting while the capture cannot happen', async () => {
    fake.mode = 'ok';
    const c = await book();
    const orderId = (await createOrder(c.token, c.bookingId)).body.data.orderId;
    const payId = fake.capture(orderId, 'authorized');
    const verify = () =>
      t.request('POST', '/api/payment/verify', {
        token: c.token,
        body: {
          razorpayOrderId: orderId,
          razorpayPaymentId: payId,
          razorpaySignature: paymentSignature(KEY_SECRET, orderId, payId),
        },
      });
    // Razorpay rate-limits the capture: a good signature alone is not money; the payment waits.
    fake.captureFailure = 429;
    try {
      const waiting = await verify();
      expect(waiting.status).toBe(200);
      expect(waiting.body.data.booking.paymentStatus).toBe('unpaid');
      expect(waiting.body.data.payment.status).toBe('attempted');
      expect(fake.payments.get(payId)!.status).toBe('authorized');
    } finally {
      fake.captureFailure = null;
    }
    const attention = await t.request('GET', '/api/admin/payments/attention', {
      token: await t.login('admin'),
    });
    expect(attention.body.data.waitingPayments.map((p: any) => p.orderId)).toContain(orderId);

    // The next verify (or the reconciler) captures it: POST /v1/payments/:id/capture for the whole amount.
    const paid = await verify();
    expect(paid.body.data.booking.paymentStatus).toBe('paid');
    expect(fake.payments.get(payId)!.status).toBe('captured');
    const captures = fake.requests.filter((r) => r.url === `/v1/payments/${payId}/capture`);
    expect(captures.at(-1)!.body).toEqual({ amount: 650000, currency: 'INR' });
  });

  it('hides the sandbox checkout (404)', async () => {
    const c = await book();
    const order = (await createOrder(c.token, c.bookingId)).body.data;
    const res = await t.request('POST', '/api/payment/sandbox/checkout', {
      token: c.token,
      body: { orderId: order.orderId, method: 'upi' },
    });
    expect(res.status).toBe(404);
  });

  it('answers 503 in the error envelope when Razorpay drops the connection', async () => {
    const c = await book();
    fake.mode = 'drop';
    try {
      const res = await createOrder(c.token, c.bookingId);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'error',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: 'Our payment system is temporarily unavailable. Please try again in a few minutes.',
      });
    } finally {
      fake.mode = 'ok';
    }
  });

  it('takes webhooks signed with the webhook secret only', async () => {
    const c = await book();
    const order = (await createOrder(c.token, c.bookingId)).body.data;
    const payId = fake.capture(order.orderId);
    const forged = webhookDelivery(
      KEY_SECRET,
      'payment.captured',
      paymentEntity(payId, order.orderId, 650000, 'captured'),
    );
    expect((await t.request('POST', '/api/payment/webhook', forged)).status).toBe(400);
    const good = webhookDelivery(
      WEBHOOK_SECRET,
      'order.paid',
      paymentEntity(payId, order.orderId, 650000, 'captured'),
    );
    expect((await t.request('POST', '/api/payment/webhook', good)).status).toBe(200);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  });

  it('reconciles a lost browser, and refunds on cancel through Razorpay, resending after an outage', async () => {
    const c = await paidByReconciliation();
    try {
      fake.mode = 'drop';
      const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
        token: c.token,
        body: { reason: 'Cancelled by client' },
      });
      expect(cancel.status).toBe(200);
      expect(cancel.body.data.booking.paymentStatus).toBe('refund_pending');
      expect((await refundRowsOf(t, c.bookingId))[0]).toMatchObject({
        status: 'requested',
        providerRefundId: null,
      });

      fake.mode = 'ok';
      clock.advance(2 * 60_000);
      expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(1);
      const [refund] = await refundRowsOf(t, c.bookingId);
      expect(refund).toMatchObject({ status: 'pending', amountPaise: 650000 });
      expect(fake.refunds.filter((r) => r.receipt?.startsWith('full:'))).toHaveLength(1);

      const processed = refundProcessedDelivery(WEBHOOK_SECRET, refund!, 650000);
      expect((await t.request('POST', '/api/payment/webhook', processed)).status).toBe(200);
      expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('refunded');
      expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(0);
    } finally {
      fake.mode = 'ok';
      clock.advance(-18 * 60_000);
    }
  });

  it('refunds exactly once when Razorpay made the refund but the answer was lost (X-Refund-Idempotency)', async () => {
    const c = await paidByReconciliation();
    try {
      fake.mode = 'dropAfterRefund';
      const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
        token: c.token,
        body: { reason: 'Cancelled by client' },
      });
      expect(cancel.status).toBe(200);
      expect((await refundRowsOf(t, c.bookingId))[0]).toMatchObject({ status: 'requested' });

      fake.mode = 'ok';
      clock.advance(2 * 60_000);
      expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(1);
      const [refund] = await refundRowsOf(t, c.bookingId);
      const sent = fake.refunds.filter((r) => r.id === refund!.providerRefundId);
      expect(sent).toHaveLength(1);
      expect(fake.refunds.filter((r) => r.payment_id === sent[0]!.payment_id)).toHaveLength(1);
      const keys = fake.requests
        .filter((r) => r.url.endsWith('/refund') && r.url.includes(sent[0]!.payment_id))
        .map((r) => r.headers['x-refund-idempotency']);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{10,}$/);
      expect(keys[1]).toBe(keys[0]);

      // The same key with another body is refused, as Razorpay does.
      const other = await fetch(`${fake.baseUrl}/v1/payments/${sent[0]!.payment_id}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': keys[0] as string,
        },
        body: JSON.stringify({ amount: 100 }),
      });
      expect(other.status).toBe(400);
    } finally {
      fake.mode = 'ok';
      clock.advance(-18 * 60_000);
    }
  });

  it('ends a refund Razorpay refuses as failed, not resent every minute', async () => {
    const c = await book();
    const order = (await createOrder(c.token, c.bookingId)).body.data;
    const paymentId = fake.capture(order.orderId);
    clock.advance(16 * 60_000);
    try {
      await t.app.paymentReconciler.runOnce();
      // Refunded elsewhere (the dashboard) already: Razorpay refuses ours.
      fake.refunds.push({ id: 'rfnd_elsewhere', payment_id: paymentId, amount: 650000 });
      const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
        token: c.token,
        body: { reason: 'Cancelled by client' },
      });
      expect(cancel.status).toBe(200);
      expect((await refundRowsOf(t, c.bookingId))[0]).toMatchObject({ status: 'failed' });
      clock.advance(2 * 60_000);
      expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(0);
    } finally {
      clock.advance(-18 * 60_000);
    }
  });
});

describe("an admin's refund while another is in flight", () => {
  it('is refused with 409 until the first is processed; the admin booking page shows the first instead', async () => {
    const c = await paidByReconciliation();
    try {
      const admin = await t.login('admin');
      const detail = async () =>
        (await t.request('GET', `/api/admin/bookings/${c.bookingId}`, { token: admin })).body.data
          .payments[0];
      const payment = await detail();
      expect(payment.refundInFlight).toBeNull();
      const refund = (amountPaise: number, key: string) =>
        t.request('POST', `/api/admin/payments/${payment.id}/refund`, {
          token: admin,
          headers: { 'idempotency-key': key },
          body: { amountPaise, reason: 'Partly done' },
        });

      const first = await refund(100000, 'first-refund-key');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data.refund).toMatchObject({ amountPaise: 100000, status: 'pending' });
      expect((await detail()).refundInFlight).toEqual({ amountPaise: 100000, state: 'pending' });

      const second = await refund(50000, 'second-refund-key');
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({
        status: 'error',
        code: 'REFUND_IN_PROGRESS',
        message:
          'A refund of this payment is already in progress. Wait until it is processed before refunding more.',
      });
      // The first request again (a retry after a lost answer) is the same refund, not a refusal.
      const again = await refund(100000, 'first-refund-key');
      expect(again.status).toBe(200);
      expect(again.body.data.refund.id).toBe(first.body.data.refund.id);
      expect(await refundRowsOf(t, c.bookingId)).toHaveLength(1);

      const [row] = await refundRowsOf(t, c.bookingId);
      const processed = refundProcessedDelivery(WEBHOOK_SECRET, row!, 100000);
      expect((await t.request('POST', '/api/payment/webhook', processed)).status).toBe(200);
      expect((await detail()).refundInFlight).toBeNull();
      const later = await refund(50000, 'second-refund-key');
      expect(later.status, JSON.stringify(later.body)).toBe(200);
      expect((await detail()).refundInFlight).toEqual({ amountPaise: 50000, state: 'pending' });
    } finally {
      clock.advance(-16 * 60_000);
    }
  });
});
