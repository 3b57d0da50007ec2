import { Link } from 'react-router-dom';
import { formatTime12h } from '../../../../shared/domain/time';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useCrewsOnTheWay } from '../api/get-crews-on-the-way';
import { distanceText, pointMapLink } from '../model/distance-text';

/** The Today board's list of every crew on the way: where each last was, how far and how long from the address. */
export function CrewsOnTheWayPanel() {
  const crews = useCrewsOnTheWay();
  return (
    <section aria-labelledby="on-the-way-heading" className="mt-4">
      <h2 id="on-the-way-heading" className="mb-2 text-lg font-semibold">
        On the way now
      </h2>
      {crews.isPending ? (
        <LoadingState label="Loading crews on the way…" />
      ) : crews.isError ? (
        <ErrorState error={crews.error} onRetry={() => void crews.refetch()} />
      ) : crews.data.length ? (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {crews.data.map((c) => (
            <li key={c.bookingId} className="rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {c.cleanerName} → {c.customerName}
              </p>
              <p className="text-slate-700">
                {formatTime12h(c.scheduledTime)} · {c.area} · on the way since{' '}
                {formatInstantTime(c.onMyWayAt)}
              </p>
              {c.position ? (
                <p className="text-slate-900">
                  {c.distanceMetres !== null && c.etaMinutes !== null
                    ? `${distanceText(c.distanceMetres)} away · about ${c.etaMinutes} min`
                    : 'No coordinates for this address'}{' '}
                  · seen {formatInstantTime(c.position.recordedAt)} ·{' '}
                  <a
                    href={pointMapLink(c.position.lat, c.position.lng)}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    Map
                  </a>
                </p>
              ) : (
                <p className="text-slate-600">Not sharing location</p>
              )}
              <Link
                to={`${paths.adminDashboard}/bookings/${c.bookingId}`}
                className="text-sm font-semibold text-brand-700 underline"
              >
                Details<span className="sr-only"> of {c.reference}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No crew is on the way right now.</p>
      )}
    </section>
  );
}
