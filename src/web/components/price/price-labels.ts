import type { PackageDto, ServiceDto } from '../../../shared/api';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { i18n } from '../../i18n/i18n';
import { serverText } from '../../i18n/server-text';

type Pricing = Pick<ServiceDto, 'pricingType' | 'measurementField'>;

/** ₹1,500 from the API's rupees (en-IN grouping, no decimals unless there are paise). */
export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** The words around prices, in the active language (common.units). */
const units = (key: string, values: Record<string, string>) => i18n.t(`units.${key}`, values);

/** What the price is for: '/sq.ft', 'per tank', or nothing for a flat package price. */
export function priceUnit(service: Pricing): string {
  if (service.pricingType === 'sq.ft') return units('perSqft', {});
  if (service.pricingType === 'unit')
    return units('per', { unit: serverText(service.measurementField.unit) });
  return '';
}

/** '₹65/sq.ft', '₹499 per sofa/mattress', '₹6,000'. */
export function priceLabel(service: Pricing, amount: number): string {
  const unit = priceUnit(service);
  if (!unit) return rupees(amount);
  return unit.startsWith('/') ? `${rupees(amount)}${unit}` : `${rupees(amount)} ${unit}`;
}

const sqft = (n: number) => n.toLocaleString('en-IN');

const countedUnits: Record<string, string> = { tank: 'tank', bathroom: 'bathroom', 'sofa/mattress': 'sofa' };

/** '1200 sq.ft', '1 tank', '2 bathrooms' ('2 बाथरूम'): a count of the catalogue's unit, plural by i18next's rules. */
export function quantityText(count: number | string, unit: string = 'sq.ft'): string {
  const n = Number(count);
  if (unit === 'sq.ft' || !unit) return units('sqft', { area: String(count) });
  const key = countedUnits[unit];
  if (key && Number.isFinite(n)) return i18n.t(`units.counted.${key}`, { count: n });
  return `${count} ${serverText(unit)}`;
}

/** The area a package covers: 'Up to 600 sq.ft', '800–1,000 sq.ft', 'From 1,000 sq.ft', or null. */
export function areaLabel(pkg: Pick<PackageDto, 'minArea' | 'maxArea'>): string | null {
  if (pkg.minArea && pkg.maxArea) return units('range', { from: sqft(pkg.minArea), to: sqft(pkg.maxArea) });
  if (pkg.maxArea) return units('upTo', { area: sqft(pkg.maxArea) });
  if (pkg.minArea) return units('from', { area: sqft(pkg.minArea) });
  return null;
}

/** '+₹3 per sq.ft beyond 1,500 sq.ft' for packages that grow with the area. */
export function extraAreaLabel(pkg: Pick<PackageDto, 'maxArea' | 'extraPerSqft'>): string | null {
  if (!pkg.extraPerSqft) return null;
  const price = rupees(pkg.extraPerSqft);
  return pkg.maxArea ? units('extraBeyond', { price, area: sqft(pkg.maxArea) }) : units('extra', { price });
}

/** 'Microwave – ₹299' (the add-on label's exact form). */
export const addonLabel = (addon: { name: string; price: number }) =>
  units('addon', { name: serverText(addon.name), price: rupees(addon.price) });

/** Add-ons offered with any of the given packages (an add-on with no package names goes with all). */
export function addonsFor<T extends { packageNames: string[] }>(addons: T[], packageNames: string[]): T[] {
  return addons.filter(
    (a) => a.packageNames.length === 0 || a.packageNames.some((n) => packageNames.includes(n)),
  );
}

/** The cheapest package price: what 'Starting at' shows. */
export function startingPrice(service: Pick<ServiceDto, 'packages' | 'basePrice'>): number {
  const prices = service.packages.map((p) => p.price);
  return prices.length ? Math.min(...prices) : service.basePrice;
}
