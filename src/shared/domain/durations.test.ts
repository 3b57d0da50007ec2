import { describe, expect, it } from 'vitest';
import { describeDuration, formatMinutes, jobDurationMinutes, type PackageTiming } from './durations';

const bathroomNormal: PackageTiming = { pricingType: 'unit', durationMinutes: 0, minutesPerUnit: 60 };
const bathroomClassic: PackageTiming = { pricingType: 'unit', durationMinutes: 0, minutesPerUnit: 80 };
const oneBhk: PackageTiming = { pricingType: 'fixed', durationMinutes: 510, minutesPerUnit: 0 };
const officeBasic: PackageTiming = { pricingType: 'sq.ft', durationMinutes: 30, minutesPerUnit: 15 };
const fixedWithStray: PackageTiming = { pricingType: 'fixed', durationMinutes: 120, minutesPerUnit: 10 };

describe('jobDurationMinutes', () => {
  it.each([
    [bathroomNormal, 1, 60],
    [bathroomNormal, 3, 180],
    [bathroomClassic, 1, 80],
    [bathroomClassic, 2, 160],
    [bathroomClassic, 1.2, 160],
    [oneBhk, 450, 510],
    [oneBhk, 600, 510],
    [officeBasic, 100, 45],
    [officeBasic, 101, 60],
    [officeBasic, 1000, 180],
    [officeBasic, 1, 45],
    [fixedWithStray, 5000, 120],
    [bathroomNormal, 0, 0],
  ])('%j for %d takes %d minutes', (pkg, quantity, minutes) =>
    expect(jobDurationMinutes(pkg, quantity)).toBe(minutes),
  );
});

describe('duration texts', () => {
  it.each([
    [45, '45 mins'],
    [60, '60 mins'],
    [80, '1 hr 20 mins'],
    [120, '2 hrs'],
    [510, '8 hrs 30 mins'],
  ])('%d minutes read "%s"', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));

  it.each([
    [bathroomNormal, '60 mins'],
    [bathroomClassic, '1 hr 20 mins'],
    [oneBhk, 'About 8 hrs 30 mins'],
    [officeBasic, '30 mins + 15 mins per 100 sq.ft'],
  ])('%j is shown as "%s" (the spec texts)', (pkg, text) => expect(describeDuration(pkg)).toBe(text));
});
