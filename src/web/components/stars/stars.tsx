import type { RatingStats } from '../../../shared/schemas/rating';

/** '★★★★☆' with its meaning for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span className={className} role="img" aria-label={`${value} out of 5 stars`}>
      <span aria-hidden="true" className="text-amber-500">
        {'★'.repeat(full)}
      </span>
      <span aria-hidden="true" className="text-slate-300">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}

/** A cleaner's stars beside their name: '★ 4.3 (12)'; nothing before the first rating. */
export function CleanerStars({ stats }: { stats?: RatingStats }) {
  if (!stats || stats.average === null || stats.count === 0) return null;
  const label = `${stats.average.toFixed(1)} out of 5 from ${stats.count} rating${stats.count === 1 ? '' : 's'}`;
  return (
    <span className="ml-2 whitespace-nowrap text-sm font-normal text-slate-700" aria-label={label} role="img">
      <span aria-hidden="true">
        <span className="text-amber-500">★</span> {stats.average.toFixed(1)} ({stats.count})
      </span>
    </span>
  );
}
