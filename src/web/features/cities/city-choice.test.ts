import { describe, expect, it } from 'vitest';
import { withCityPrices } from './city-choice';

describe('withCityPrices', () => {
  const services = [
    {
      slug: 'home',
      packages: [
        { _id: 'a', price: 850 },
        { _id: 'b', price: 4000 },
      ],
    },
  ];
  it("lays the city's own prices over the catalogue's and keeps the rest", () => {
    expect(withCityPrices(services, { prices: { a: 749 } })[0]!.packages).toEqual([
      { _id: 'a', price: 749 },
      { _id: 'b', price: 4000 },
    ]);
  });
  it('keeps the catalogue without a city or without prices of its own', () => {
    expect(withCityPrices(services, undefined)).toBe(services);
    expect(withCityPrices(services, { prices: {} })).toBe(services);
  });
});
