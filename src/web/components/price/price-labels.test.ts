import { describe, expect, it } from 'vitest';
import {
  addonLabel,
  addonsFor,
  areaLabel,
  extraAreaLabel,
  priceLabel,
  priceUnit,
  startingPrice,
} from './price-labels';
import { sampleServices } from '../../test/test-support';

const bySlug = (slug: string) => sampleServices.find((s) => s.slug === slug)!;

describe('price labels', () => {
  it.each([
    { slug: 'office-cleaning', amount: 65, label: '₹65/sq.ft' },
    { slug: 'home-cleaning', amount: 4000, label: '₹4,000' },
    { slug: 'home-cleaning', amount: 150000, label: '₹1,50,000' },
    { slug: 'sofa-cleaning', amount: 499, label: '₹499 per sofa/mattress' },
    { slug: 'water-tank-cleaning', amount: 1299, label: '₹1,299 per tank' },
    { slug: 'kitchen-cleaning', amount: 99.5, label: '₹99.50' },
  ])('$slug: $amount rupees read $label', ({ slug, amount, label }) => {
    expect(priceLabel(bySlug(slug), amount)).toBe(label);
    expect(priceLabel(bySlug(slug), amount)).not.toContain('$');
  });

  it('names the unit of per-sq.ft and per-unit prices only', () => {
    expect(priceUnit(bySlug('office-cleaning'))).toBe('/sq.ft');
    expect(priceUnit(bySlug('water-tank-cleaning'))).toBe('per tank');
    expect(priceUnit(bySlug('home-cleaning'))).toBe('');
  });

  it.each([
    { minArea: null, maxArea: 600, label: 'Up to 600 sq.ft' },
    { minArea: 800, maxArea: 1000, label: '800–1,000 sq.ft' },
    { minArea: 1000, maxArea: null, label: 'From 1,000 sq.ft' },
    { minArea: null, maxArea: null, label: null },
  ])('area bounds $minArea..$maxArea read $label', ({ minArea, maxArea, label }) => {
    expect(areaLabel({ minArea, maxArea })).toBe(label);
  });

  it('states the extra per sq.ft beyond the upper bound (3 BHK)', () => {
    expect(extraAreaLabel({ maxArea: 1500, extraPerSqft: 3 })).toBe('+₹3 per sq.ft beyond 1,500 sq.ft');
    expect(extraAreaLabel({ maxArea: 600, extraPerSqft: null })).toBeNull();
  });

  it("writes add-ons as 'Item – ₹price' and keeps package-only add-ons with their package", () => {
    const kitchen = bySlug('kitchen-cleaning');
    expect(addonLabel(kitchen.addons[0])).toBe('Microwave – ₹299');
    expect(addonsFor(kitchen.addons, ['Normal']).map((a) => a.name)).toEqual([
      'Microwave',
      'Chimney',
      'Refrigerator',
      'Mixture',
    ]);
    expect(addonsFor(kitchen.addons, ['Deep/Modular']).map((a) => a.name)).not.toContain('Mixture');
  });

  it('starts at the cheapest package', () => {
    expect(startingPrice(bySlug('home-cleaning'))).toBe(850);
  });
});
