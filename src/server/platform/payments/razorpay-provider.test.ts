import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createRazorpayProvider } from './razorpay-provider';
import { PAYMENT_UNAVAILABLE_MESSAGE } from './provider';
import { startFakeRazorpay, type FakeRazorpay } from './razorpay-fake.test-support';

const KEY_ID = 'rzp_test_Chamak000001';
const KEY_SECRET = 'fake-razorpay-key-secret';
let fake: FakeRazorpay;
const provider = () =>
  createRazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: 'wh',
    apiBaseUrl: fake.baseUrl,
  });

beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
});

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`not an AppError: ${String(error)}`);
  }
  throw new Error('did not fail');
}

describe('Razorpay provider (our REST client against a loopback fake of the API)', () => {
  it('creates an order in paise and INR with our receipt and notes, authenticated with the keys', async () => {
    const order = await provider().createOrder({
      amountPaise: 650000,
      receipt: 'bk123',
      notes: { booking_id: 'b-1' },
    });
    expect(order.id).toMatch(/^order_/);
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 650000, currency: 'INR', receipt: 'bk123', notes: { booking_id: 'b-1' } },
    });
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it("fetches an order's payments and refunds one with our idempotency key as receipt", async () => {
    const p = provider();
    const order = await p.createOrder({ amountPaise: 49900, receipt: 'r', notes: {} });
    const payId = fake.capture(order.id);
    expect(await p.fetchOrderPayments(order.id)).toEqual([
      {
        id: payId,
        orderId: order.id,
        status: 'captured',
        method: 'upi',
        amountPaise: 49900,
        createdAt: fake.payments.get(payId)!.created_at,
      },
    ]);
    const refund = await p.refund({
      paymentId: payId,
      amountPaise: 10000,
      idempotencyKey: 'full:abc',
      notes: { refund_row_id: 'x' },
    });
    expect(refund).toMatchObject({ status: 'pending' });
    expect(refund.id).toMatch(/^rfnd_/);
    expect(fake.requests.at(-1)!.body).toMatchObject({
      amount: 10000,
      receipt: 'full:abc',
      notes: { refund_row_id: 'x' },
    });
  });

  it("turns Razorpay's error bodies into a 502 that names the reason", async () => {
    const tooSmall = await failure(provider().createOrder({ amountPaise: 50, receipt: 'r', notes: {} }));
    expect(tooSmall).toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_REJECTED' });
    expect(tooSmall.message).toContain('Order amount less than minimum amount allowed');
    const badKeys = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: 'wrong',
      webhookSecret: undefined,
      apiBaseUrl: fake.baseUrl,
    });
    expect((await failure(badKeys.fetchOrderPayments('order_x'))).message).toContain('Authentication failed');
    const p = provider();
    const order = await p.createOrder({ amountPaise: 1000, receipt: 'r', notes: {} });
    const payId = fake.capture(order.id);
    const over = await failure(
      p.refund({ paymentId: payId, amountPaise: 1001, idempotencyKey: 'k', notes: {} }),
    );
    expect(over.message).toContain('greater than amount captured');
  });

  it('captures an authorized payment for its amount, and takes an already captured one as it is', async () => {
    const p = provider();
    const order = await p.createOrder({ amountPaise: 49900, receipt: 'r', notes: {} });
    const payId = fake.capture(order.id, 'authorized');
    expect(await p.capture(payId, 49900)).toMatchObject({ id: payId, status: 'captured' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${payId}/capture`,
      body: { amount: 49900, currency: 'INR' },
    });
    // A second capture (another process, or auto-capture) is refused by Razorpay; the payment is captured.
    expect(await p.capture(payId, 49900)).toMatchObject({ status: 'captured' });
  });

  it.each([
    ['a dropped connection', 'drop'],
    ['a 500 from Razorpay', 'error500'],
    ['a 429 rate limit', 'rateLimited'],
  ] as const)('answers 503 on %s', async (_what, mode) => {
    fake.mode = mode;
    const error = await failure(provider().createOrder({ amountPaise: 1000, receipt: 'r', notes: {} }));
    expect(error).toMatchObject({
      statusCode: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: PAYMENT_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers 503 when nothing listens', async () => {
    const dead = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      apiBaseUrl: 'http://127.0.0.1:9',
    });
    expect(await failure(dead.fetchOrderPayments('order_x'))).toMatchObject({ statusCode: 503 });
  });

  it('accepts no webhook at all without a webhook secret', () => {
    const p = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      apiBaseUrl: fake.baseUrl,
    });
    expect(p.isValidWebhookSignature(Buffer.from('{}'), 'a'.repeat(64))).toBe(false);
  });
});
