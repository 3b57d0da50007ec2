import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, giftVouchers, outboxEmails, outboxTexts } from '../../db/schema/index';
import { contentOf } from '../../platform/mail/outbox';
import { giftVoucherTexts } from '../../../shared/schemas/gift-vouchers';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { paymentEntity, webhookDelivery } from '../payments/payments.test-support';
import { VOUCHER_GUESSES } from './gift-vouchers.service';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
/** Limits × 5: room for this file's signups; the guesses' limit is scaled the same way. */
const MULTIPLIER = 5;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: String(MULTIPLIER) } });
});
afterAll(() => t.close());

const CODE = /\b[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}\b/;

const buy = (token: string, body: unknown) => t.request('POST', '/api/gift-vouchers', { token, body });

async function pay(token: string, orderId: string) {
  const c = (
    await t.request('POST', '/api/gift-vouchers/sandbox/checkout', {
      token,
      body: { orderId, method: 'upi' },
    })
  ).body.data;
  const verify = () =>
    t.request('POST', '/api/gift-vouchers/verify', {
      token,
      body: {
        razorpayOrderId: c.razorpayOrderId,
        razorpayPaymentId: c.razorpayPaymentId,
        razorpaySignature: c.razorpaySignature,
      },
    });
  return Object.assign(await verify(), { verifyAgain: verify });
}

/** The code as the recipient's mail carries it. */
async function mailedCode(to: string) {
  const rows = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  const gift = rows.filter((r) => r.kind === 'gift-voucher');
  expect(gift).toHaveLength(1);
  const content = await contentOf(gift[0]!);
  return { code: CODE.exec(content.text)![0], content, row: gift[0]! };
}

const redeem = (token: string, code: unknown) =>
  t.request('POST', '/api/gift-vouchers/redeem', { token, body: { code } });

const valid = (to: string) => ({
  amountRupees: 1500,
  recipientName: 'Meera Joshi',
  recipientEmail: to,
  message: 'Happy Diwali!',
});

