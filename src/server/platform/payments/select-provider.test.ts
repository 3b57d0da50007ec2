import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const prod = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  DATABASE_URL: 'postgres://db.example.internal/chamak',
};

describe('which payment provider runs', () => {
  it.each([
    ['development without keys', { NODE_ENV: 'development' }, 'sandbox'],
    ['production without keys', prod, 'off'],
    ['production without keys, sandbox allowed', { ...prod, ALLOW_PAYMENT_SANDBOX: 'true' }, 'sandbox'],
    [
      'production with keys',
      { ...prod, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' },
      'razorpay',
    ],
    ['development with only a key id', { RAZORPAY_KEY_ID: 'rzp_test_x' }, 'sandbox'],
  ])('%s: %s', (_what, env, expected) => {
    expect(loadConfig(env as NodeJS.ProcessEnv).paymentProvider).toBe(expected);
  });
});
