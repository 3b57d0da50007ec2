/**
 * GST inside a price (prices include 18% GST). Cleaning is SAC 998533; supply inside
 * Madhya Pradesh (state code 23, where the company is registered) is CGST 9% + SGST 9%, elsewhere IGST 18%,
 * by the place of supply: the property's state.
 */
export const SAC_CLEANING = '998533';
export const HOME_STATE_CODE = '23';
const RATE_BASIS_POINTS = 1800;

export interface GstSplit {
  /** Price before discount, without tax. */
  grossTaxablePaise: number;
  /** Discount, without tax: shown before tax as Rule 46 asks. */
  discountTaxablePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  intraState: boolean;
}

const untaxed = (inclusivePaise: number) =>
  Math.round((inclusivePaise * 10_000) / (10_000 + RATE_BASIS_POINTS));

export function isHomeState(state: string): boolean {
  const s = state.trim().toLowerCase().replace(/\s+/g, ' ');
  return s === 'madhya pradesh' || s === 'mp' || s === 'm.p.' || s === HOME_STATE_CODE;
}

/**
 * Splits a tax-inclusive price after its discount. Rounded to the paisa so that taxable value plus
 * taxes is exactly what the customer paid; an odd paisa of tax goes to SGST.
 */
export function splitGst(input: { pricePaise: number; discountPaise: number; state: string }): GstSplit {
  const totalPaise = input.pricePaise - input.discountPaise;
  const taxablePaise = untaxed(totalPaise);
  const tax = totalPaise - taxablePaise;
  const grossTaxablePaise = untaxed(input.pricePaise);
  const intraState = isHomeState(input.state);
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return {
    grossTaxablePaise,
    discountTaxablePaise: grossTaxablePaise - taxablePaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
    totalPaise,
    intraState,
  };
}

/** India's financial year (April to March) of an IST date, as '26-27'. */
export function financialYearOf(istDate: string): string {
  const [y, m] = istDate.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A document serial of at most 16 characters (CGST Rule 46(b)): PREFIX/YY-YY/NNNNNN. */
export function documentSerial(prefix: string, financialYear: string, n: number): string {
  const serial = `${prefix}/${financialYear}/${String(n).padStart(6, '0')}`;
  if (serial.length > 16 || !/^[A-Za-z0-9/-]+$/.test(serial))
    throw new Error(`serial ${serial} breaks Rule 46`);
  return serial;
}
