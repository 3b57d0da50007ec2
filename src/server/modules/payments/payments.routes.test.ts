import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSignature, hmacSha256Hex } from '../../platform/payments/signature';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import {
  bookForNewCustomer,
  bookingOf,
  emailsOfKind,
  paymentEntity,
  paymentRowsOf,
  refundRowsOf,
  webhookDelivery,
} from './payments.test-support';

// 10:00 IST on a fixed day; each test books its own later day.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const SECRET = 'chamak-payment-sandbox-secret';
let t: TestApp;
let day = 1;
const book = () => bookForNewCustomer(t, clock.now(), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
});
afterAll(() => t.close());

async function createOrder(token: string, body: object) {
  return t.request('POST', '/api/payment/create-order', { token, body });
}
async function checkout(token: string, orderId: string, extra: object = {}) {
  return t.request('POST', '/api/payment/sandbox/checkout', {
    token,
    body: { orderId, method: 'upi', ...extra },
  });
}

describe('POST /api/payment/create-order', () => {
  it("charges the server's total even when the client sends another amount", async () => {
    const c = await book();
    const res = await createOrder(c.token, {
      bookingData: { _id: c.bookingId, totalAmount: 1, baseAmount: 1, paymentMethod: 'online' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 650000,
      currency: 'INR',
      provider: 'sandbox',
      keyId: 'sandbox',
    });
    expect(res.body.data.data).toEqual({ orderId: res.body.data.orderId, amount: 650000, currency: 'INR' });
    expect(res.body.data.prefill).toEqual({ name: 'Test Customer', email: c.email, contact: '9876543210' });
    expect(res.body.data.upiLink).toMatch(/^upi:\/\/pay\?pa=.+&am=6500\.00&cu=INR&tr=order_/);
  });

  it('reuses the open order when asked twice', async () => {
    const c = await book();
    const a = await createOrder(c.token, { bookingId: c.bookingId, method: 'razorpay_upi' });
    const b = await createOrder(c.token, { bookingId: c.bookingId, method: 'razorpay_qr' });
    expect(b.body.data.orderId).toBe(a.body.data.orderId);
    expect(b.body.data.method).toBe('razorpay_qr');
    expect(await paymentRowsOf(t, c.bookingId)).toHaveLength(1);
  });

  it("answers 404 for another account's booking, 401 without a token, 400 without a booking id", async () => {
    const c = await book();
    const other = await t.signup();
    expect((await createOrder(other.token, { bookingId: c.bookingId })).status).toBe(404);
    const anon = await t.request('POST', '/api/payment/create-order', { body: {} });
    expect(anon.status).toBe(401);
    const none = await createOrder(c.token, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('bookingId is required');
  });

  it('refuses a cancelled booking and a paid one with 400', async () => {
    const c = await book();
    await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'x' },
    });
    const cancelled = await createOrder(c.token, { bookingId: c.bookingId });
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.message).toBe('This booking has been cancelled and cannot be paid.');

    const d = await book();
    const order = (await createOrder(d.token, { bookingId: d.bookingId })).body.data;
    await checkout(d.token, order.orderId);
    const paid = await createOrder(d.token, { bookingId: d.bookingId });
    expect(paid.status).toBe(400);
    expect(paid.body.message).toBe('This booking is already paid.');
  });
});

