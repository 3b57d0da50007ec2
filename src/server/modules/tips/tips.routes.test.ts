import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEmails, payments, tipShares, tips } from '../../db/schema/index';
import { contentOf } from '../../platform/mail/outbox';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { afterVisitTexts } from '../../../shared/texts-after-visit';
import { jobSafetyTexts } from '../../../shared/texts-job-safety';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { bookBathroom, complete, payAfterService } from '../complaints/after-visit.test-support';
import { paymentEntity, webhookDelivery } from '../payments/payments.test-support';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
let admin: string;
let day = 1;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

async function completedVisit() {
  const customer = await t.signup();
  const booking = await bookBathroom(t, customer.token, nextDay());
  const crew = await complete(t, admin, booking._id);
  return { token: customer.token, bookingId: booking._id as string, crew };
}

const order = (token: string, bookingId: string, amountPaise: unknown) =>
  t.request('POST', `/api/bookings/${bookingId}/tips`, { token, body: { amountPaise } });

async function pay(token: string, orderId: string) {
  const checkout = await t.request('POST', '/api/tips/sandbox/checkout', {
    token,
    body: { orderId, method: 'upi' },
  });
  const c = checkout.body.data;
  const verify = () =>
    t.request('POST', '/api/tips/verify', {
      token,
      body: {
        razorpayOrderId: c.razorpayOrderId,
        razorpayPaymentId: c.razorpayPaymentId,
        razorpaySignature: c.razorpaySignature,
      },
    });
  const first = await verify();
  return Object.assign(first, { verifyAgain: verify });
}

