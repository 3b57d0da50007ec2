import { packageTooSmall } from '../texts';

/** How a service is priced: per square foot, a fixed price per package, or per unit (sofa, tank, bathroom). */
export type PricingType = 'sq.ft' | 'fixed' | 'unit';

export interface PricedPackage {
  name: string;
  pricePaise: number;
  /** Upper area bound of a fixed package (home cleaning); null when unbounded. */
  maxArea: number | null;
  /** Surcharge per sq.ft beyond maxArea; null means the bound is hard. */
  extraPerSqftPaise: number | null;
}

export interface PricedAddon {
  name: string;
  pricePaise: number;
  /** Packages the add-on may go with; empty means every package. */
  packageNames: string[];
}

export type PriceResult =
  | { ok: true; packagePaise: number; addonsPaise: number; totalPaise: number }
  | { ok: false; message: string };

/**
 * The one pricing rule, used by the price calculator and by booking creation.
 * `quantity` is the area in sq.ft, or the number of units for per-unit services.
 */
export function calculatePrice(input: {
  pricingType: PricingType;
  pkg: PricedPackage;
  quantity: number;
  addons?: PricedAddon[];
}): PriceResult {
  const { pricingType, pkg, quantity } = input;
  if (!Number.isFinite(quantity) || quantity <= 0)
    return { ok: false, message: 'Area must be a positive number' };
  let packagePaise: number;
  if (pricingType === 'sq.ft') {
    packagePaise = Math.round(pkg.pricePaise * quantity);
  } else if (pricingType === 'unit') {
    if (!Number.isInteger(quantity)) return { ok: false, message: 'Quantity must be a whole number' };
    packagePaise = pkg.pricePaise * quantity;
  } else {
    packagePaise = pkg.pricePaise;
    if (pkg.maxArea !== null && quantity > pkg.maxArea) {
      if (pkg.extraPerSqftPaise === null) return { ok: false, message: packageTooSmall(pkg.maxArea) };
      packagePaise += Math.round((quantity - pkg.maxArea) * pkg.extraPerSqftPaise);
    }
  }
  let addonsPaise = 0;
  for (const addon of input.addons ?? []) {
    if (addon.packageNames.length > 0 && !addon.packageNames.includes(pkg.name)) {
      return { ok: false, message: `${addon.name} is not available with the ${pkg.name} package` };
    }
    addonsPaise += addon.pricePaise;
  }
  return { ok: true, packagePaise, addonsPaise, totalPaise: packagePaise + addonsPaise };
}
