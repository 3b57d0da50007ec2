import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, giftVouchers, outboxEmails, users } from '../../db/schema/index';
import { contentOf } from '../../platform/mail/outbox';
import type { PaymentProvider } from '../../platform/payments/provider';
import { providerUnavailable } from '../../platform/payments/provider';
import { giftVoucherAdminTexts, giftVoucherTexts } from '../../../shared/schemas/gift-vouchers';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { paymentEntity, webhookDelivery } from '../payments/payments.test-support';
import { createGiftVouchersService } from './gift-vouchers.service';

const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '5' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const CODE = /\b[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}\b/;
let n = 0;

/** A paid voucher to a fresh address: its id, the code the recipient got, and the buyer. */
async function paidVoucher() {
  const buyer = await t.signup();
  const to = `gift-admin-${++n}-${Date.now()}@example.com`;
  const created = (
    await t.request('POST', '/api/gift-vouchers', {
      token: buyer.token,
      body: { amountRupees: 1000, recipientName: 'Asha Rao', recipientEmail: to },
    })
  ).body.data;
  const c = (
    await t.request('POST', '/api/gift-vouchers/sandbox/checkout', {
      token: buyer.token,
      body: { orderId: created.orderId, method: 'upi' },
    })
  ).body.data;
  const paid = await t.request('POST', '/api/gift-vouchers/verify', {
    token: buyer.token,
    body: {
      razorpayOrderId: c.razorpayOrderId,
      razorpayPaymentId: c.razorpayPaymentId,
      razorpaySignature: c.razorpaySignature,
    },
  });
  expect(paid.status).toBe(200);
  const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
  const code = CODE.exec((await contentOf(mail!)).text)![0];
  return { id: created.voucherId as string, orderId: created.orderId as string, code, buyer, to };
}

const refund = (id: string, body: unknown, token = admin) =>
  t.request('POST', `/api/admin/gift-vouchers/${id}/refund`, { token, body });
const redeem = (token: string, code: string) =>
  t.request('POST', '/api/gift-vouchers/redeem', { token, body: { code } });
const row = async (id: string) =>
  (await t.database.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0]!;

