import { describe, expect, it } from 'vitest';
import { minutesToHours, monthOf, weekOf } from './earnings';

describe('earnings periods (India dates, weeks from Monday)', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
    ['2026-11-25', '2026-11-23', '2026-11-29'], // a Wednesday
    ['2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday ends the week
    ['2027-01-01', '2026-12-28', '2027-01-03'], // across the year
  ])('the week of %s runs %s to %s', (today, from, to) => {
    expect(weekOf(today)).toEqual({ from, to });
  });

  it.each([
    ['2026-11-25', '2026-11-01', '2026-11-30'],
    ['2027-02-14', '2027-02-01', '2027-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('the month of %s runs %s to %s', (today, from, to) => {
    expect(monthOf(today)).toEqual({ from, to });
  });

  it.each([
    [0, 0],
    [90, 1.5],
    [100, 1.7],
  ])('%i minutes are %s hours', (minutes, hours) => expect(minutesToHours(minutes)).toBe(hours));
});