describe('POST /api/payment/verify', () => {
  it('marks the booking paid once; verifying again changes nothing', async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    const paid = (await checkout(c.token, order.orderId, { emitWebhooks: false })).body.data;
    expect(paid.razorpaySignature).toBe(paymentSignature(SECRET, order.orderId, paid.razorpayPaymentId));
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('unpaid');

    const body = {
      razorpayOrderId: paid.razorpayOrderId,
      razorpayPaymentId: paid.razorpayPaymentId,
      razorpaySignature: paid.razorpaySignature,
    };
    const first = await t.request('POST', '/api/payment/verify', { token: c.token, body });
    expect(first.status).toBe(200);
    expect(first.body.data.booking).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'razorpay_upi' });
    expect(first.body.data.payment).toMatchObject({
      paymentId: paid.razorpayPaymentId,
      status: 'captured',
      amountPaise: 650000,
    });
    // An ordinary payment: nothing goes back.
    expect(first.body.data.paidAtTheVisitRefund).toBeNull();
    const again = await t.request('POST', '/api/payment/verify', { token: c.token, body });
    expect(again.status).toBe(200);
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
  });

  it('tells the customer the payment goes back when the booking was paid at the visit meanwhile', async () => {
    const c = await book();
    const chosen = await t.request('POST', '/api/bookings/complete-payment', {
      token: c.token,
      body: { bookingId: c.bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status).toBe(200);
    const order = (await createOrder(c.token, { bookingId: c.bookingId, method: 'razorpay_upi' })).body.data;
    const admin = await t.login('admin');
    const collected = await t.request('POST', `/api/bookings/${c.bookingId}/collect`, {
      token: admin,
      body: { method: 'cash', amount: order.amount / 100 },
    });
    expect(collected.status).toBe(201);
    // The sandbox's webhooks report the payment first: it is captured, refunded and confirmed refunded
    // before the browser's verify arrives (which then finds the payment refunded, not captured).
    const paid = (await checkout(c.token, order.orderId)).body.data;
    const verify = await t.request('POST', '/api/payment/verify', {
      token: c.token,
      body: {
        razorpayOrderId: paid.razorpayOrderId,
        razorpayPaymentId: paid.razorpayPaymentId,
        razorpaySignature: paid.razorpaySignature,
      },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.data.payment.status).toBe('refunded');
    expect(verify.body.data.paidAtTheVisitRefund).toEqual({ amountPaise: 650000, status: 'processed' });
    expect(verify.body.data.booking).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'pay_after_service',
    });
  });

  it('rejects forged, swapped and foreign signatures with 400 and changes nothing', async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    const paid = (await checkout(c.token, order.orderId, { emitWebhooks: false })).body.data;
    const attempts = [
      'f'.repeat(64),
      hmacSha256Hex(SECRET, `${paid.razorpayPaymentId}|${order.orderId}`),
      paymentSignature('someone-elses-secret', order.orderId, paid.razorpayPaymentId),
      paid.razorpaySignature.slice(0, 40),
    ];
    for (const razorpaySignature of attempts) {
      const res = await t.request('POST', '/api/payment/verify', {
        token: c.token,
        body: {
          razorpayOrderId: order.orderId,
          razorpayPaymentId: paid.razorpayPaymentId,
          razorpaySignature,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('PAYMENT_VERIFICATION_FAILED');
    }
    // A genuine signature for ANOTHER order of the attacker, replayed against this order: refused.
    const mine = await book();
    const myOrder = (await createOrder(mine.token, { bookingId: mine.bookingId })).body.data;
    const myPaid = (await checkout(mine.token, myOrder.orderId, { emitWebhooks: false })).body.data;
    const crossed = await t.request('POST', '/api/payment/verify', {
      token: mine.token,
      body: {
        razorpayOrderId: order.orderId,
        razorpayPaymentId: myPaid.razorpayPaymentId,
        razorpaySignature: myPaid.razorpaySignature,
      },
    });
    expect(crossed.status).toBe(404);
    const ownButWrongOrder = await t.request('POST', '/api/payment/verify', {
      token: mine.token,
      body: {
        razorpayOrderId: myOrder.orderId,
        razorpayPaymentId: paid.razorpayPaymentId,
        razorpaySignature: paid.razorpaySignature,
      },
    });
    expect(ownButWrongOrder.status).toBe(400);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('unpaid');
    expect((await paymentRowsOf(t, c.bookingId))[0]!.status).toBe('created');
  });
});

describe('sandbox checkout', () => {
  it('pays by QR and by its own signed webhooks, with one receipt email', async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId, method: 'razorpay_qr' })).body.data;
    const res = await checkout(c.token, order.orderId, { method: 'qr' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'success', razorpayOrderId: order.orderId, error: null });
    const booking = await bookingOf(t, c.token, c.bookingId);
    expect(booking).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'razorpay_qr' });
    const [receipt] = await emailsOfKind(t, c.email, 'payment-received');
    expect(receipt!.text).toContain('Method: QR Code Payment');
    expect(receipt!.text).toContain(`/booking-documents?bookingId=${c.bookingId}`);
  });

  it('a failed attempt leaves the booking unpaid; a retry of the same order can still succeed', async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    const failed = await checkout(c.token, order.orderId, { outcome: 'failure' });
    expect(failed.body.data).toMatchObject({ outcome: 'failure', razorpaySignature: null });
    expect((await paymentRowsOf(t, c.bookingId))[0]!.status).toBe('failed');
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('unpaid');
    const retry = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    expect(retry.orderId).toBe(order.orderId);
    await checkout(c.token, order.orderId);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  });

  it("answers 404 for another customer's order", async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    const other = await t.signup();
    expect((await checkout(other.token, order.orderId)).status).toBe(404);
  });
});