describe('gift vouchers', () => {
  it('refuses amounts out of range, no or two recipients, long messages, NUL bytes and unknown fields (400)', async () => {
    const buyer = await t.signup();
    const base = valid('meera@example.com');
    const bad: unknown[] = [
      { ...base, amountRupees: 499 },
      { ...base, amountRupees: 10_001 },
      { ...base, amountRupees: 1500.5 },
      { ...base, amountRupees: '1500' },
      { ...base, recipientEmail: undefined },
      { ...base, recipientMobile: '9876543210' },
      { ...base, recipientEmail: 'not-an-email' },
      { ...base, recipientEmail: undefined, recipientMobile: '12345' },
      { ...base, message: 'x'.repeat(201) },
      { ...base, message: 'hi\u0000there' },
      { ...base, recipientName: 'A'.repeat(81) },
      { ...base, recipientName: '' },
      { ...base, extra: 1 },
      { ...base, recipientEmail: `${'a'.repeat(2_000)}@example.com` },
    ];
    for (const body of bad) {
      const res = await buy(buyer.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.status).toBe('error');
    }
    // A huge body is refused before it is parsed.
    const huge = await buy(buyer.token, { ...base, message: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const amount = await buy(buyer.token, { ...base, amountRupees: 100 });
    expect(amount.body.message).toBe(giftVoucherTexts.amountRange);
    expect((await buy(await t.login('cleaner'), base)).status).toBe(403);
    expect((await buy('', base)).status).toBe(401);
  });

  it('is paid through the provider, mails the code in the chosen language once, and redeems once into credits', async () => {
    const buyer = await t.signup();
    const to = `gift-${Date.now()}@example.com`;
    const created = await buy(buyer.token, { ...valid(to), recipientLanguage: 'hi' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ amount: 150_000, currency: 'INR', provider: 'sandbox' });
    const orderId = created.body.data.orderId;
    const forged = await t.request('POST', '/api/gift-vouchers/verify', {
      token: buyer.token,
      body: { razorpayOrderId: orderId, razorpayPaymentId: 'pay_forged123', razorpaySignature: 'bad' },
    });
    expect(forged.status).toBe(400);
    // Nothing is sent before it is paid.
    expect(await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).toHaveLength(0);
    const paid = await pay(buyer.token, orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.data.voucher).toMatchObject({ amountPaise: 150_000, status: 'paid', redeemed: false });
    expect((await paid.verifyAgain()).status).toBe(200);
    const { code, content, row } = await mailedCode(to);
    expect(row.language).toBe('hi');
    expect(content.subject).toContain('गिफ़्ट वाउचर');
    expect(content.text).toContain('Happy Diwali!');
    // Only the hash is stored; the buyer never sees the code.
    const [stored] = await t.database.db.select().from(giftVouchers).where(eq(giftVouchers.orderId, orderId));
    expect(stored!.codeHash).not.toContain(code.replace(/-/g, ''));
    expect(
      JSON.stringify((await t.request('GET', '/api/gift-vouchers', { token: buyer.token })).body),
    ).not.toContain(code);

    const recipient = await t.signup();
    const first = await redeem(recipient.token, code.toLowerCase().replace(/-/g, ' '));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amountPaise: 150_000, balancePaise: 150_000 });
    expect(first.body.message).toBe(giftVoucherTexts.redeemed);
    const entries = await t.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, recipient.user._id));
    expect(entries.map((e) => [e.reason, e.amountPaise])).toEqual([['voucher', 150_000]]);
    expect(entries[0]!.expiresAt!.getTime()).toBe(clock.now().getTime() + 365 * 24 * 60 * 60_000);
    // Once: again by the same customer, or by another, is a 409 and no second credit.
    const again = await redeem(recipient.token, code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(giftVoucherTexts.alreadyRedeemed);
    expect((await redeem(buyer.token, code)).status).toBe(409);
    const mine = (await t.request('GET', '/api/users/credits', { token: recipient.token })).body.data;
    expect(mine.balancePaise).toBe(150_000);
    const bought = (await t.request('GET', '/api/gift-vouchers', { token: buyer.token })).body.data.vouchers;
    expect(bought).toMatchObject([{ status: 'paid', redeemed: true, amountPaise: 150_000 }]);
  });

  it('a webhook pays a voucher once when the browser never came back; a mobile recipient gets WhatsApp', async () => {
    const buyer = await t.signup();
    const created = (
      await buy(buyer.token, {
        amountRupees: 500,
        recipientName: 'Ravi',
        recipientMobile: '+91 98260 12345',
        recipientLanguage: 'hi',
      })
    ).body.data;
    const delivery = webhookDelivery(t.config.PAYMENT_SANDBOX_SECRET, 'order.paid', {
      ...paymentEntity('pay_gvWebhook001', created.orderId, 50_000, 'captured'),
      order: { entity: { id: created.orderId } },
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/payment/webhook', {
        rawBody: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(res.status).toBe(200);
    }
    const [row] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, created.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: 'pay_gvWebhook001' });
    const texts = await t.database.db.select().from(outboxTexts).where(eq(outboxTexts.kind, 'gift-voucher'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'whatsapp', to: '919826012345', language: 'hi' });
    const code = CODE.exec(texts[0]!.text)![0];
    const recipient = await t.signup();
    expect((await redeem(recipient.token, code)).body.data.balancePaise).toBe(50_000);
  });

  it('limits wrong codes per account: past the limit even a right code is refused (429)', async () => {
    const guesser = await t.signup();
    for (let i = 0; i < VOUCHER_GUESSES.perAccount * MULTIPLIER; i++) {
      const res = await redeem(
        guesser.token,
        `ABCD-EFGH-JKMN-P${'ABCDEFGHJKMNPQRSTUVWXYZ'[i % 23]}${'23456789'[i % 8]}2`,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(giftVoucherTexts.codeInvalid);
    }
    const limited = await redeem(guesser.token, 'ABCD-EFGH-JKMN-PQRS');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(giftVoucherTexts.tooManyGuesses);
    // A malformed code is a 400 before any lookup.
    expect((await redeem((await t.signup()).token, 'short')).status).toBe(400);
    expect((await redeem((await t.signup()).token, 'A\u0000'.repeat(8))).status).toBe(400);
  });

  it('the reconciler pays a voucher whose browser never came back and whose webhook was lost, once', async () => {
    const buyer = await t.signup();
    const to = `lost-${Date.now()}@example.com`;
    const created = (await buy(buyer.token, valid(to))).body.data;
    // Paid at the sandbox, reported to nobody (the route's checkout emits no webhook; no verify follows).
    const paidThere = await t.request('POST', '/api/gift-vouchers/sandbox/checkout', {
      token: buyer.token,
      body: { orderId: created.orderId, method: 'upi' },
    });
    expect(paidThere.body.data.razorpaySignature).toBeTruthy();
    await t.app.paymentReconciler.runOnce();
    const unpaid = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, created.orderId));
    expect(unpaid[0]!.status).toBe('created');
    clock.advance((t.config.PAYMENT_RECONCILE_AFTER_MINUTES + 1) * 60_000);
    await t.app.paymentReconciler.runOnce();
    await t.app.paymentReconciler.runOnce();
    const [row] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.orderId, created.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: paidThere.body.data.razorpayPaymentId });
    const { code } = await mailedCode(to);
    expect((await redeem((await t.signup()).token, code)).body.data.amountPaise).toBe(150_000);
  });

  it('refuses an expired voucher (409)', async () => {
    const buyer = await t.signup();
    const to = `late-${Date.now()}@example.com`;
    const created = (await buy(buyer.token, valid(to))).body.data;
    await pay(buyer.token, created.orderId);
    const { code } = await mailedCode(to);
    clock.advance(366 * 24 * 60 * 60_000);
    const res = await redeem((await t.signup()).token, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(giftVoucherTexts.expired);
  });
});
