import { describe, expect, it } from 'vitest';
import { type Offer, offerTerms } from './offers';

const offer = (o: Partial<Offer>): Offer => ({
  code: 'X',
  description: '',
  type: 'percent',
  value: 10,
  maxDiscountPaise: null,
  minOrderPaise: null,
  firstBookingOnly: false,
  expiresAt: null,
  ...o,
});

describe('offerTerms', () => {
  it.each([
    [offer({}), 'en', '10% off'],
    [
      offer({ value: 20, maxDiscountPaise: 30_000, firstBookingOnly: true }),
      'en',
      '20% off · up to ₹300 · first booking only',
    ],
    [
      offer({ type: 'flat', value: 20_000, minOrderPaise: 150_000 }),
      'en',
      '₹200 off · on orders of ₹1,500 or more',
    ],
    // A cap means nothing on a flat amount: not said.
    [offer({ type: 'flat', value: 5_000, maxDiscountPaise: 1_000 }), 'en', '₹50 off'],
    [offer({ expiresAt: '2026-12-31T18:29:00Z' }), 'en', '10% off · until Thu, 31 Dec 2026'],
    [
      offer({ value: 20, maxDiscountPaise: 30_000, firstBookingOnly: true }),
      'hi',
      '20% की छूट · अधिकतम ₹300 · सिर्फ़ पहली बुकिंग पर',
    ],
    [
      offer({ type: 'flat', value: 20_000, minOrderPaise: 150_000 }),
      'hi',
      '₹200 की छूट · ₹1,500 या उससे ज़्यादा के ऑर्डर पर',
    ],
  ] as const)('%j in %s → %s', (o, language, words) => {
    expect(offerTerms(o, language)).toBe(words);
  });
});
