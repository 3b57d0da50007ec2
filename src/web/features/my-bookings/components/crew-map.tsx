import type { CrewLocationDto } from '../../../../shared/location';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { fitView, tileHref } from '../model/map-view';

const W = 320;
const H = 200;

/**
 * The crew's position and the address on a small map: tiles from MAP_TILE_URL when set, else a plain
 * grid with the two points at their true places and scale. Loaded only when a crew is on the way.
 */
export default function CrewMap({ location }: { location: CrewLocationDto }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const { position, destination, tileUrl } = location;
  const points = [position, destination].filter((p): p is NonNullable<typeof p> => !!p);
  if (!points.length) return null;
  const view = fitView(points, W, H);
  const crew = position ? view.place(position) : null;
  const home = destination ? view.place(destination) : null;
  const accuracyPx = position ? Math.min(position.accuracy / view.metresPerPixel, W) : 0;
  return (
    <figure className="mt-2 max-w-md overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t('live.mapLabel')}
        className="block h-auto w-full"
        data-testid="crew-map"
      >
        {tileUrl ? (
          view.tiles.map((tile) => (
            <image
              key={`${tile.x}-${tile.y}`}
              href={tileHref(tileUrl, tile)}
              x={tile.left}
              y={tile.top}
              width={256}
              height={256}
            />
          ))
        ) : (
          <g stroke="#cbd5e1" strokeWidth="1">
            {Array.from({ length: Math.ceil(W / 40) + 1 }, (_, i) => (
              <line key={`v${i}`} x1={i * 40} y1={0} x2={i * 40} y2={H} />
            ))}
            {Array.from({ length: Math.ceil(H / 40) + 1 }, (_, i) => (
              <line key={`h${i}`} x1={0} y1={i * 40} x2={W} y2={i * 40} />
            ))}
          </g>
        )}
        {crew && home ? (
          <line
            x1={crew.x}
            y1={crew.y}
            x2={home.x}
            y2={home.y}
            stroke="#1d4ed8"
            strokeWidth="2"
            strokeDasharray="6 5"
          />
        ) : null}
        {home ? (
          <g transform={`translate(${home.x} ${home.y})`} data-testid="map-address">
            <path
              d="M0 -16 L12 -4 L8 -4 L8 8 L-8 8 L-8 -4 L-12 -4 Z"
              fill="#b45309"
              stroke="#fff"
              strokeWidth="2"
            />
            <text
              y={24}
              textAnchor="middle"
              fontSize="11"
              fontWeight="600"
              fill="#0f172a"
              stroke="#fff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {t('live.you')}
            </text>
          </g>
        ) : null}
        {crew ? (
          <g transform={`translate(${crew.x} ${crew.y})`} data-testid="map-crew">
            {accuracyPx > 10 ? <circle r={accuracyPx} fill="#2563eb" fillOpacity="0.12" /> : null}
            <circle r={9} fill="#2563eb" stroke="#fff" strokeWidth="3" />
            <text
              y={-14}
              textAnchor="middle"
              fontSize="11"
              fontWeight="600"
              fill="#0f172a"
              stroke="#fff"
              strokeWidth="3"
              paintOrder="stroke"
            >
              {t('live.crew')}
            </text>
          </g>
        ) : null}
      </svg>
      {tileUrl ? (
        <figcaption className="bg-white/80 px-2 py-0.5 text-right text-[10px] text-slate-600">
          © OpenStreetMap contributors
        </figcaption>
      ) : null}
    </figure>
  );
}
