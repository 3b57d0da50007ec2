import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  FIT_OPTIONS,
  MARKER_GEOMETRY,
  markerElement,
  tileLayerOptions,
  tripsBounds,
  tripsKey,
  type LiveMapProps,
  type MapRoute,
  type MapTrip,
} from './live-map-model';

const icon = (kind: 'crew' | 'address', label: string) =>
  L.divIcon({ className: '', html: markerElement(kind, label), ...MARKER_GEOMETRY[kind] });

/** The markers need no pointer or focus of their own: the map is for looking, its texts are beside it. */
const still = { interactive: false, keyboard: false } as const;

/** A label as text, never HTML (an admin's map shows customers' names). */
function textElement(text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/** Each route a coloured line through its stops, each stop a small dot of its colour labelled with its time. */
function drawRoutes(layer: L.LayerGroup, routes: MapRoute[]) {
  for (const route of routes) {
    const line = route.stops.map((p) => [p.lat, p.lng] as [number, number]);
    if (line.length > 1)
      L.polyline(line, { color: route.colour, weight: 3, opacity: 0.85, interactive: false }).addTo(layer);
    // Labels above and below in turn: two stops of a route a street apart do not cover each other's.
    route.stops.forEach((stop, i) =>
      L.circleMarker([stop.lat, stop.lng], {
        radius: 6,
        color: '#fff',
        weight: 2,
        fillColor: route.colour,
        fillOpacity: 1,
        interactive: false,
      })
        .bindTooltip(textElement(stop.label), {
          permanent: true,
          direction: i % 2 ? 'bottom' : 'top',
          offset: [0, i % 2 ? 6 : -6],
        })
        .addTo(layer),
    );
  }
}

function drawTrips(trips: MapTrip[], routes: MapRoute[] = []) {
  const layer = L.layerGroup();
  drawRoutes(layer, routes);
  for (const trip of trips) {
    const { crew, address } = trip;
    if (crew && address)
      L.polyline(
        [
          [crew.lat, crew.lng],
          [address.lat, address.lng],
        ],
        { color: '#1d4ed8', weight: 2, dashArray: '6 5', interactive: false },
      ).addTo(layer);
    if (address)
      L.marker([address.lat, address.lng], { ...still, icon: icon('address', trip.addressLabel) }).addTo(
        layer,
      );
    if (crew) {
      if (crew.accuracy)
        L.circle([crew.lat, crew.lng], {
          radius: crew.accuracy,
          stroke: false,
          fillColor: '#2563eb',
          fillOpacity: 0.12,
          interactive: false,
        }).addTo(layer);
      L.marker([crew.lat, crew.lng], {
        ...still,
        icon: icon('crew', trip.crewLabel),
        zIndexOffset: 1000,
      }).addTo(layer);
    }
  }
  return layer;
}

/**
 * The live map (Leaflet, loaded in its own chunk only where a crew is on the way): tiles from
 * MAP_TILE_URL, each crew and the address it goes to, the view fitted to them. New positions move the
 * markers without redrawing the map, and the view fits them again, unless the reader has zoomed or
 * panned: then it moves only when a point leaves it. The scroll wheel scrolls the page, not the map;
 * Tab moves on past it.
 */
export default function LiveMap({ trips, routes, tileUrl, texts, className }: LiveMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const view = useRef({ bounds: null as ReturnType<typeof tripsBounds>, fitted: false, readerMoved: false });
  const fitRef = useRef<() => void>(() => {});
  const key = tripsKey(trips, routes);

  useEffect(() => {
    const map = L.map(container.current!, {
      scrollWheelZoom: false,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
    if (tileUrl) L.tileLayer(tileUrl, tileLayerOptions()).addTo(map);
    const state = view.current;
    state.fitted = false;
    state.readerMoved = false;
    let fitting = false;
    // Fitting moves the map too (synchronously, unanimated); any other move is the reader's.
    map.on('movestart', () => {
      if (!fitting) state.readerMoved = true;
    });
    const fit = () => {
      if (!state.bounds) return;
      if (state.fitted && state.readerMoved && map.getBounds().contains(state.bounds)) return;
      fitting = true;
      map.fitBounds(state.bounds, { ...FIT_OPTIONS, animate: false });
      fitting = false;
      state.fitted = true;
    };
    // A phone turned or a window resized: the points fitted again to the new size.
    map.on('resize', fit);
    mapRef.current = map;
    fitRef.current = fit;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, texts.zoomIn, texts.zoomOut]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const current = JSON.parse(key) as { trips: MapTrip[]; routes: MapRoute[] };
    view.current.bounds = tripsBounds(current.trips, current.routes);
    fitRef.current();
    const layer = drawTrips(current.trips, current.routes).addTo(map);
    return () => void layer.remove();
  }, [key, tileUrl, texts.zoomIn, texts.zoomOut]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={texts.label}
      data-testid="live-map"
      // Leaflet's stylesheet sets its own font; the labels read in the site's.
      className={`isolate bg-slate-100 ![font-family:inherit] ${className ?? ''}`}
    />
  );
}