describe('tips', () => {
  it('accepts ₹50, ₹100, ₹200 and any amount up to ₹2,000; refuses 0, over ₹2,000 and fractions', async () => {
    const { token, bookingId } = await completedVisit();
    for (const amount of [5_000, 10_000, 20_000, 200_000, 12_345]) {
      const res = await order(token, bookingId, amount);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ amount, currency: 'INR', provider: 'sandbox', bookingId });
    }
    for (const amount of [0, 99, 200_001, 150.5, '100']) {
      const res = await order(token, bookingId, amount);
      expect(res.status).toBe(400);
    }
    expect((await order(token, bookingId, 0)).body.message).toBe(afterVisitTexts.tipAmountRange);
  });

  it('refuses a tip before completion (409), for another account (404) and from a cleaner (403)', async () => {
    const customer = await t.signup();
    const booking = await bookBathroom(t, customer.token, nextDay());
    const early = await order(customer.token, booking._id, 10_000);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(afterVisitTexts.tipNotCompleted);
    const { bookingId } = await completedVisit();
    expect((await order(customer.token, bookingId, 10_000)).status).toBe(404);
    expect((await order(await t.login('cleaner'), bookingId, 10_000)).status).toBe(403);
  });

  it('pays the crew through the provider: verified signature, a receipt, the whole tip to the crew', async () => {
    const { token, bookingId, crew } = await completedVisit();
    const created = await order(token, bookingId, 10_000);
    const summaryBefore = (await t.request('GET', '/api/admin/summary', { token: admin })).body.data;
    const forged = await t.request('POST', '/api/tips/verify', {
      token,
      body: {
        razorpayOrderId: created.body.data.orderId,
        razorpayPaymentId: 'pay_forged123',
        razorpaySignature: 'bad',
      },
    });
    expect(forged.status).toBe(400);
    const paid = await pay(token, created.body.data.orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.data.tip).toMatchObject({
      bookingId,
      amount: 100,
      status: 'paid',
      orderId: created.body.data.orderId,
    });
    expect(paid.body.data.tip.paymentId).toMatch(/^pay_/);
    expect(paid.body.data.tip.shares.map((s: any) => [s.cleanerId, s.amount])).toEqual([[crew[0], 100]]);
    // Not the company's money: no payment row, the booking's payment untouched, the revenue figures the same.
    expect(await t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(
      0,
    );
    const summaryAfter = (await t.request('GET', '/api/admin/summary', { token: admin })).body.data;
    expect(summaryAfter.revenue).toEqual(summaryBefore.revenue);
    // Verifying again answers the same receipt and pays no one twice; paying the order again is refused.
    const again = await paid.verifyAgain();
    expect(again.status).toBe(200);
    expect(again.body.data.tip.paymentId).toBe(paid.body.data.tip.paymentId);
    const checkoutAgain = await t.request('POST', '/api/tips/sandbox/checkout', {
      token,
      body: { orderId: created.body.data.orderId, method: 'upi' },
    });
    expect(checkoutAgain.status).toBe(400);
    const shares = await t.database.db
      .select()
      .from(tipShares)
      .where(eq(tipShares.tipId, paid.body.data.tip._id));
    expect(shares).toHaveLength(1);
    const list = await t.request('GET', `/api/bookings/${bookingId}/tips`, { token: admin });
    expect(list.body.data.tips.map((x: any) => x.amount)).toEqual([100]);
    // One thanks to the customer, however many times it was verified (issue 37).
    const thanks = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, bookingId), eq(outboxEmails.kind, 'tip-thanks')));
    expect(thanks).toHaveLength(1);
    const { subject, text } = await contentOf(thanks[0]!);
    expect(subject).toBe('Thank you for your tip of ₹100.00');
    expect(text).toContain(`Payment ID: ${paid.body.data.tip.paymentId}`);
    expect(text).toMatch(/Thank you for tipping \w+ ₹100\.00 for your Bathroom Cleaning/);
  });

  it("counts a paid tip in the crew's payout for the day it was paid, and an unpaid order not at all", async () => {
    const { token, bookingId, crew } = await completedVisit();
    const today = todayInIndia(clock.now());
    const tipsOf = async () => {
      const res = await t.request('GET', `/api/admin/payouts?from=${today}&to=${today}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.cleaners.find((c: { cleanerId: string }) => c.cleanerId === crew[0])
        .tips as number;
    };
    const before = await tipsOf();
    await order(token, bookingId, 5_000);
    expect(await tipsOf()).toBe(before);
    const created = await order(token, bookingId, 20_000);
    expect((await pay(token, created.body.data.orderId)).status).toBe(200);
    expect(await tipsOf()).toBe(before + 200);
  });

  it('splits a tip equally among a crew of three, the odd paisa to the lead', async () => {
    const customer = await t.signup();
    const home = (await t.request('GET', '/api/services/home-cleaning')).body.data.service;
    const res = await t.request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        serviceId: home._id,
        packageId: '3 BHK',
        address: {
          line1: '1 Park Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876543210',
        areaSqft: 1200,
        scheduledDate: nextDay(),
        scheduledTime: '08:00',
      },
    });
    expect(res.status).toBe(201);
    const bookingId = res.body.data.booking._id;
    await payAfterService(t, customer.token, bookingId);
    const crew = await complete(t, admin, bookingId);
    const created = await order(customer.token, bookingId, 10_000);
    const paid = await pay(customer.token, created.body.data.orderId);
    const shares = paid.body.data.tip.shares.map((s: any) => Math.round(s.amount * 100));
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(10_000);
    expect(crew).toHaveLength(3);
    expect(paid.body.data.tip.shares).toHaveLength(3);
    const lead = (await t.request('GET', `/api/bookings/${bookingId}`, { token: admin })).body.data.booking
      .cleanerId._id;
    const byCleaner = Object.fromEntries(
      paid.body.data.tip.shares.map((s: any) => [s.cleanerId, Math.round(s.amount * 100)]),
    );
    expect(byCleaner[lead]).toBe(3_334);
    expect(shares.sort()).toEqual([3_333, 3_333, 3_334]);
  });

  it('takes one tip per visit: a second order is 409, and a left-behind order paid later is not counted', async () => {
    const { token, bookingId } = await completedVisit();
    const leftBehind = (await order(token, bookingId, 5_000)).body.data;
    const chosen = (await order(token, bookingId, 20_000)).body.data;
    expect((await pay(token, chosen.orderId)).status).toBe(200);
    const again = await order(token, bookingId, 10_000);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'TIP_ALREADY_PAID', message: jobSafetyTexts.tipAlreadyPaid });
    // The first order, paid by the provider afterwards: acknowledged, not a second tip; the office is told.
    const delivery = webhookDelivery(t.config.PAYMENT_SANDBOX_SECRET, 'order.paid', {
      ...paymentEntity('pay_tipLate0001', leftBehind.orderId, 5_000, 'captured'),
      order: { entity: { id: leftBehind.orderId } },
    });
    const res = await t.request('POST', '/api/payment/webhook', {
      rawBody: delivery.rawBody,
      headers: delivery.headers,
    });
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(tips).where(eq(tips.bookingId, bookingId));
    expect(rows.filter((r) => r.status === 'paid').map((r) => r.orderId)).toEqual([chosen.orderId]);
    const duplicate = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bookingId), eq(auditLog.action, 'tip.duplicate-payment')));
    expect(duplicate).toHaveLength(1);
    expect(duplicate[0].details).toMatchObject({ paymentId: 'pay_tipLate0001', amountPaise: 5_000 });
  });

  it('a webhook marks a tip paid once when the browser never came back', async () => {
    const { token, bookingId, crew } = await completedVisit();
    const created = (await order(token, bookingId, 20_000)).body.data;
    const secret = t.config.PAYMENT_SANDBOX_SECRET;
    const delivery = webhookDelivery(secret, 'order.paid', {
      ...paymentEntity('pay_tipWebhook01', created.orderId, 20_000, 'captured'),
      order: { entity: { id: created.orderId } },
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/payment/webhook', {
        rawBody: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(res.status).toBe(200);
    }
    const [row] = await t.database.db.select().from(tips).where(eq(tips.orderId, created.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: 'pay_tipWebhook01' });
    const shares = await t.database.db.select().from(tipShares).where(eq(tipShares.tipId, row.id));
    expect(shares.map((s) => [s.cleanerId, s.amountPaise])).toEqual([[crew[0], 20_000]]);
  });
});
