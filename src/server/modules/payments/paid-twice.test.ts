import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, outboxEmails } from '../../db/schema/index';
import type { FakeRazorpay } from '../../platform/payments/razorpay-fake.test-support';
import { paymentSignature } from '../../platform/payments/signature';
import { manualClock, type TestApp } from '../../test/test-app';
import { PAID_AT_THE_DOOR_REASON } from './payment-transitions';
import {
  bookForNewCustomer,
  bookingOf,
  emailsOfKind,
  paymentEntity,
  paymentRowsOf,
  refundRowsOf,
  startAppWithFakeRazorpay,
} from './payments.test-support';

/**
 * A pay-after-service booking paid twice: the crew recorded cash at the door and the customer also paid
 * online (a checkout left open, a second thought). The door's payment stays the booking's, with its one
 * receipt; the online one is recorded and refunded at once, once however often its news arrives, with
 * the customer told why. Admins hear of it only when the refund fails. The other way round, a
 * collection after an online payment is refused with a clear message.
 */
const KEY_ID = 'rzp_test_Chamak000031';
const KEY_SECRET = 'fake-razorpay-key-secret-31';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret-31';
const TEAM = 'support@chamak.test';
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let fake: FakeRazorpay;
let t: TestApp;
let admin: string;
let day = 1;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startAppWithFakeRazorpay({
    keys: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    clock,
    env: { SUPPORT_EMAIL: TEAM },
  }));
  admin = await t.login('admin');
});
afterAll(() => close?.());

/** A confirmed pay-after-service booking with the customer's online order open. */
async function payAfterServiceWithOrder() {
  const c = await bookForNewCustomer(t, clock.now(), day++);
  const chosen = await t.request('POST', '/api/bookings/complete-payment', {
    token: c.token,
    body: { bookingId: c.bookingId, paymentMethod: 'pay_after_service' },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const order = await t.request('POST', '/api/payment/create-order', {
    token: c.token,
    body: { bookingId: c.bookingId, method: 'razorpay_upi' },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { ...c, orderId: order.body.data.orderId as string, amount: order.body.data.amount as number };
}

/** The customer's browser back from the checkout with Razorpay's signed proof. */
const verifyCheckout = (c: { token: string; orderId: string }, paymentId: string) =>
  t.request('POST', '/api/payment/verify', {
    token: c.token,
    body: {
      razorpayOrderId: c.orderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: paymentSignature(KEY_SECRET, c.orderId, paymentId),
    },
  });

const collectCash = (bookingId: string, amountPaise: number) =>
  t.request('POST', `/api/bookings/${bookingId}/collect`, {
    token: admin,
    body: { method: 'cash', amount: amountPaise / 100 },
  });

const postWebhook = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  t.request('POST', '/api/payment/webhook', delivery);

const receiptsOf = (bookingId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId));

const alertsAbout = (bookingId: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'payment-alert')));

const attention = async () =>
  (await t.request('GET', '/api/admin/payments/attention', { token: admin })).body.data;

describe('an online payment for a booking already paid at the door', () => {
  it("tells the customer's verify, when it is the first news of the payment, that it is refunded", async () => {
    const c = await payAfterServiceWithOrder();
    expect((await collectCash(c.bookingId, c.amount)).status).toBe(201);
    const paymentId = fake.capture(c.orderId);
    const verify = await verifyCheckout(c, paymentId);
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body.data.paidAtTheVisitRefund).toEqual({
      amountPaise: c.amount,
      status: expect.stringMatching(/^(requested|pending)$/),
    });
    expect(verify.body.data.booking).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'pay_after_service',
    });
    expect(await refundRowsOf(t, c.bookingId)).toEqual([
      expect.objectContaining({ amountPaise: c.amount, reason: PAID_AT_THE_DOOR_REASON }),
    ]);
  });

  it('is recorded and refunded at once, once, however often it is reported; the door payment stays', async () => {
    const c = await payAfterServiceWithOrder();
    expect((await collectCash(c.bookingId, c.amount)).status).toBe(201);
    const paymentId = fake.capture(c.orderId);

    const captured = fake.webhook(
      'payment.captured',
      paymentEntity(paymentId, c.orderId, c.amount, 'captured'),
    );
    const first = await postWebhook(captured);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ duplicate: false, changed: true });
    // The same news again: a replay, order.paid, and the browser's verify.
    expect((await postWebhook(captured)).body.data).toMatchObject({ duplicate: true, changed: false });
    const paid = fake.webhook('order.paid', {
      ...paymentEntity(paymentId, c.orderId, c.amount, 'captured'),
      order: { entity: { id: c.orderId, entity: 'order', amount: c.amount, status: 'paid' } },
    });
    expect((await postWebhook(paid)).body.data).toMatchObject({ duplicate: false, changed: false });
    const verify = await verifyCheckout(c, paymentId);
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    // The customer's payment screen learns that this payment goes back, and why.
    expect(verify.body.data.paidAtTheVisitRefund).toEqual({ amountPaise: c.amount, status: 'pending' });

    // Recorded: the online payment is captured, and refunded in full, once.
    expect(await paymentRowsOf(t, c.bookingId)).toEqual([
      expect.objectContaining({ status: 'captured', paymentId, amountPaise: c.amount }),
    ]);
    const refunds = await refundRowsOf(t, c.bookingId);
    expect(refunds).toEqual([
      expect.objectContaining({ amountPaise: c.amount, reason: PAID_AT_THE_DOOR_REASON, status: 'pending' }),
    ]);
    expect(fake.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);

    // The booking stays paid at the door, with its one receipt and one payment-received mail.
    expect(await bookingOf(t, c.token, c.bookingId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'pay_after_service',
    });
    expect(await receiptsOf(c.bookingId)).toHaveLength(1);
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
    // The customer is told why the money goes back, once.
    const told = await emailsOfKind(t, c.email, 'refund-started');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('already paid at the visit');
    expect(told[0]!.text).toContain('₹6,500');

    // Razorpay confirms the refund: the payment is refunded, the booking still paid.
    const processed = fake.webhook('refund.processed', {
      refund: {
        entity: {
          id: refunds[0]!.providerRefundId,
          entity: 'refund',
          amount: c.amount,
          payment_id: paymentId,
          notes: { refund_row_id: refunds[0]!.id },
          status: 'processed',
        },
      },
    });
    expect((await postWebhook(processed)).body.data).toMatchObject({ changed: true });
    expect((await paymentRowsOf(t, c.bookingId))[0]).toMatchObject({ status: 'refunded' });
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');

    // Nothing for admins to do.
    const listed = await attention();
    expect(listed.refunds.map((r: { bookingId: string }) => r.bookingId)).not.toContain(c.bookingId);
    expect(await alertsAbout(c.bookingId)).toHaveLength(0);
  });

  it('shows admins the refund in Needs attention when Razorpay refuses it', async () => {
    const c = await payAfterServiceWithOrder();
    expect((await collectCash(c.bookingId, c.amount)).status).toBe(201);
    const paymentId = fake.capture(c.orderId);
    // Refunded in full already (from the dashboard): Razorpay refuses ours.
    fake.refunds.push({ id: 'rfnd_dashboard31', payment_id: paymentId, amount: c.amount });
    const res = await postWebhook(
      fake.webhook('payment.captured', paymentEntity(paymentId, c.orderId, c.amount, 'captured')),
    );
    expect(res.status).toBe(200);
    const [refund] = await refundRowsOf(t, c.bookingId);
    expect(refund).toMatchObject({ status: 'failed', reason: PAID_AT_THE_DOOR_REASON });
    const listed = (await attention()).refunds.find(
      (r: { bookingId: string }) => r.bookingId === c.bookingId,
    );
    expect(listed).toMatchObject({ status: 'failed', amountPaise: c.amount });
    expect((await alertsAbout(c.bookingId)).map((a) => a.subject)).toEqual([
      expect.stringContaining('Refund refused by Razorpay'),
    ]);
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  });
});

