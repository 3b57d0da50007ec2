import { describe, expect, it } from 'vitest';
import {
  couponFormSchema,
  couponFormToInput,
  leaveFormSchema,
  newCleanerFormSchema,
  rupeesInputToPaise,
} from './admin-forms';

describe('admin form rules', () => {
  it.each([
    ['1499', 149_900],
    ['1,499.50', 149_950],
    ['₹ 20', 2000],
    ['12.345', Number.NaN],
    ['abc', Number.NaN],
  ])('reads %s rupees as %d paise', (text, paise) => expect(rupeesInputToPaise(text)).toBe(paise));

  it('adds a cleaner without a password (one is emailed) but rejects a weak one', () => {
    const base = { name: 'Meena Devi', email: 'Meena@Example.com', phone: '9876543210' };
    expect(newCleanerFormSchema.parse({ ...base, password: '' })).toMatchObject({
      email: 'meena@example.com',
    });
    const weak = newCleanerFormSchema.safeParse({ ...base, password: 'short' });
    expect(weak.success).toBe(false);
  });

  it('refuses leave that ends before it starts', () => {
    const r = leaveFormSchema.safeParse({ from: '2026-12-10', to: '2026-12-09', reason: 'Family' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'The leave cannot end before it starts',
    ]);
  });

  it('turns the coupon form into the API body in paise with the expiry at the end of an Indian day', () => {
    const form = couponFormSchema.parse({
      code: 'diwali10',
      description: '',
      type: 'percent',
      value: '10',
      cap: '500',
      minOrder: '',
      firstBookingOnly: true,
      usageLimit: '100',
      expiresOn: '2026-12-31',
      isActive: true,
      isPublic: false,
    });
    expect(couponFormToInput(form)).toEqual({
      code: 'DIWALI10',
      description: '',
      type: 'percent',
      value: 10,
      maxDiscountPaise: 50_000,
      minOrderPaise: null,
      firstBookingOnly: true,
      usageLimit: 100,
      expiresAt: '2026-12-31T23:59:59+05:30',
      isActive: true,
      isPublic: false,
    });
  });

  it('keeps a percent coupon between 1 and 100', () => {
    const r = couponFormSchema.safeParse({
      code: 'X',
      description: '',
      type: 'percent',
      value: '150',
      cap: '',
      minOrder: '',
      firstBookingOnly: false,
      usageLimit: '',
      expiresOn: '',
      isActive: true,
      isPublic: false,
    });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['A percent coupon is 1 to 100']);
  });
});
