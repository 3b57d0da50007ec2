import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesExact } from './money';

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('rupee formatting', () => {
  it('groups like en-IN', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(99_900)).toBe('₹999');
    expect(formatRupees(150_000)).toBe('₹1,500');
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
    expect(formatRupees(1_234_567_850)).toBe('₹1,23,45,678.50');
    // A negative amount puts the minus sign before the rupee sign: '−₹650.50', never '₹-650.50'.
    expect(formatRupees(-65_050)).toBe('−₹650.50');
    expect(formatRupees(-79_800)).toBe('−₹798');
    expect(formatRupeesExact(-79_800)).toBe('−₹798.00');
    expect(formatRupeesExact(5)).toBe('₹0.05');
    expect(formatRupeesExact(150_000)).toBe('₹1,500.00');
  });

  it('writes every amount of paise exactly as Intl.NumberFormat("en-IN") does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const rupees = Math.abs(paise) / 100;
        const sign = paise < 0 ? '−' : '';
        expect(formatRupees(paise)).toBe(
          `${sign}₹${Number.isInteger(rupees) ? whole.format(rupees) : exact.format(rupees)}`,
        );
        expect(formatRupeesExact(paise)).toBe(`${sign}₹${exact.format(rupees)}`);
      }),
      { numRuns: 5000 },
    );
  });
});
