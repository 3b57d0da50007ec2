import { formatInstantTime } from '../../../../shared/domain/date-format';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { LiveMap } from '../../../components/live-map/lazy-live-map';
import { useCrewLocation } from '../api/get-crew-location';

/** The customer's live view of a crew on the way: the map, the distance and an ETA, refreshed without reload. */
export function CrewOnTheWay({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  const query = useCrewLocation(bookingId);
  const location = query.data;
  if (!location?.live) return null;
  const distance = (metres: number) =>
    metres < 1000
      ? t('live.m', { value: Math.round(metres / 10) * 10 })
      : t('live.km', { value: (metres / 1000).toFixed(1) });
  const { position, destination, distanceMetres, etaMinutes } = location;
  return (
    <section
      aria-label={t('live.title')}
      className="mt-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
      data-testid="crew-on-the-way"
    >
      <p className="text-base font-semibold">{t('live.title')}</p>
      {!position ? (
        <p role="status">{t('live.waiting')}</p>
      ) : (
        <>
          <p role="status" className="font-semibold" data-testid="crew-eta">
            {etaMinutes !== null && distanceMetres !== null
              ? t(location.destinationSource === 'pin' ? 'live.etaFromArea' : 'live.eta', {
                  minutes: etaMinutes,
                  distance: distance(distanceMetres),
                })
              : t('live.noEta')}
          </p>
          <p className="text-xs text-blue-900">
            {t('live.updated', { time: formatInstantTime(position.recordedAt, i18n.language) })}
          </p>
          {/* The map loads only for a booking whose crew is on the way, never with the page. */}
          <LiveMap
            className="mt-2 h-56 w-full max-w-md overflow-hidden rounded-xl border border-slate-200"
            trips={[
              {
                id: bookingId,
                crew: position,
                crewLabel: t('live.crew'),
                address: destination,
                addressLabel: t('live.you'),
              },
            ]}
            tileUrl={location.tileUrl}
            texts={{ label: t('live.mapLabel'), zoomIn: t('live.zoomIn'), zoomOut: t('live.zoomOut') }}
            loading={t('live.loading')}
          />
        </>
      )}
    </section>
  );
}
