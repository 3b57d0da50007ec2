/** What a package says about time (docs/decisions/004-durations-and-crews.md). */
export interface PackageTiming {
  pricingType: 'sq.ft' | 'fixed' | 'unit';
  /** The flat duration, or the base the per-unit minutes add to. */
  durationMinutes: number;
  /** Per item for unit-priced services, per 100 sq.ft (rounded up) for area-priced ones. */
  minutesPerUnit: number;
}

/** How many "units" a quantity is: items (rounded up), started hundreds of sq.ft, or none for flat packages. */
export function timingUnits(pricingType: PackageTiming['pricingType'], quantity: number): number {
  if (!(quantity > 0)) return 0;
  if (pricingType === 'unit') return Math.ceil(quantity);
  if (pricingType === 'sq.ft') return Math.ceil(quantity / 100);
  return 0;
}

/** Minutes a job takes for the quantity booked (sq.ft or number of items). */
export function jobDurationMinutes(pkg: PackageTiming, quantity: number): number {
  return pkg.durationMinutes + pkg.minutesPerUnit * timingUnits(pkg.pricingType, quantity);
}

/** 45 -> '45 mins', 60 -> '60 mins', 80 -> '1 hr 20 mins', 510 -> '8 hrs 30 mins' (the spec's style). */
export function formatMinutes(minutes: number): string {
  if (minutes <= 60) return `${minutes} mins`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  return rest ? `${h} ${rest} mins` : h;
}

/** The package's duration text as the site shows it, kept in step with its minutes. */
export function describeDuration(pkg: PackageTiming): string {
  if (pkg.pricingType === 'unit') return formatMinutes(pkg.durationMinutes + pkg.minutesPerUnit);
  if (pkg.pricingType === 'sq.ft') {
    const per = `${formatMinutes(pkg.minutesPerUnit)} per 100 sq.ft`;
    return pkg.durationMinutes ? `${formatMinutes(pkg.durationMinutes)} + ${per}` : per;
  }
  return `About ${formatMinutes(pkg.durationMinutes)}`;
}
