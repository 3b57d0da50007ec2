import { belowMinimumArea, packageTooSmall } from '../texts';
import { memberDiscountPaise } from './membership';

/** How a service is priced: per square foot, a fixed price per package, or per unit (sofa, tank, bathroom). */
export type PricingType = 'sq.ft' | 'fixed' | 'unit';

export interface PricedPackage {
  name: string;
  pricePaise: number;
  /**
   * Lower area bound. For a package priced per sq.ft it is the least area it is booked for (null: the
   * default below); for a fixed package it only labels the band ("800–1,000 sq.ft").
   */
  minArea?: number | null;
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

/**
 * An area-priced visit below this many sq.ft is not a visit: 0.000001 sq.ft used to price an office
 * clean at ₹0. A package's own minArea overrides it.
 */
export const DEFAULT_MIN_AREA_SQFT = 100;

/** The least quantity a package can be booked for: sq.ft-priced by area, per-unit 1, fixed anything above 0. */
export function minimumQuantity(pricingType: PricingType, pkg: Pick<PricedPackage, 'minArea'>): number {
  if (pricingType === 'sq.ft') return pkg.minArea ?? DEFAULT_MIN_AREA_SQFT;
  if (pricingType === 'unit') return 1;
  return 0;
}

export type PriceResult =
  | {
      ok: true;
      packagePaise: number;
      addonsPaise: number;
      /** The list price: package and add-ons. */
      totalPaise: number;
      /** The member discount on the list price (0 without an active membership). */
      memberDiscountPaise: number;
    }
  | { ok: false; message: string };

/**
 * The one pricing rule, used by the price calculator and by booking creation.
 * `quantity` is the area in sq.ft, or the number of units for per-unit services.
 * `memberDiscountPercent` is filled by the server from the customer's active membership (never from the
 * client). Discounts combine in one order: the member discount on the list price first, then a coupon on
 * what is left (the member price), so a percentage coupon never counts the member discount twice
 * (docs/product-rules.md#chamak-plus).
 */
export function calculatePrice(input: {
  pricingType: PricingType;
  pkg: PricedPackage;
  quantity: number;
  addons?: PricedAddon[];
  memberDiscountPercent?: number;
}): PriceResult {
  const { pricingType, pkg, quantity } = input;
  if (!Number.isFinite(quantity) || quantity <= 0)
    return { ok: false, message: 'Area must be a positive number' };
  let packagePaise: number;
  if (pricingType === 'sq.ft') {
    const least = minimumQuantity(pricingType, pkg);
    if (quantity < least) return { ok: false, message: belowMinimumArea(least) };
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
  const totalPaise = packagePaise + addonsPaise;
  return {
    ok: true,
    packagePaise,
    addonsPaise,
    totalPaise,
    memberDiscountPaise: memberDiscountPaise(totalPaise, input.memberDiscountPercent ?? 0),
  };
}
