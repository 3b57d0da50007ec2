import { describe, expect, it } from 'vitest';
import { cityPricePaise, seesCity } from './cities';

const INDORE = '11111111-1111-4111-8111-111111111111';
const BHOPAL = '22222222-2222-4222-8222-222222222222';

describe('seesCity', () => {
  it.each([
    ['unscoped staff, a city booking', undefined, INDORE, true],
    ['unscoped staff, a booking of no city', undefined, null, true],
    ['Bhopal staff, a Bhopal booking', [BHOPAL], BHOPAL, true],
    ['Bhopal staff, an Indore booking', [BHOPAL], INDORE, false],
    ['Bhopal staff, a booking of no city', [BHOPAL], null, false],
    ['two cities, either', [INDORE, BHOPAL], INDORE, true],
  ] as const)('%s', (_name, scope, cityId, expected) => {
    expect(seesCity(scope, cityId)).toBe(expected);
  });
});

describe('cityPricePaise', () => {
  const prices = new Map([['pkg-a', 74_900]]);
  it.each([
    ['the city price where set', prices, 'pkg-a', 74_900],
    ['the catalogue price elsewhere', prices, 'pkg-b', 85_000],
    ['the catalogue price without a city', undefined, 'pkg-a', 85_000],
  ] as const)('%s', (_name, map, pkg, expected) => {
    expect(cityPricePaise(85_000, map, pkg)).toBe(expected);
  });
});
