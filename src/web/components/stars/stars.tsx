import type { RatingStats } from '../../../shared/schemas/rating';
import { useTranslation } from '../../i18n/react';
import { AFTER_VISIT_NS } from '../../i18n/namespaces/after-visit';

/** '★★★★☆' with its meaning for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const full = Math.round(value);
  return (
    <span className={className} role="img" aria-label={t('rating.outOfFive', { value })}>
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
  const { t } = useTranslation(AFTER_VISIT_NS);
  if (!stats || stats.average === null || stats.count === 0) return null;
  const label = t('rating.cleanerStars', { average: stats.average.toFixed(1), count: stats.count });
  return (
    <span className="ml-2 whitespace-nowrap text-sm font-normal text-slate-700" aria-label={label} role="img">
      <span aria-hidden="true">
        <span className="text-amber-500">★</span> {stats.average.toFixed(1)} ({stats.count})
      </span>
    </span>
  );
}
