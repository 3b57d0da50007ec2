import { z } from 'zod';
import { formatInstantDay } from './date-format';
import { formatRupees } from '../money';

/** An offer everyone may use (a public coupon): GET /api/offers. */
export const offerSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: z.enum(['percent', 'flat']),
  /** Percent (1-100), or paise for a flat offer. */
  value: z.number(),
  maxDiscountPaise: z.number().nullable(),
  minOrderPaise: z.number().nullable(),
  firstBookingOnly: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

const words = {
  en: {
    percent: (n: number) => `${n}% off`,
    flat: (amount: string) => `${amount} off`,
    cap: (amount: string) => `up to ${amount}`,
    minimum: (amount: string) => `on orders of ${amount} or more`,
    first: 'first booking only',
    until: (day: string) => `until ${day}`,
  },
  hi: {
    percent: (n: number) => `${n}% की छूट`,
    flat: (amount: string) => `${amount} की छूट`,
    cap: (amount: string) => `अधिकतम ${amount}`,
    minimum: (amount: string) => `${amount} या उससे ज़्यादा के ऑर्डर पर`,
    first: 'सिर्फ़ पहली बुकिंग पर',
    until: (day: string) => `${day} तक`,
  },
};

/** An offer's rules in words, as the coupon box checks them: '20% off · up to ₹300 · first booking only'. */
export function offerTerms(o: Offer, language: 'en' | 'hi' = 'en'): string {
  const w = words[language];
  return [
    o.type === 'percent' ? w.percent(o.value) : w.flat(formatRupees(o.value)),
    o.type === 'percent' && o.maxDiscountPaise !== null ? w.cap(formatRupees(o.maxDiscountPaise)) : null,
    o.minOrderPaise !== null ? w.minimum(formatRupees(o.minOrderPaise)) : null,
    o.firstBookingOnly ? w.first : null,
    o.expiresAt ? w.until(formatInstantDay(new Date(o.expiresAt), language)) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
