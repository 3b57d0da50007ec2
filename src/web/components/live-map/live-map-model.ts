/**
 * What the live map shows, apart from Leaflet (which only the lazy chunk loads): the trips, the view that
 * fits them, the tiles' options and the markers' elements.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

/** One crew on the way: where its phone last was (with its accuracy in metres) and the address it goes to. */
export interface MapTrip {
  id: string;
  crew: (MapPoint & { accuracy?: number }) | null;
  crewLabel: string;
  address: MapPoint | null;
  addressLabel: string;
}

/** A crew's day as a line through its stops, in order (the Today board's day plan). */
export interface MapRoute {
  id: string;
  label: string;
  /** A CSS colour of ROUTE_COLOURS. */
  colour: string;
  stops: (MapPoint & { label: string })[];
}

/** Colours for routes, told apart on the map and in its legend. */
export const ROUTE_COLOURS = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#b45309',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];

/** The map's accessible name and its zoom buttons' titles, in the reader's language. */
export interface LiveMapTexts {
  label: string;
  zoomIn: string;
  zoomOut: string;
}

export interface LiveMapProps {
  trips: MapTrip[];
  /** Crews' routes, drawn under the trips. */
  routes?: MapRoute[];
  /** A {z}/{x}/{y} tile URL template (MAP_TILE_URL); null: the points on a plain ground, no tiles. */
  tileUrl: string | null;
  texts: LiveMapTexts;
  className?: string;
}

/** [[south, west], [north, east]] around every crew and address, or null when there is no point. */
export function tripsBounds(
  trips: MapTrip[],
  routes: MapRoute[] = [],
): [[number, number], [number, number]] | null {
  const points = [
    ...trips.flatMap((t) => [t.crew, t.address]).filter((p): p is MapPoint => !!p),
    ...routes.flatMap((r) => r.stops),
  ];
  if (!points.length) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

export const hasPoints = (trips: MapTrip[], routes: MapRoute[] = []) => tripsBounds(trips, routes) !== null;

/**
 * How the view fits the points: a margin for the markers' labels, and no closer than a street (one
 * point alone, or a crew at the door, would otherwise zoom to the tile server's last level).
 */
export const FIT_OPTIONS = { padding: [40, 40] as [number, number], maxZoom: 16 };

/** OpenStreetMap's tile policy: its copyright line, linked, on every map that shows its tiles. */
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Leaflet's tile layer options. The credit is OpenStreetMap's data licence (ODbL), owed by any tile server
 * drawing OSM data. The tiles go with our origin as Referer although every page says `no-referrer`:
 * OpenStreetMap's tile policy refuses browsers' requests without one, and the origin alone names no
 * booking.
 */
export const tileLayerOptions = () => ({
  maxZoom: 19,
  attribution: OSM_ATTRIBUTION,
  referrerPolicy: 'strict-origin' as const,
});

/** A stable key of what the map draws: the map moves its markers only when this changes. */
export const tripsKey = (trips: MapTrip[], routes: MapRoute[] = []) => JSON.stringify({ trips, routes });

const HOUSE_SVG =
  '<svg viewBox="-13 -17 26 26" width="26" height="26" aria-hidden="true"><path d="M0 -16 L12 -4 L8 -4 L8 8 L-8 8 L-8 -4 L-12 -4 Z" fill="#b45309" stroke="#fff" stroke-width="2"/></svg>';

/**
 * A marker's element for Leaflet's divIcon (no image files: Leaflet's default icon URLs break once
 * bundled): the crew a blue dot with its label above, the address a house with its label below. Labels
 * are text, never HTML (an admin's map shows customers' names).
 */
export function markerElement(kind: 'crew' | 'address', label: string, doc: Document = document) {
  const root = doc.createElement('div');
  root.className = 'relative h-full w-full';
  root.dataset.testid = kind === 'crew' ? 'map-crew' : 'map-address';
  if (kind === 'crew') {
    const dot = doc.createElement('span');
    dot.className = 'block h-full w-full rounded-full border-[3px] border-white bg-blue-600 shadow';
    root.append(dot);
  } else {
    root.innerHTML = HOUSE_SVG;
  }
  const text = doc.createElement('span');
  text.className = `absolute left-1/2 -translate-x-1/2 whitespace-nowrap rounded bg-white/90 px-1 text-[11px] font-semibold leading-4 text-slate-900 shadow-sm ${
    kind === 'crew' ? 'bottom-full mb-1' : 'top-full mt-0.5'
  }`;
  text.textContent = label;
  root.append(text);
  return root;
}

/** The size and the anchor (the point on the ground) of each marker, in pixels. */
export const MARKER_GEOMETRY = {
  crew: { iconSize: [18, 18] as [number, number], iconAnchor: [9, 9] as [number, number] },
  address: { iconSize: [26, 26] as [number, number], iconAnchor: [13, 25] as [number, number] },
};
