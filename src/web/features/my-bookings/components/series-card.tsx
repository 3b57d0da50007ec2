import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { planPath } from '../../../lib/paths';
import type { BookingDto } from '../../../../shared/api-bookings';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';

/**
 * A recurring series on My Bookings: one card naming the series and its visits in this section, the
 * first visit open and the others one tap away (a weekly clean has nine). `visit` draws one visit's card.
 */
export function SeriesCard({
  seriesId,
  visits,
  highlightId,
  visit,
}: {
  seriesId: string;
  visits: BookingDto[];
  highlightId: string | null;
  visit: (booking: BookingDto) => ReactNode;
}) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const serverText = useServerText();
  const [first, ...rest] = visits;
  const frequency = first.frequency === 'one-time' ? 'weekly' : first.frequency;
  const headingId = `series-${seriesId}-${first._id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-series={seriesId}
      className="rounded-2xl border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
    >
      <h3 id={headingId} className="px-1 text-base font-semibold text-slate-900">
        {t(`series.${frequency}`)} · {serverText(first.serviceId?.name || first.serviceName)}
      </h3>
      <p className="flex flex-wrap items-center justify-between gap-2 px-1 text-sm text-slate-600">
        <span>{t('series.visits', { count: visits.length })}</span>
        <Link to={planPath(seriesId)} className="font-semibold text-brand-800 hover:underline">
          {t('series.manage')}
        </Link>
      </p>
      <ul className="mt-3 space-y-3">{visit(first)}</ul>
      {rest.length ? (
        <details className="mt-3" open={rest.some((b) => b._id === highlightId)}>
          <summary className="cursor-pointer px-1 text-sm font-semibold text-brand-800">
            {t('series.moreVisits', { count: rest.length })}
          </summary>
          <ul className="mt-3 space-y-3">{rest.map(visit)}</ul>
        </details>
      ) : null}
    </li>
  );
}
