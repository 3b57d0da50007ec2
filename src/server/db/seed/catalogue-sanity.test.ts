import { describe, expect, it } from 'vitest';
import { durationInversions } from '../../../shared/domain/catalogue-sanity';
import { describeDuration } from '../../../shared/domain/durations';
import { seedCatalogueRows } from './catalogue-rows';
import { seedCatalogue } from './catalogue-data';

const services = () =>
  seedCatalogueRows().map((rows, i) => ({
    name: seedCatalogue[i]!.name,
    pricingType: seedCatalogue[i]!.pricingType,
    packages: rows.packages.map((p) => ({ ...p, variant: p.variant as 'normal' | 'classic' })),
  }));

describe('the seed catalogue reads sensibly', () => {
  it('has no deep clean shorter than its standard clean and no bigger home shorter than a smaller one', () => {
    expect(durationInversions(services())).toEqual([]);
  });

  it("keeps the spec's duration text for 1 BHK Standard", () => {
    const home = services().find((s) => s.name === 'Home Cleaning')!;
    const standard = home.packages.find((p) => p.name === '1 BHK Standard')!;
    expect(describeDuration({ pricingType: 'fixed', ...standard })).toBe('About 8 hrs 30 mins');
    expect(home.packages.map((p) => p.duration)).toEqual([
      'About 8 hrs 30 mins',
      'About 9 hrs',
      'About 9 hrs',
      'About 9 hrs 30 mins',
      'About 9 hrs 30 mins',
    ]);
  });
});
