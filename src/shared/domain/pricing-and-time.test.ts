import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesExact, paiseToRupees, rupeesToPaise } from '../money';
import { calculatePrice, DEFAULT_MIN_AREA_SQFT, minimumQuantity } from './pricing';
import {
  addMonths,
  formatDateLong,
  formatTime12h,
  indiaDateTime,
  isValidDate,
  slotStart,
  todayInIndia,
} from './time';

describe('calculatePrice', () => {
  const home3 = { name: '3 BHK', pricePaise: 600_000, maxArea: 1500, extraPerSqftPaise: 300 };
  const home1 = { name: '1 BHK Standard', pricePaise: 85_000, maxArea: 600, extraPerSqftPaise: null };
  it.each([
    ['sq.ft', { name: 'Basic', pricePaise: 6_500, maxArea: null, extraPerSqftPaise: null }, 1000, 6_500_000],
    ['fixed', home3, 1500, 600_000],
    ['fixed', home3, 1600, 630_000],
    ['fixed', home1, 600, 85_000],
    ['unit', { name: 'Normal', pricePaise: 49_900, maxArea: null, extraPerSqftPaise: null }, 3, 149_700],
  ] as const)('%s %j × %d = %d paise', (pricingType, pkg, quantity, total) => {
    expect(calculatePrice({ pricingType, pkg, quantity })).toMatchObject({ ok: true, totalPaise: total });
  });

  it('refuses a bounded package above its area, fractions of units and non-positive amounts', () => {
    expect(calculatePrice({ pricingType: 'fixed', pkg: home1, quantity: 601 })).toEqual({
      ok: false,
      message: 'This package covers up to 600 sq.ft. Please choose a larger package.',
    });
    expect(calculatePrice({ pricingType: 'unit', pkg: home1, quantity: 1.5 }).ok).toBe(false);
    expect(calculatePrice({ pricingType: 'sq.ft', pkg: home1, quantity: 0 }).ok).toBe(false);
  });
});

describe('the least quantity a package is booked for (0.000001 sq.ft was a ₹0 office clean)', () => {
  const office = { name: 'Basic', pricePaise: 6_500, maxArea: null, extraPerSqftPaise: null };
  it.each([
    ['sq.ft', { minArea: null }, DEFAULT_MIN_AREA_SQFT],
    ['sq.ft', {}, 100],
    ['sq.ft', { minArea: 250 }, 250],
    ['unit', { minArea: null }, 1],
    ['fixed', { minArea: 800 }, 0],
  ] as const)('%s %j → %d', (pricingType, pkg, least) => {
    expect(minimumQuantity(pricingType, pkg)).toBe(least);
  });

  it.each([
    [null, 0.000001, false],
    [null, 99.99, false],
    [null, 100, true],
    [250, 249, false],
    [250, 250, true],
  ] as const)('office with minArea %j at %d sq.ft bookable: %s', (minArea, quantity, ok) => {
    const pkg = { ...office, minArea };
    const result = calculatePrice({ pricingType: 'sq.ft', pkg, quantity });
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.message).toBe(`This service is booked for at least ${minArea ?? 100} sq.ft.`);
    else expect(result.totalPaise).toBeGreaterThan(0);
  });

  it('leaves fixed packages priced by their band, whatever minArea labels', () => {
    const home = { name: '2 BHK', pricePaise: 300_000, minArea: 800, maxArea: 1000, extraPerSqftPaise: null };
    expect(calculatePrice({ pricingType: 'fixed', pkg: home, quantity: 500 })).toMatchObject({ ok: true });
  });
});

describe('money', () => {
  it('converts and formats en-IN rupees', () => {
    expect(rupeesToPaise(650.5)).toBe(65_050);
    expect(paiseToRupees(65_050)).toBe(650.5);
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
    expect(formatRupeesExact(150_000)).toBe('₹1,500.00');
  });
});

describe('Indian time', () => {
  it('knows the Indian date around midnight UTC', () => {
    expect(todayInIndia(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11-30');
    expect(todayInIndia(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });
  it('writes an instant as India’s date and time for exports', () => {
    expect(indiaDateTime(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30 23:59');
    expect(indiaDateTime(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01 00:00');
    expect(indiaDateTime(new Date('2026-12-31T20:15:00Z'))).toBe('2027-01-01 01:45');
  });
  it('places a slot at its IST instant and formats it', () => {
    expect(slotStart('2026-12-01', '08:00').toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('08:00')).toBe('8:00 AM');
    expect(formatDateLong('2026-12-01')).toBe('Tue, 1 Dec 2026');
  });
  it('rejects impossible dates and clamps month ends', () => {
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});
