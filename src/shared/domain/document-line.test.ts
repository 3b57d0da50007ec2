import { describe, expect, it } from 'vitest';
import { documentLine, quantityWords } from './document-line';

describe('the service line on a document', () => {
  it.each([
    ['2 bathrooms at ₹499', { quantity: 2, unit: 'bathroom', pricePaise: 99800, addons: [] }, 49900],
    [
      '1 tank with a ₹200 add-on',
      { quantity: 1, unit: 'tank', pricePaise: 119900, addons: [{ pricePaise: 20000 }] },
      99900,
    ],
    ['an area: no unit price', { quantity: 1200, unit: 'sq.ft', pricePaise: 600000, addons: [] }, null],
    [
      'a price that does not divide: none',
      { quantity: 3, unit: 'sofa/mattress', pricePaise: 100000, addons: [] },
      null,
    ],
  ])('%s', (_, input, unitPricePaise) => {
    expect(documentLine(input)).toEqual({ quantity: input.quantity, unit: input.unit, unitPricePaise });
  });
});

describe('the quantity a document prints', () => {
  it.each([
    [1200, 'sq.ft', '1,200 sq.ft'],
    [1, 'tank', '1 tank'],
    [2, 'bathroom', '2 bathrooms'],
    [3, 'sofa/mattress', '3 sofas/mattresses'],
  ])('%d %s → %s', (quantity, unit, words) => expect(quantityWords(quantity, unit)).toBe(words));
});
