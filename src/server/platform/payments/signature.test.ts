import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from './signature';

const require = createRequire(import.meta.url);
const razorpayUtils = require('razorpay/dist/utils/razorpay-utils') as {
  validatePaymentVerification(
    p: { order_id: string; payment_id: string },
    sig: string,
    secret: string,
  ): boolean;
  validateWebhookSignature(body: string, sig: string, secret: string): boolean;
};

const secret = 'test-key-secret';
const order = 'order_Abc123DEF456gh';
const pay = 'pay_Zyx987WVU654ts';
const good = paymentSignature(secret, order, pay);

describe('payment signatures', () => {
  it.each([
    ['the genuine signature', good, true],
    ['a forged signature of the right shape', 'a'.repeat(64), false],
    ['the ids swapped (payment_id|order_id)', hmacSha256Hex(secret, `${pay}|${order}`), false],
    ['a signature one character short', good.slice(0, 63), false],
    ['a signature one character long', `${good}0`, false],
    ['the signature made with another secret', paymentSignature('another-secret', order, pay), false],
    ['upper-case hex', good.toUpperCase(), false],
    ['an empty string', '', false],
    ['not a string', 12345, false],
  ])('%s verifies: %s', (_what, signature, ok) => {
    expect(isValidPaymentSignature(secret, order, pay, signature)).toBe(ok);
  });

  it('is exactly what Razorpay makes: its own validatePaymentVerification accepts ours', () => {
    expect(
      razorpayUtils.validatePaymentVerification({ order_id: order, payment_id: pay }, good, secret),
    ).toBe(true);
    expect(
      razorpayUtils.validatePaymentVerification(
        { order_id: order, payment_id: pay },
        paymentSignature('x', order, pay),
        secret,
      ),
    ).toBe(false);
  });

  it('signs webhooks over the raw bytes, as Razorpay validateWebhookSignature expects', () => {
    const raw = '{"event":"payment.captured","payload":{ "spaced" : true }}';
    const sig = hmacSha256Hex('whsec', raw);
    expect(razorpayUtils.validateWebhookSignature(raw, sig, 'whsec')).toBe(true);
    expect(isValidWebhookSignature('whsec', Buffer.from(raw), sig)).toBe(true);
    // The same JSON re-serialised is different bytes: never accepted.
    expect(isValidWebhookSignature('whsec', Buffer.from(JSON.stringify(JSON.parse(raw))), sig)).toBe(false);
    expect(isValidWebhookSignature('other', Buffer.from(raw), sig)).toBe(false);
  });
});
