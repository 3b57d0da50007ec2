import { describe, expect, it } from 'vitest';
import { documentSerial, financialYearOf, splitGst } from './gst';

describe('GST split of a tax-inclusive price', () => {
  it.each([
    // price, discount, state → taxable, cgst, sgst, igst
    [650000, 0, 'Madhya Pradesh', 550847, 49576, 49577, 0],
    [650000, 0, 'Maharashtra', 550847, 0, 0, 99153],
    [118000, 0, 'madhya  pradesh', 100000, 9000, 9000, 0],
    [118000, 11800, 'Madhya Pradesh', 90000, 8100, 8100, 0],
    [34900, 0, 'Gujarat', 29576, 0, 0, 5324],
    [100, 0, 'Madhya Pradesh', 85, 7, 8, 0],
    [1, 0, 'Madhya Pradesh', 1, 0, 0, 0],
    [0, 0, 'Madhya Pradesh', 0, 0, 0, 0],
  ])(
    '%i paise less %i in %s: taxable %i, CGST %i, SGST %i, IGST %i',
    (price, discount, state, taxable, cgst, sgst, igst) => {
      const s = splitGst({ pricePaise: price, discountPaise: discount, state });
      expect([s.taxablePaise, s.cgstPaise, s.sgstPaise, s.igstPaise]).toEqual([taxable, cgst, sgst, igst]);
      // Nothing lost or made up in rounding: the parts add up to what was paid.
      expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(price - discount);
    },
  );

  it('takes the discount off before tax and shows it without tax', () => {
    const s = splitGst({ pricePaise: 118000, discountPaise: 11800, state: 'Madhya Pradesh' });
    expect(s).toMatchObject({
      grossTaxablePaise: 100000,
      discountTaxablePaise: 10000,
      taxablePaise: 90000,
      totalPaise: 106200,
    });
  });
});

describe('document serials', () => {
  it.each([
    ['2026-04-01', '26-27'],
    ['2027-03-31', '26-27'],
    ['2027-04-01', '27-28'],
    ['2099-12-01', '99-00'],
  ])('the financial year of %s is %s', (date, fy) => expect(financialYearOf(date)).toBe(fy));

  it('keeps to 16 characters of letters, digits, / and -', () => {
    expect(documentSerial('CHM', '26-27', 123)).toBe('CHM/26-27/000123');
    expect(() => documentSerial('CHM', '26-27', 1_000_000)).toThrow();
  });
});
