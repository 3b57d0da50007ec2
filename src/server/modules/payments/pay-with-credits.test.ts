import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookForNewCustomer, bookingOf, paymentRowsOf, refundRowsOf } from './payments.test-support';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * Credits at payment (issue 36 part 4), over HTTP with the sandbox provider: credits pay first, the order is
 * for the rest, a booking they pay wholly is confirmed at once, and a cancelled or released booking's credits
 * come back to the ledger. Each booking here is 6,500 rupees.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const HOLD_MINUTES = 15;
const TOTAL = 650000;
let t: TestApp;
let owner: string;
let day = 1;
const book = () => bookForNewCustomer(t, clock.now(), day++);

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', BOOKING_HOLD_MINUTES: String(HOLD_MINUTES) },
  });
  owner = await t.login('admin');
});
afterAll(() => t.close());

async function grant(userId: string, rupees: number) {
  const res = await t.request('POST', `/api/admin/customers/${userId}/credits`, {
    token: owner,
    body: { amountRupees: rupees, reason: 'Goodwill for a late crew' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const credits = async (token: string) =>
  (await t.request('GET', '/api/users/credits', { token })).body.data as {
    balancePaise: number;
    entries: { amountPaise: number; reason: string; bookingId: string | null }[];
  };
const useCredits = (token: string, bookingId: string) =>
  t.request('POST', '/api/payment/use-credits', { token, body: { bookingId } });

async function payRestOnline(token: string, bookingId: string) {
  const order = await t.request('POST', '/api/payment/create-order', {
    token,
    body: { bookingId, method: 'razorpay_upi' },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const paid = (
    await t.request('POST', '/api/payment/sandbox/checkout', {
      token,
      body: { orderId: order.body.data.orderId, method: 'upi', emitWebhooks: false },
    })
  ).body.data;
  const verify = await t.request('POST', '/api/payment/verify', {
    token,
    body: {
      razorpayOrderId: paid.razorpayOrderId,
      razorpayPaymentId: paid.razorpayPaymentId,
      razorpaySignature: paid.razorpaySignature,
    },
  });
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  return { amount: order.body.data.amount as number, verify: verify.body.data };
}

describe('credits at payment', () => {
  it('pay first: Razorpay is asked for the total less the credits; a cancellation gives both back', async () => {
    const c = await book();
    await grant(c.user.id, 2000);
    const used = await useCredits(c.token, c.bookingId);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.data).toMatchObject({ creditsUsedPaise: 200000, duePaise: TOTAL - 200000, paid: false });
    expect(used.body.data.booking.paymentStatus).toBe('unpaid');

    const online = await payRestOnline(c.token, c.bookingId);
    expect(online.amount).toBe(TOTAL - 200000);
    expect(online.verify.booking).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'razorpay_upi' });
    expect((await credits(c.token)).balancePaise).toBe(0);

    const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'Plans changed' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const after = await credits(c.token);
    expect(after.balancePaise).toBe(200000);
    expect(after.entries.map((e) => [e.reason, e.amountPaise, e.bookingId])).toEqual([
      ['refund', 200000, c.bookingId],
      ['spent', -200000, c.bookingId],
      ['goodwill', 200000, null],
    ]);
    expect((await refundRowsOf(t, c.bookingId)).map((r) => r.amountPaise)).toEqual([TOTAL - 200000]);
  });

  it('a booking paid wholly by credits is confirmed at once, with no Razorpay order; cancelled, it is refunded to credits', async () => {
    const c = await book();
    await grant(c.user.id, 5000);
    await grant(c.user.id, 5000);
    const used = await useCredits(c.token, c.bookingId);
    expect(used.body.data).toMatchObject({ creditsUsedPaise: TOTAL, duePaise: 0, paid: true });
    const booking = await bookingOf(t, c.token, c.bookingId);
    expect(booking).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'credits' });
    expect(booking.holdExpiresAt ?? null).toBeNull();
    expect((await credits(c.token)).balancePaise).toBe(1000000 - TOTAL);
    const order = await t.request('POST', '/api/payment/create-order', {
      token: c.token,
      body: { bookingId: c.bookingId, method: 'razorpay_upi' },
    });
    expect(order.status).toBe(400);
    expect(order.body.code).toBe('ALREADY_PAID');
    expect(await paymentRowsOf(t, c.bookingId)).toEqual([]);

    await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'x' },
    });
    expect(await bookingOf(t, c.token, c.bookingId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect((await credits(c.token)).balancePaise).toBe(1000000);
    expect(await refundRowsOf(t, c.bookingId)).toEqual([]);
  });

  it("the booking's receipt shows the part credits paid and the part paid online", async () => {
    const documents = async (token: string, bookingId: string) =>
      (await t.request('GET', `/api/payment/documents?bookingId=${bookingId}`, { token })).body.data
        .documents as Array<{ totalPaise: number; creditsPaise: number; paymentMethod: string | null }>;
    const part = await book();
    await grant(part.user.id, 2000);
    await useCredits(part.token, part.bookingId);
    await payRestOnline(part.token, part.bookingId);
    const [receipt] = await documents(part.token, part.bookingId);
    expect(receipt).toMatchObject({ totalPaise: TOTAL, creditsPaise: 200000, paymentMethod: 'razorpay_upi' });

    const whole = await book();
    await grant(whole.user.id, 5000);
    await grant(whole.user.id, 5000);
    await useCredits(whole.token, whole.bookingId);
    for (const doc of await documents(whole.token, whole.bookingId))
      expect(doc).toMatchObject({ totalPaise: TOTAL, creditsPaise: TOTAL });
  });

  it('cancelled with refundTo credits, the online part comes back as credits at once and is never sent to Razorpay', async () => {
    const c = await book();
    await grant(c.user.id, 2000);
    await useCredits(c.token, c.bookingId);
    await payRestOnline(c.token, c.bookingId);
    const bad = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'x', refundTo: 'bank' },
    });
    expect(bad.status).toBe(400);
    const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'Plans changed', refundTo: 'credits' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data.booking).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const after = await credits(c.token);
    expect(after.balancePaise).toBe(TOTAL);
    expect(after.entries.map((e) => [e.reason, e.amountPaise])).toEqual(
      expect.arrayContaining([
        ['refund', 200000],
        ['refund', TOTAL - 200000],
      ]),
    );
    const refunds = await refundRowsOf(t, c.bookingId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountPaise: TOTAL - 200000,
      status: 'processed',
      providerRefundId: null,
    });
    const [payment] = await paymentRowsOf(t, c.bookingId);
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: TOTAL - 200000 });
    // Nothing is left to send to the source: an owner's refund of the payment is refused.
    const again = await t.request('POST', `/api/admin/payments/${payment!.id}/refund`, {
      token: owner,
      body: { amountPaise: 100, reason: 'Try' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(400);
    expect(again.body.code).toBe('NOT_REFUNDABLE');
    expect(await refundRowsOf(t, c.bookingId)).toHaveLength(1);
    // The cancellation mail promises no refund to the source.
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, c.bookingId));
    const cancelled = mails.filter((m) => m.kind === 'booking-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(JSON.stringify(cancelled[0])).not.toMatch(/refundPaise/);
  });

  it('cancelled with refundTo source (the default), the online part goes back to the source as before', async () => {
    const c = await book();
    await payRestOnline(c.token, c.bookingId);
    const cancel = await t.request('PATCH', `/api/bookings/${c.bookingId}/cancel`, {
      token: c.token,
      body: { reason: 'Plans changed', refundTo: 'source' },
    });
    expect(cancel.status).toBe(200);
    expect((await credits(c.token)).balancePaise).toBe(0);
    expect((await refundRowsOf(t, c.bookingId)).map((r) => r.amountPaise)).toEqual([TOTAL]);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, c.bookingId));
    expect(JSON.stringify(mails.find((m) => m.kind === 'booking-cancelled'))).toMatch(/refundPaise/);
  });

  it('uses credits once per booking, nothing without credits, and only for the owner', async () => {
    const none = await book();
    expect((await useCredits(none.token, none.bookingId)).body.data).toMatchObject({
      creditsUsedPaise: 0,
      duePaise: TOTAL,
      paid: false,
    });
    const c = await book();
    await grant(c.user.id, 1000);
    await useCredits(c.token, c.bookingId);
    await grant(c.user.id, 1000);
    const again = await useCredits(c.token, c.bookingId);
    expect(again.body.data).toMatchObject({ creditsUsedPaise: 100000, duePaise: TOTAL - 100000 });
    expect((await credits(c.token)).balancePaise).toBe(100000);
    expect((await useCredits(none.token, c.bookingId)).status).toBe(404);
    const bad = await t.request('POST', '/api/payment/use-credits', {
      token: c.token,
      body: { bookingId: c.bookingId, amountPaise: 1 },
    });
    expect(bad.status).toBe(400);
  });

  it('two bookings at once spend one balance once', async () => {
    const c = await book();
    const office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
    const second = await t.request('POST', '/api/bookings', {
      token: c.token,
      body: {
        serviceId: office,
        ...BASIC_VISIT,
        scheduledDate: (await bookingOf(t, c.token, c.bookingId)).scheduledDate,
        scheduledTime: '14:00',
      },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await grant(c.user.id, 5000);
    const both = await Promise.all([
      useCredits(c.token, c.bookingId),
      useCredits(c.token, second.body.data.booking._id),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.creditsUsedPaise).sort((a, b) => a - b)).toEqual([0, 500000]);
    expect((await credits(c.token)).balancePaise).toBe(0);
  });

  it('asked again after its checkout was closed, answers the credits the booking holds', async () => {
    const c = await book();
    await grant(c.user.id, 1000);
    await useCredits(c.token, c.bookingId);
    const order = await t.request('POST', '/api/payment/create-order', {
      token: c.token,
      body: { bookingId: c.bookingId, method: 'razorpay_upi' },
    });
    expect(order.body.data.amount).toBe(TOTAL - 100000);
    const again = await useCredits(c.token, c.bookingId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      creditsUsedPaise: 100000,
      duePaise: TOTAL - 100000,
      paid: false,
    });
    expect((await payRestOnline(c.token, c.bookingId)).amount).toBe(TOTAL - 100000);
  });

  it('refuses credits while an online order is open for the booking', async () => {
    const c = await book();
    await grant(c.user.id, 100);
    await t.request('POST', '/api/payment/create-order', {
      token: c.token,
      body: { bookingId: c.bookingId, method: 'razorpay_upi' },
    });
    const res = await useCredits(c.token, c.bookingId);
    expect(res.status).toBe(409);
    expect((await credits(c.token)).balancePaise).toBe(10000);
  });

  it('gives the credits of a booking released unpaid back to the ledger', async () => {
    const c = await book();
    await grant(c.user.id, 1000);
    await useCredits(c.token, c.bookingId);
    expect((await credits(c.token)).balancePaise).toBe(0);
    clock.advance((HOLD_MINUTES + 1) * 60_000);
    await t.app.bookingHolds.runOnce();
    expect((await bookingOf(t, c.token, c.bookingId)).status).toBe('cancelled');
    expect((await credits(c.token)).balancePaise).toBe(100000);
  });

  it('credits pay only online: a booking that held them gives them back when paid at the visit', async () => {
    // Chose online, took the credits, closed the checkout, then chose to pay at the visit.
    const c = await book();
    await grant(c.user.id, 1000);
    await useCredits(c.token, c.bookingId);
    const later = await t.request('POST', '/api/bookings/complete-payment', {
      token: c.token,
      body: { bookingId: c.bookingId, paymentMethod: 'pay_after_service' },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((await credits(c.token)).balancePaise).toBe(100000);

    // Pay after service, then Pay now from My Bookings with credits, the checkout closed: the door takes the total.
    await useCredits(c.token, c.bookingId);
    expect((await credits(c.token)).balancePaise).toBe(0);
    const collected = await t.request('POST', `/api/bookings/${c.bookingId}/collect`, {
      token: owner,
      body: { method: 'cash', amount: TOTAL / 100 },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(201);
    const after = await credits(c.token);
    expect(after.balancePaise).toBe(100000);
    expect(after.entries.map((e) => [e.reason, e.amountPaise])).toEqual([
      ['refund', 100000],
      ['spent', -100000],
      ['refund', 100000],
      ['spent', -100000],
      ['goodwill', 100000],
    ]);
  });
});