describe('gift vouchers in the admin console', () => {
  it('lists vouchers by state with the recipient masked and never a code', async () => {
    const v = await paidVoucher();
    const unpaid = (
      await t.request('POST', '/api/gift-vouchers', {
        token: v.buyer.token,
        body: { amountRupees: 500, recipientName: 'Ravi', recipientMobile: '9826012345' },
      })
    ).body.data;
    const all = await t.request('GET', '/api/admin/gift-vouchers?size=100', { token: admin });
    expect(all.status).toBe(200);
    const item = all.body.data.items.find((i: { id: string }) => i.id === v.id);
    expect(item).toMatchObject({
      state: 'paid',
      amountPaise: 100_000,
      recipientName: 'Asha Rao',
      recipientContact: `g***@example.com`,
      refundable: true,
      buyer: { id: v.buyer.user._id },
    });
    const pending = all.body.data.items.find((i: { id: string }) => i.id === unpaid.voucherId);
    expect(pending).toMatchObject({
      state: 'pending_payment',
      recipientContact: '98XXXXXX45',
      refundable: false,
    });
    const text = JSON.stringify(all.body);
    expect(text).not.toContain(v.code);
    expect(text).not.toContain(v.code.replace(/-/g, ''));
    expect(text).not.toContain('codeHash');
    expect(text).not.toContain(v.to);
    const paidOnly = await t.request('GET', '/api/admin/gift-vouchers?state=paid', { token: admin });
    expect(paidOnly.body.data.items.every((i: { state: string }) => i.state === 'paid')).toBe(true);
    expect((await t.request('GET', '/api/admin/gift-vouchers?state=nope', { token: admin })).status).toBe(
      400,
    );
    expect((await t.request('GET', '/api/admin/gift-vouchers', { token: v.buyer.token })).status).toBe(403);
  });

  it('refuses a reason too short, too long, with control characters, or extra fields (400)', async () => {
    const v = await paidVoucher();
    for (const body of [
      {},
      { reason: 'ab' },
      { reason: 'x'.repeat(201) },
      { reason: 'bad\u0000reason' },
      { reason: 'line\u0007bell' },
      { reason: 'Customer asked', extra: 1 },
    ]) {
      const res = await refund(v.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await refund('not-a-uuid', { reason: 'Customer asked' })).status).toBe(400);
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'Customer asked' })).status).toBe(
      404,
    );
    expect((await row(v.id)).status).toBe('paid');
  });

  it('refunds a paid voucher once when two admins press at once; its code is then refused as an unknown one', async () => {
    const v = await paidVoucher();
    const [a, b] = await Promise.all([
      refund(v.id, { reason: 'Buyer changed their mind' }),
      refund(v.id, { reason: 'Buyer changed their mind' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a : b;
    expect(done.body.message).toBe(giftVoucherAdminTexts.refunded);
    expect(done.body.data.voucher).toMatchObject({ state: 'refunded', refundable: false });
    const stored = await row(v.id);
    expect(stored).toMatchObject({ status: 'refunded', refundReason: 'Buyer changed their mind' });
    expect(stored.providerRefundId).toMatch(/^rfnd_/);
    expect(['pending', 'processed']).toContain(stored.refundStatus);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'gift-voucher.refunded')));
    expect(audits).toHaveLength(1);
    // The buyer is told once, in words that say the code is dead and when the money is back.
    const told = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, v.buyer.email), eq(outboxEmails.kind, 'gift-voucher-refunded')));
    expect(told).toHaveLength(1);
    expect((await contentOf(told[0]!)).text).toContain('its code no longer works');
    // A third press: refused in words.
    expect((await refund(v.id, { reason: 'Again please' })).status).toBe(409);

    // The code holder learns nothing: the same refusal as a code that never existed.
    const holder = await t.signup();
    const refused = await redeem(holder.token, v.code);
    const unknown = await redeem(holder.token, 'ABCD-EFGH-JKMN-PQRS');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(giftVoucherTexts.codeInvalid);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    const list = await t.request('GET', '/api/admin/gift-vouchers?state=refunded', { token: admin });
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(v.id);
  });

  it('refuses to refund a redeemed or unpaid voucher (409 in words)', async () => {
    const v = await paidVoucher();
    const recipient = await t.signup();
    expect((await redeem(recipient.token, v.code)).status).toBe(200);
    const redeemed = await refund(v.id, { reason: 'Too late now' });
    expect(redeemed.status).toBe(409);
    expect(redeemed.body.message).toBe(giftVoucherAdminTexts.redeemed);
    const unpaid = (
      await t.request('POST', '/api/gift-vouchers', {
        token: v.buyer.token,
        body: { amountRupees: 500, recipientName: 'Ravi', recipientEmail: 'ravi-unpaid@example.com' },
      })
    ).body.data;
    const res = await refund(unpaid.voucherId, { reason: 'Nothing paid' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(giftVoucherAdminTexts.notPaid);
  });

  it('a provider outage leaves the voucher refunded (its code refused) and an admin retries with the same key', async () => {
    const v = await paidVoucher();
    const keys: string[] = [];
    let up = false;
    const provider = {
      name: 'sandbox',
      async refund(input: { idempotencyKey: string }) {
        keys.push(input.idempotencyKey);
        if (!up) throw providerUnavailable();
        return { id: 'rfnd_retry0001', status: 'pending' as const };
      },
    } as unknown as PaymentProvider;
    const s = createGiftVouchersService({
      db: t.database.db,
      clock,
      provider,
      credits: {} as never,
      texts: {} as never,
      companyName: 'Chamak',
      publicUrl: 'http://localhost',
    });
    const [owner] = await t.database.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const actor = { id: owner!.id, role: 'admin' };
    const first = await s.refund(actor as never, v.id, { reason: 'Provider down test' });
    expect(first.message).toBe(giftVoucherAdminTexts.refundFailed);
    expect(first.voucher).toMatchObject({ state: 'refunded', refundStatus: 'failed', retryRefund: true });
    expect(await row(v.id)).toMatchObject({ status: 'refunded', refundStatus: 'failed' });
    expect((await redeem((await t.signup()).token, v.code)).status).toBe(404);
    up = true;
    const retried = await s.refund(actor as never, v.id, { reason: 'Provider back' });
    expect(retried.voucher).toMatchObject({ refundStatus: 'pending', retryRefund: false });
    expect(keys).toEqual([`gift-voucher:${v.id}`, `gift-voucher:${v.id}`]);
    expect((await row(v.id)).providerRefundId).toBe('rfnd_retry0001');
    await expect(s.refund(actor as never, v.id, { reason: 'Third time' })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it("marks a voucher refunded once when the provider reports its payment refunded at the provider's dashboard", async () => {
    const v = await paidVoucher();
    const paymentId = (await row(v.id)).paymentId!;
    const delivery = webhookDelivery(t.config.PAYMENT_SANDBOX_SECRET, 'refund.processed', {
      refund: {
        entity: {
          id: 'rfnd_dashboard01',
          entity: 'refund',
          amount: 100_000,
          payment_id: paymentId,
          notes: [],
        },
      },
      ...paymentEntity(paymentId, v.orderId, 100_000, 'refunded'),
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/payment/webhook', {
        rawBody: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(res.status).toBe(200);
    }
    expect(await row(v.id)).toMatchObject({
      status: 'refunded',
      refundStatus: 'processed',
      providerRefundId: 'rfnd_dashboard01',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'gift-voucher.refunded')));
    expect(audits).toHaveLength(1);
    expect((await redeem((await t.signup()).token, v.code)).status).toBe(404);
  });
});
