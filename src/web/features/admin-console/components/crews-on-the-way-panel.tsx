import { Link } from 'react-router-dom';
import { formatTime12h } from '../../../../shared/domain/time';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { LiveMap } from '../../../components/live-map/lazy-live-map';
import { hasPoints, type MapTrip } from '../../../components/live-map/live-map-model';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../settings/api/get-settings';
import type { CrewOnTheWayDto } from '../../../../shared/location';
import { useCrewsOnTheWay } from '../api/get-crews-on-the-way';
import { distanceText, pointMapLink } from '../model/distance-text';

/** Each crew on the way as the map draws it: the cleaner's phone and the customer's address. */
const tripsOf = (crews: CrewOnTheWayDto[]): MapTrip[] =>
  crews.map((c) => ({
    id: c.bookingId,
    crew: c.position,
    crewLabel: c.cleanerName,
    address: c.destination,
    addressLabel: c.customerName,
  }));

/**
 * The Today board's map and list of every crew on the way: where each last was, how far and how long
 * from the address (the map and the list refresh together, at the pace phones send).
 */
export function CrewsOnTheWayPanel() {
  const crews = useCrewsOnTheWay();
  const settings = useSettings();
  const trips = crews.data ? tripsOf(crews.data) : [];
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
        <>
          {hasPoints(trips) && settings.data ? (
            <LiveMap
              className="mb-3 h-72 w-full overflow-hidden rounded-xl border border-slate-200"
              trips={trips}
              tileUrl={settings.data.mapTileUrl}
              texts={{
                label: 'Map: every crew on the way and the address each is going to',
                zoomIn: 'Zoom in',
                zoomOut: 'Zoom out',
              }}
              loading="Loading the map…"
            />
          ) : null}
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
        </>
      ) : (
        <p className="text-sm text-slate-600">No crew is on the way right now.</p>
      )}
    </section>
  );
}