describe('a collection and an online payment at the same moment', () => {
  it('keep one payment: either the door keeps it and the online one is refunded, or the collection is refused', async () => {
    const c = await payAfterServiceWithOrder();
    const paymentId = fake.capture(c.orderId);
    const [collected, hook] = await Promise.all([
      collectCash(c.bookingId, c.amount),
      postWebhook(
        fake.webhook('payment.captured', paymentEntity(paymentId, c.orderId, c.amount, 'captured')),
      ),
    ]);
    expect(hook.status).toBe(200);
    const refunds = await refundRowsOf(t, c.bookingId);
    if (collected.status === 201) {
      expect(refunds).toEqual([expect.objectContaining({ reason: PAID_AT_THE_DOOR_REASON })]);
      expect(await bookingOf(t, c.token, c.bookingId)).toMatchObject({ paymentMethod: 'pay_after_service' });
    } else {
      expect(collected.body.code).toBe('ALREADY_PAID_ONLINE');
      expect(refunds).toHaveLength(0);
    }
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
    expect(await receiptsOf(c.bookingId)).toHaveLength(1);
    expect(await emailsOfKind(t, c.email, 'payment-received')).toHaveLength(1);
  });
});

describe('a collection after an online payment', () => {
  it('is refused with 409 saying the booking is already paid online, recording nothing', async () => {
    const c = await payAfterServiceWithOrder();
    const paymentId = fake.capture(c.orderId);
    const res = await postWebhook(
      fake.webhook('payment.captured', paymentEntity(paymentId, c.orderId, c.amount, 'captured')),
    );
    expect(res.body.data).toMatchObject({ changed: true });
    const collect = await collectCash(c.bookingId, c.amount);
    expect(collect.status).toBe(409);
    expect(collect.body).toMatchObject({
      code: 'ALREADY_PAID_ONLINE',
      message: 'This booking is already paid online: there is nothing to collect.',
    });
    expect(await receiptsOf(c.bookingId)).toHaveLength(1);
    expect(await refundRowsOf(t, c.bookingId)).toHaveLength(0);
  });
});
