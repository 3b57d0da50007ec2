import type { ServiceDto } from '../../../shared/api';
import type { PricedAddon, PricedPackage } from '../../../shared/domain/pricing';
import { paiseToRupees } from '../../../shared/money';
import type { AddonRow, PackageRow, ServiceRow, ServiceWithParts } from './catalogue.repository';

/**
 * What a service costs from: its cheapest active package; with none (a draft), the basePrice it was
 * saved with, which a package added without a price will cost.
 */
const basePricePaise = (service: ServiceRow, packages: PackageRow[]) => {
  const active = packages.filter((p) => p.isActive);
  return active.length ? Math.min(...active.map((p) => p.pricePaise)) : (service.basePricePaise ?? 0);
};

export function toServiceDto(
  { service, packages, addons }: ServiceWithParts,
  opts: { includeInactive?: boolean } = {},
): ServiceDto {
  const visible = opts.includeInactive ? packages : packages.filter((p) => p.isActive);
  return {
    _id: service.id,
    slug: service.slug,
    name: service.name,
    description: service.description,
    teaser: service.teaser,
    features: service.features,
    isActive: service.isActive,
    basePrice: paiseToRupees(basePricePaise(service, packages)),
    pricingType: service.pricingType,
    measurementField: {
      label: service.measurementLabel,
      placeholder: service.measurementPlaceholder,
      unit: service.measurementUnit,
    },
    packages: visible.map((p) => ({
      _id: p.id,
      name: p.name,
      description: p.description,
      duration: p.duration,
      durationMinutes: p.durationMinutes,
      minutesPerUnit: p.minutesPerUnit,
      crewSize: p.crewSize,
      features: p.features,
      notCovered: p.notCovered,
      variant: p.variant,
      price: paiseToRupees(p.pricePaise),
      minArea: p.minArea,
      maxArea: p.maxArea,
      extraPerSqft: p.extraPerSqftPaise === null ? null : paiseToRupees(p.extraPerSqftPaise),
      priceMultiplier: 1,
      isActive: p.isActive,
    })),
    addons: (opts.includeInactive ? addons : addons.filter((a) => a.isActive)).map((a) => ({
      _id: a.id,
      name: a.name,
      price: paiseToRupees(a.pricePaise),
      packageNames: a.packageNames,
      isActive: a.isActive,
    })),
  };
}

export const toPricedPackage = (p: PackageRow): PricedPackage => ({
  name: p.name,
  pricePaise: p.pricePaise,
  minArea: p.minArea,
  maxArea: p.maxArea,
  extraPerSqftPaise: p.extraPerSqftPaise,
});

export const toPricedAddon = (a: AddonRow): PricedAddon => ({
  name: a.name,
  pricePaise: a.pricePaise,
  packageNames: a.packageNames,
});
