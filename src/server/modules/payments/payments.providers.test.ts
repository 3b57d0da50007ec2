import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, paymentDisputes } from '../../db/schema/index';
import type { FakeRazorpay } from '../../platform/payments/razorpay-fake.test-support';
import { manualClock, type TestApp } from '../../test/test-app';
import {
  bookForNewCustomer,
  bookingOf,
  refundRowsOf,
  startAppWithFakeRazorpay,
} from './payments.test-support';
import { MAX_REFUND_ATTEMPTS } from './refunds.service';

/**
 * Against the loopback Razorpay: temporary answers (timeouts, 5xx, 429, 409
 * while a refund key is processing) are retried a bounded number of times, refusals end failed at
 * once, the newest attempt of an order counts, disputes are recorded, and the team hears of each.
 */
const KEY_ID = 'rzp_test_Chamak000003';
const KEY_SECRET = 'fake-razorpay-key-secret-3';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret-3';
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

/** A customer's booking with its order paid at Razorpay and recorded as paid by us (by reconciliation). */
async function paidBooking() {
  fake.mode = 'ok';
  const c = await bookForNewCustomer(t, clock.now(), day++);
  const order = (
    await t.request('POST', '/api/payment/create-order', {
      token: c.token,
      body: { bookingId: c.bookingId, method: 'razorpay_upi' },
    })
  ).body.data;
  const paymentId = fake.capture(order.orderId);
  clock.advance(16 * 60_000);
  await t.app.paymentReconciler.runOnce();
  expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  return { ...c, orderId: order.orderId as string, paymentId };
}

const cancel = (c: { token: string; bookingId: string }) =>
  t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
    token: c.token,
    body: { reason: 'Cancelled by client' },
  });

const attention = async () =>
  (await t.request('GET', '/api/admin/payments/attention', { token: admin })).body.data;

