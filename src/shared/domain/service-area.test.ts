import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_PINCODES,
  isBeyondHorizon,
  lastBookableDate,
  serviceAreaTexts,
} from './service-area';

describe('booking horizon', () => {
  it.each([
    ['2026-11-25', 90, '2027-02-23', false],
    ['2026-11-25', 90, '2027-02-24', true],
    ['2026-11-25', 1, '2026-11-26', false],
    ['2026-11-25', 1, '2026-11-27', true],
    ['2026-12-31', 30, '2027-01-30', false],
  ])('from %s with %i days, %s beyond: %s', (today, days, date, beyond) => {
    expect(isBeyondHorizon(date, today, days)).toBe(beyond);
  });

  it('names the last date in the message', () => {
    expect(serviceAreaTexts.beyondHorizon(90, lastBookableDate('2026-11-25', 90))).toBe(
      'Bookings open up to 90 days ahead: please choose a date on or before Tue, 23 Feb 2027',
    );
  });
});

describe('default service area', () => {
  it('lists distinct six-digit PINs in Indore district or next to it (45x xxx)', () => {
    const pins = DEFAULT_SERVICE_PINCODES.map((p) => p.pincode);
    expect(new Set(pins).size).toBe(pins.length);
    for (const pin of pins) expect(pin).toMatch(/^45[234]\d{3}$/);
    expect(pins).toContain('452001');
  });
});
