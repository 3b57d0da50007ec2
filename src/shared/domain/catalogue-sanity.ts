import { jobDurationMinutes, type PackageTiming } from './durations';

/** What the sanity check needs to know of a package: its kind (variant), its home size and its time. */
export interface SanityPackage {
  name: string;
  /** 'normal' is the standard clean, 'classic' the deep one. */
  variant: 'normal' | 'classic';
  minArea?: number | null;
  maxArea?: number | null;
  durationMinutes: number;
  minutesPerUnit: number;
}

export interface SanityService {
  name: string;
  pricingType: PackageTiming['pricingType'];
  packages: SanityPackage[];
}

/** A pair of packages whose times contradict each other, in words. */
export interface DurationInversion {
  service: string;
  longer: string;
  shorter: string;
  reason: 'deep-shorter-than-standard' | 'bigger-shorter-than-smaller';
}

const sameSize = (a: SanityPackage, b: SanityPackage) =>
  (a.minArea ?? null) === (b.minArea ?? null) && (a.maxArea ?? null) === (b.maxArea ?? null);

/** b is a bigger home than a: its range reaches further. */
const bigger = (b: SanityPackage, a: SanityPackage) => {
  if (a.maxArea == null || b.maxArea == null) return false;
  return b.maxArea > a.maxArea;
};

/** One comparable figure per package: the minutes of the smallest job (one item, 100 sq.ft, or the flat job). */
const minutesOf = (pricingType: PackageTiming['pricingType'], p: SanityPackage) =>
  jobDurationMinutes(
    { pricingType, durationMinutes: p.durationMinutes, minutesPerUnit: p.minutesPerUnit },
    1,
  );

/**
 * The pairs of one catalogue whose durations contradict each other (issue 37): a deep clean shorter than
 * the standard clean of the same home, or a bigger home shorter than a smaller one of the same kind.
 * An empty list means the catalogue reads sensibly.
 */
export function durationInversions(services: SanityService[]): DurationInversion[] {
  const found: DurationInversion[] = [];
  for (const s of services) {
    for (const a of s.packages) {
      for (const b of s.packages) {
        if (a === b) continue;
        // Per-unit time is compared on its own too: a deep clean is never quicker per item or per 100 sq.ft.
        const shorter =
          minutesOf(s.pricingType, b) < minutesOf(s.pricingType, a) || b.minutesPerUnit < a.minutesPerUnit;
        if (!shorter) continue;
        if (a.variant === 'normal' && b.variant === 'classic' && sameSize(a, b)) {
          found.push({
            service: s.name,
            longer: a.name,
            shorter: b.name,
            reason: 'deep-shorter-than-standard',
          });
        } else if (a.variant === b.variant && bigger(b, a)) {
          found.push({
            service: s.name,
            longer: a.name,
            shorter: b.name,
            reason: 'bigger-shorter-than-smaller',
          });
        }
      }
    }
  }
  return found;
}