const alertsAbout = (bookingId: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    .then((rows) => rows.filter((r) => r.kind === 'payment-alert' && r.to === TEAM));

const postWebhook = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  t.request('POST', '/api/payment/webhook', delivery);

describe('temporary errors', () => {
  it('answers 503 (temporary), not 502, when Razorpay rate-limits with 429', async () => {
    const c = await bookForNewCustomer(t, clock.now(), day++);
    fake.mode = 'rateLimited';
    try {
      const res = await t.request('POST', '/api/payment/create-order', {
        token: c.token,
        body: { bookingId: c.bookingId, method: 'razorpay_upi' },
      });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      fake.mode = 'ok';
    }
  });

  it('resends a refund Razorpay is still processing (409) with the same key, and pays it once', async () => {
    const c = await paidBooking();
    fake.mode = 'holdRefund';
    expect((await cancel(c)).status).toBe(200);
    expect((await refundRowsOf(t, c.bookingId))[0]).toMatchObject({ status: 'requested', attempts: 1 });

    // Still processing at Razorpay: the resend with the same key is answered 409 and stays requested.
    clock.advance(2 * 60_000);
    expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(1);
    const refundCalls = () => fake.requests.filter((r) => r.url === `/v1/payments/${c.paymentId}/refund`);
    expect(refundCalls()).toHaveLength(2);
    expect((await refundRowsOf(t, c.bookingId))[0]).toMatchObject({ status: 'requested', attempts: 2 });

    fake.finishHeldRefunds();
    fake.mode = 'ok';
    clock.advance(2 * 60_000);
    expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(1);
    const [refund] = await refundRowsOf(t, c.bookingId);
    expect(refund).toMatchObject({ status: 'pending', attempts: 3 });
    expect(fake.refunds.filter((r) => r.payment_id === c.paymentId)).toHaveLength(1);
    expect(refund!.providerRefundId).toBe(fake.refunds.find((r) => r.payment_id === c.paymentId)!.id);
    const keys = new Set(refundCalls().map((r) => r.headers['x-refund-idempotency']));
    const bodies = new Set(refundCalls().map((r) => JSON.stringify(r.body)));
    expect([keys.size, bodies.size]).toEqual([1, 1]);
  });

  it(`gives a refund up after ${MAX_REFUND_ATTEMPTS} sends met by outages: failed, with a notice to the team`, async () => {
    const c = await paidBooking();
    fake.mode = 'error500';
    try {
      expect((await cancel(c)).status).toBe(200);
      for (let run = 2; run <= MAX_REFUND_ATTEMPTS; run++) {
        clock.advance(2 * 60_000);
        expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(1);
      }
      const [refund] = await refundRowsOf(t, c.bookingId);
      expect(refund).toMatchObject({ status: 'failed', attempts: MAX_REFUND_ATTEMPTS });
      expect(refund!.failureReason).toContain(`after ${MAX_REFUND_ATTEMPTS} tries`);
      // Bounded: no further send, however long.
      clock.advance(10 * 60_000);
      expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(0);
      const sends = fake.requests.filter((r) => r.url === `/v1/payments/${c.paymentId}/refund`);
      expect(sends).toHaveLength(MAX_REFUND_ATTEMPTS);
    } finally {
      fake.mode = 'ok';
    }
    const alerts = await alertsAbout(c.bookingId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toContain('Refund not sent');
    expect(alerts[0]!.text).toContain('check the payment in the Razorpay dashboard');
    const listed = (await attention()).refunds.find((r: any) => r.bookingId === c.bookingId);
    expect(listed).toMatchObject({ status: 'failed', attempts: MAX_REFUND_ATTEMPTS });
  });
});

describe('refusals', () => {
  it('ends a refund Razorpay refuses (a second full refund) failed at once, with the reason shown to admins', async () => {
    const c = await paidBooking();
    // Refunded in full already (the dashboard): Razorpay refuses another.
    fake.refunds.push({ id: 'rfnd_dashboard', payment_id: c.paymentId, amount: 650000 });
    expect((await cancel(c)).status).toBe(200);
    const [refund] = await refundRowsOf(t, c.bookingId);
    expect(refund).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refund!.failureReason).toContain('The payment has been fully refunded already');
    clock.advance(2 * 60_000);
    expect((await t.app.paymentReconciler.runOnce()).refundsResent).toBe(0);
    expect(fake.requests.filter((r) => r.url === `/v1/payments/${c.paymentId}/refund`)).toHaveLength(1);

    const listed = (await attention()).refunds.find((r: any) => r.bookingId === c.bookingId);
    expect(listed.failureReason).toContain('fully refunded already');
    const alerts = await alertsAbout(c.bookingId);
    expect(alerts.map((a) => a.subject)).toEqual([expect.stringContaining('Refund refused by Razorpay')]);
  });
});

describe('reconciliation', () => {
  it("takes the newest attempt by created_at, not the list's last element (Razorpay lists newest first)", async () => {
    const c = await bookForNewCustomer(t, clock.now(), day++);
    const order = (
      await t.request('POST', '/api/payment/create-order', {
        token: c.token,
        body: { bookingId: c.bookingId, method: 'razorpay_upi' },
      })
    ).body.data;
    fake.capture(order.orderId, 'failed');
    const second = fake.capture(order.orderId, 'authorized');
    clock.advance(16 * 60_000);
    await t.app.paymentReconciler.runOnce();
    // The newer attempt was authorized: we captured it, so the order is paid, not failed.
    expect(fake.payments.get(second)!.status).toBe('captured');
    expect((await bookingOf(t, c.token, c.bookingId)).paymentStatus).toBe('paid');
  });
});

describe('disputes', () => {
  it('records payment.dispute.* on the booking, moves it only forward, lists it and tells the team', async () => {
    const c = await paidBooking();
    const dispute = { id: 'disp_Test0001', reasonCode: 'chargeback' };
    const created = fake.webhook(
      'payment.dispute.created',
      fake.disputePayload(c.paymentId, { ...dispute, status: 'open' }),
    );
    expect((await postWebhook(created)).body.data).toMatchObject({ changed: true });
    const lost = fake.webhook(
      'payment.dispute.lost',
      fake.disputePayload(c.paymentId, { ...dispute, status: 'lost' }),
    );
    expect((await postWebhook(lost)).body.data).toMatchObject({ changed: true });
    // A late 'created' (another event id) does not reopen it; a replay of 'lost' changes nothing.
    const late = fake.webhook(
      'payment.dispute.created',
      fake.disputePayload(c.paymentId, { ...dispute, status: 'open' }),
    );
    expect((await postWebhook(late)).body.data).toMatchObject({ changed: false });
    expect((await postWebhook(lost)).body.data).toMatchObject({ duplicate: true });

    const rows = await t.database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.bookingId, c.bookingId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerDisputeId: 'disp_Test0001',
      status: 'lost',
      amountPaise: 650000,
      amountDeductedPaise: 650000,
      reasonCode: 'chargeback',
    });
    const listed = (await attention()).disputes.find((d: any) => d.bookingId === c.bookingId);
    expect(listed).toMatchObject({ providerDisputeId: 'disp_Test0001', status: 'lost', amountPaise: 650000 });
    expect(listed.respondBy).toMatch(/^\d{4}-\d\d-\d\dT/);
    const alerts = await alertsAbout(c.bookingId);
    expect(alerts.map((a) => a.subject)).toEqual([
      expect.stringContaining('Payment disputed'),
      expect.stringContaining('Dispute lost'),
    ]);
    // Not for a customer's eyes.
    const client = await t.login('client');
    expect((await t.request('GET', '/api/admin/payments/attention', { token: client })).status).toBe(403);
  });

  it('takes no dispute event without a valid signature', async () => {
    const c = await paidBooking();
    const good = fake.webhook(
      'payment.dispute.created',
      fake.disputePayload(c.paymentId, { id: 'disp_Forged1', status: 'open' }),
    );
    const forged = { ...good, headers: { ...good.headers, 'x-razorpay-signature': 'f'.repeat(64) } };
    expect((await postWebhook(forged)).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.providerDisputeId, 'disp_Forged1'));
    expect(rows).toHaveLength(0);
  });
});
