import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  PAYMENT_CANCELLED,
  paymentAlert,
  startPaymentAlert,
  verificationFailedAlert,
} from './payment-messages';

const http = (status: number, message = '') => new ApiError('http', status, message);
const network = new ApiError('network', null, 'Failed to fetch');

describe('spec §8 payment alerts', () => {
  it.each([
    [network, 'Connection lost. Please check your internet and try again.'],
    [http(500), 'Our payment system is temporarily unavailable. Please try again in a few minutes.'],
    [
      http(503, 'Our payment system is temporarily unavailable. Please try again in a few minutes.'),
      'Our payment system is temporarily unavailable. Please try again in a few minutes.',
    ],
    [http(400, 'This booking is already paid.'), 'This booking is already paid.'],
    [http(400, 'Payment failed at the bank'), "We couldn't process your payment. Please try again."],
    [http(400, 'Internal Error'), "We couldn't process your payment. Please try again."],
    [new Error('x'), "We couldn't process your payment. Please try again."],
  ])('payment alert for %o', (error, text) => expect(paymentAlert(error)).toBe(text));

  it.each([
    [network, 'Connection lost. Please check your internet and try again.'],
    [http(401, 'Invalid token'), 'Your session has expired. Please refresh the page and try again.'],
    [http(502), 'Our payment system is temporarily unavailable. Please try again in a few minutes.'],
    [
      http(400, 'This booking has been cancelled and cannot be paid.'),
      'This booking has been cancelled and cannot be paid.',
    ],
    [http(400, 'Cannot read undefined'), 'Unable to start payment. Please try again.'],
    [http(400, 'Validation Error'), 'Unable to start payment. Please try again.'],
    [http(400), 'Unable to start payment. Please try again.'],
  ])('starting-payment alert for %o', (error, text) => expect(startPaymentAlert(error)).toBe(text));

  it('tells a customer whose verification failed about the refund window and their payment ID', () => {
    const text = verificationFailedAlert('pay_Abc123DEF456gh');
    expect(text).toContain('refunded within 5-7 business days');
    expect(text).toContain('contact support');
    expect(text).toContain('pay_Abc123DEF456gh');
  });

  it('keeps the dismissal text of spec §4', () => {
    expect(PAYMENT_CANCELLED).toBe(
      'Payment cancelled. You can complete the payment later from your bookings.',
    );
  });
});