describe('POST /api/payment/webhook', () => {
  async function openOrder() {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    return { c, order };
  }
  const send = (d: { rawBody: string; headers: Record<string, string> }) =>
    t.request('POST', '/api/payment/webhook', d);

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { c, order } = await openOrder();
    const d = webhookDelivery(
      'wrong-secret',
      'payment.captured',
      paymentEntity('pay_Forged0000000', order.orderId, 650000, 'captured'),
    );
    const res = await send(d);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_SIGNATURE');
    // A body changed after signing (whitespace only) is refused too.
    const good = webhookDelivery(
      SECRET,
      'payment.captured',
      paymentEntity('pay_Forged0000001', order.orderId, 650000, 'captured'),
    );
    expect((await send({ ...good, rawBody: `${good.rawBody} ` })).status).toBe(400);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('unpaid');
  });

  it('applies a good delivery once and answers a replay as a duplicate', async () => {
    const { c, order } = await openOrder();
    const d = webhookDelivery(
      SECRET,
      'payment.captured',
      paymentEntity('pay_Webhook000001', order.orderId, 650000, 'captured'),
    );
    const first = await send(d);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ event: 'payment.captured', duplicate: false, changed: true });
    const replay = await send(d);
    expect(replay.body.data).toEqual({ event: 'payment.captured', duplicate: true, changed: false });
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
  });

  it.each([
    [['captured', 'paid', 'failed']],
    [['failed', 'paid', 'captured']],
    [['paid', 'failed', 'captured']],
  ])('ends paid with one email whatever the order, each delivered three times: %j', async (sequence) => {
    const { c, order } = await openOrder();
    const deliveries = {
      captured: webhookDelivery(
        SECRET,
        'payment.captured',
        paymentEntity(`pay_Cap${day}x000000`, order.orderId, 650000, 'captured'),
      ),
      paid: webhookDelivery(SECRET, 'order.paid', {
        ...paymentEntity(`pay_Cap${day}x000000`, order.orderId, 650000, 'captured'),
        order: {
          entity: { id: order.orderId, entity: 'order', amount: 650000, amount_paid: 650000, status: 'paid' },
        },
      }),
      // A late failure of another attempt on the same order.
      failed: webhookDelivery(
        SECRET,
        'payment.failed',
        paymentEntity(`pay_Fail${day}x00000`, order.orderId, 650000, 'failed'),
      ),
    };
    for (let round = 0; round < 3; round++)
      for (const name of sequence)
        expect((await send(deliveries[name as keyof typeof deliveries])).status).toBe(200);
    const booking = await bookingOf(t, c.token, c.bookingId);
    expect(booking.paymentStatus).toBe('paid');
    const [row] = await paymentRowsOf(t, c.bookingId);
    expect(row).toMatchObject({ status: 'captured', paymentId: `pay_Cap${day}x000000` });
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
  });

  it('verify and two webhooks arriving at the same moment make one state change and one email', async () => {
    const { c, order } = await openOrder();
    const paid = (await checkout(c.token, order.orderId, { emitWebhooks: false })).body.data;
    const entity = paymentEntity(paid.razorpayPaymentId, order.orderId, 650000, 'captured');
    const results = await Promise.all([
      send(webhookDelivery(SECRET, 'payment.captured', entity)),
      send(webhookDelivery(SECRET, 'order.paid', entity)),
      t.request('POST', '/api/payment/verify', {
        token: c.token,
        body: {
          razorpayOrderId: paid.razorpayOrderId,
          razorpayPaymentId: paid.razorpayPaymentId,
          razorpaySignature: paid.razorpaySignature,
        },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.slice(0, 2).filter((r) => r.body.data.changed).length).toBeLessThanOrEqual(1);
    expect(results[2]!.body.data.booking.paymentStatus).toBe('paid');
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
  });

  it('answers 200 to an event for an order it does not know (so the provider stops retrying)', async () => {
    const res = await send(
      webhookDelivery(
        SECRET,
        'payment.captured',
        paymentEntity('pay_Unknown00000', 'order_Unknown0000', 100, 'captured'),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.changed).toBe(false);
  });
});

describe('refunds', () => {
  async function paidBooking() {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    await checkout(c.token, order.orderId);
    return c;
  }

  it('cancelling a paid booking refunds all of it once (refund_pending, then refunded)', async () => {
    const c = await paidBooking();
    const res = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'Cancelled by client' },
    });
    expect(res.status).toBe(200);
    const booking = await bookingOf(t, c.token, c.bookingId);
    expect(booking.paymentStatus).toBe('refunded');
    const refundRows = await refundRowsOf(t, c.bookingId);
    expect(refundRows).toHaveLength(1);
    expect(refundRows[0]).toMatchObject({ amountPaise: 650000, status: 'processed' });
    expect(refundRows[0]!.providerRefundId).toMatch(/^rfnd_/);
    const [cancelled] = await emailsOfKind(t, c.email, 'booking-cancelled');
    expect(cancelled!.text).toContain('within 5-7 business days');
    const processed = await emailsOfKind(t, c.email, 'refund-processed');
    expect(processed).toHaveLength(1);
    expect(processed[0]!.text).toContain('5-7 business days');
    expect((await paymentRowsOf(t, c.bookingId))[0]).toMatchObject({
      status: 'refunded',
      refundedPaise: 650000,
    });
  });

  it('lets only an admin refund part of a payment, never more than is left', async () => {
    const c = await paidBooking();
    const [payment] = await paymentRowsOf(t, c.bookingId);
    const url = `/api/admin/payments/${payment!.id}/refund`;
    expect((await t.request('POST', url, { token: c.token, body: { amountPaise: 100 } })).status).toBe(403);
    expect((await t.request('POST', url, { body: { amountPaise: 100 } })).status).toBe(401);
    const admin = await t.login('admin');
    const listed = await t.request('GET', `/api/admin/payments?bookingId=${c.bookingId}`, { token: admin });
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ id: payment!.id, status: 'captured' }),
    ]);
    expect(
      (await t.request('GET', `/api/admin/payments?bookingId=${c.bookingId}`, { token: c.token })).status,
    ).toBe(403);
    const part = await t.request('POST', url, {
      token: admin,
      body: { amountPaise: 150000, reason: 'Partly done' },
    });
    expect(part.status).toBe(200);
    expect(part.body.data.refund.amountPaise).toBe(150000);
    const tooMuch = await t.request('POST', url, { token: admin, body: { amountPaise: 500001 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('The refund cannot exceed the refundable ₹5,000.00.');
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
    expect((await paymentRowsOf(t, c.bookingId))[0]!.refundedPaise).toBe(150000);
    expect(await emailsOfKind(t, c.email, 'refund-started')).toHaveLength(1);
    const unknown = await t.request(
      'POST',
      '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund',
      {
        token: admin,
        body: { amountPaise: 100 },
      },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('reconciliation', () => {
  it('marks paid a customer whose browser died after paying and whose webhook was lost', async () => {
    const c = await book();
    const order = (await createOrder(c.token, { bookingId: c.bookingId })).body.data;
    await checkout(c.token, order.orderId, { emitWebhooks: false });
    expect((await t.app.paymentReconciler.runOnce()).captured).toBe(0);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('unpaid');
    clock.advance(16 * 60_000);
    try {
      const pass = await t.app.paymentReconciler.runOnce();
      // Earlier tests' checkouts without webhooks or verify were really paid at the provider too.
      expect(pass.captured).toBeGreaterThanOrEqual(1);
      expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
      expect((await t.app.paymentReconciler.runOnce()).checked).toBe(0);
      expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
    } finally {
      clock.advance(-16 * 60_000);
    }
  });
});
