import { describe, expect, it } from 'vitest';
import { upiPaymentLink } from './upi-link';

describe('upiPaymentLink', () => {
  it.each([
    [150_000, 'am=1500.00'],
    [34_950, 'am=349.50'],
    [1, 'am=0.01'],
  ])('writes %i paise as %s with the payee and reference', (amountPaise, amount) => {
    const link = upiPaymentLink({
      vpa: 'chamak@upi',
      payee: 'Chamak Cleaning',
      amountPaise,
      transactionRef: 'A1B2C3D4',
      note: 'Booking A1B2C3D4',
    });
    expect(link).toBe(
      `upi://pay?pa=chamak%40upi&pn=Chamak%20Cleaning&${amount}&cu=INR&tr=A1B2C3D4&tn=Booking%20A1B2C3D4`,
    );
  });
});
