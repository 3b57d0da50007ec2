import { describe, expect, it } from 'vitest';
import { upiFlows } from './razorpay-checkout';

describe('the UPI flows Razorpay’s checkout offers', () => {
  it.each([
    ['razorpay_qr', true, ['intent', 'qr']],
    ['razorpay_qr', false, ['qr']],
    ['razorpay_upi', true, ['intent']],
    ['razorpay_upi', false, ['qr']],
  ] as const)('%s on a phone: %s → %j', (method, phone, flows) => {
    expect(upiFlows(method, phone)).toEqual(flows);
  });
});
