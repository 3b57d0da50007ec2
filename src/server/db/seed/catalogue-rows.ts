import { rupeesToPaise } from '../../../shared/money';
import { describeDuration } from '../../../shared/domain/durations';
import type { addons, packages, services } from '../schema/index';
import { seedCatalogue } from './catalogue-data';
import { defaultTiming, seedTiming } from './timing-data';

type SeedService = (typeof seedCatalogue)[number];

/** The rows the seed inserts for one service of the seed catalogue (ids and foreign keys aside). */
export function seedServiceRows(s: SeedService, index: number) {
  const service = {
    slug: s.slug,
    name: s.name,
    description: s.description,
    teaser: s.teaser,
    features: s.features,
    pricingType: s.pricingType,
    measurementLabel: s.measurementField.label,
    measurementPlaceholder: s.measurementField.placeholder,
    measurementUnit: s.measurementField.unit,
    sortOrder: index,
  } satisfies typeof services.$inferInsert;
  const packageRows = s.packages.map((p, i) => {
    const timing = seedTiming[s.slug]?.[p.name] ?? defaultTiming;
    return {
      name: p.name,
      description: p.description ?? '',
      duration: describeDuration({ pricingType: s.pricingType, ...timing }),
      ...timing,
      features: p.features ?? [],
      notCovered: p.notCovered ?? [],
      variant: p.variant ?? 'normal',
      pricePaise: rupeesToPaise(p.price),
      minArea: p.minArea ?? null,
      maxArea: p.maxArea ?? null,
      extraPerSqftPaise: p.extraPerSqft ? rupeesToPaise(p.extraPerSqft) : null,
      sortOrder: i,
    } satisfies Omit<typeof packages.$inferInsert, 'serviceId'>;
  });
  const addonRows = (s.addons ?? []).map(
    (a) =>
      ({
        name: a.name,
        pricePaise: rupeesToPaise(a.price),
        packageNames: a.packageNames,
      }) satisfies Omit<typeof addons.$inferInsert, 'serviceId'>,
  );
  return { service, packages: packageRows, addons: addonRows };
}

/** Every service of the seed catalogue, in the order the site lists them. */
export const seedCatalogueRows = () => seedCatalogue.map(seedServiceRows);
