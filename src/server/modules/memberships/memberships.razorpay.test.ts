import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import type { FakeRazorpay } from '../../platform/payments/razorpay-fake.test-support';
import { startAppWithFakeRazorpay } from '../payments/payments.test-support';

const keys = {
  keyId: 'rzp_test_Chamak000036',
  keySecret: 'fake-secret-36',
  webhookSecret: 'fake-webhook-36',
};
const clock = manualClock(new Date('2026-12-01T03:30:00Z'));
let t: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startAppWithFakeRazorpay({ keys, clock }));
});
afterAll(() => close());

const deliver = (d: { rawBody: string; headers: Record<string, string> }) =>
  fetch(`${t.baseUrl}/api/payment/webhook`, { method: 'POST', headers: d.headers, body: d.rawBody });

describe('memberships against the loopback Razorpay (Subscriptions API)', () => {
  it('makes the plan once, a subscription per customer, and applies its signed webhooks; cancels at cycle end', async () => {
    const planId = (await t.request('GET', '/api/memberships/plans')).body.data.plans[0].id;
    const a = await t.signup();
    const res = await t.request('POST', '/api/memberships', { token: a.token, body: { planId } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ provider: 'razorpay', keyId: keys.keyId });
    expect(res.body.data.shortUrl).toMatch(/^https:\/\/rzp\.io\//);
    const b = await t.signup();
    expect((await t.request('POST', '/api/memberships', { token: b.token, body: { planId } })).status).toBe(
      201,
    );

    const planCalls = fake.requests.filter((r) => r.method === 'POST' && r.url === '/v1/plans');
    expect(planCalls).toHaveLength(1);
    expect(planCalls[0]!.body).toMatchObject({
      period: 'monthly',
      interval: 1,
      item: { amount: 29900, currency: 'INR' },
    });
    const subCall = fake.requests.find((r) => r.url === '/v1/subscriptions')!;
    expect(subCall.body).toMatchObject({
      plan_id: [...fake.plans.keys()][0],
      total_count: 120,
      customer_notify: 1,
    });

    const subId = res.body.data.membership.subscriptionId as string;
    const sub = fake.subscriptions.get(subId)!;
    const now = Math.floor(clock.now().getTime() / 1000);
    Object.assign(sub, {
      status: 'active',
      current_start: now,
      current_end: now + 30 * 86_400,
      charge_at: now + 30 * 86_400,
      paid_count: 1,
    });
    const charged = fake.webhook('subscription.charged', {
      subscription: { entity: sub },
      payment: {
        entity: {
          id: 'pay_fake36first',
          entity: 'payment',
          amount: 29900,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
        },
      },
    });
    expect((await deliver(charged)).status).toBe(200);
    expect((await deliver(charged)).status).toBe(200);
    const current = (await t.request('GET', '/api/memberships/current', { token: a.token })).body.data
      .membership;
    expect(current).toMatchObject({ status: 'active', perksActive: true });
    expect(current.charges).toHaveLength(1);

    const forged = { ...charged, headers: { ...charged.headers, 'x-razorpay-signature': '0'.repeat(64) } };
    expect((await deliver(forged)).status).toBe(400);

    const cancelled = await t.request('POST', '/api/memberships/current/cancel', { token: a.token });
    expect(cancelled.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      url: `/v1/subscriptions/${subId}/cancel`,
      body: { cancel_at_cycle_end: 1 },
    });
    expect(cancelled.body.data).toMatchObject({
      cancelAtPeriodEnd: true,
      perksActive: true,
      nextChargeAt: null,
    });
  });

  it('refuses the sandbox checkout when Razorpay is the provider', async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/memberships/sandbox/checkout', {
      token,
      body: { subscriptionId: 'sub_x' },
    });
    expect(res.status).toBe(404);
  });
});
