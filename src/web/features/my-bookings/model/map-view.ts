import type { LatLng } from '../../../../shared/domain/geo';

const TILE = 256;
const MAX_ZOOM = 17;

/** Web Mercator: a point's pixel position in the world at a zoom (as tile servers cut it). */
export function worldPixel(p: LatLng, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, p.lat)) * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapView {
  zoom: number;
  /** The view's top-left corner in world pixels. */
  left: number;
  top: number;
  /** Where each point falls inside the view. */
  place(p: LatLng): { x: number; y: number };
  /** Tiles covering the view: their z/x/y and where they sit in it. */
  tiles: { z: number; x: number; y: number; left: number; top: number }[];
  /** Metres one pixel covers at the view's centre. */
  metresPerPixel: number;
}

/** The highest zoom at which all points fit a width × height view with a margin, centred on them. */
export function fitView(points: LatLng[], width: number, height: number, margin = 36): MapView {
  let zoom = points.length > 1 ? MAX_ZOOM : 15;
  const span = (z: number) => {
    const px = points.map((p) => worldPixel(p, z));
    const xs = px.map((p) => p.x);
    const ys = px.map((p) => p.y);
    return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), px };
  };
  while (zoom > 1) {
    const { w, h } = span(zoom);
    if (w <= width - 2 * margin && h <= height - 2 * margin) break;
    zoom--;
  }
  const { px } = span(zoom);
  const cx = (Math.min(...px.map((p) => p.x)) + Math.max(...px.map((p) => p.x))) / 2;
  const cy = (Math.min(...px.map((p) => p.y)) + Math.max(...px.map((p) => p.y))) / 2;
  const left = cx - width / 2;
  const top = cy - height / 2;
  const tiles = [];
  const count = 2 ** zoom;
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++)
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++)
      if (ty >= 0 && ty < count)
        tiles.push({
          z: zoom,
          x: ((tx % count) + count) % count,
          y: ty,
          left: tx * TILE - left,
          top: ty * TILE - top,
        });
  const centreLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  return {
    zoom,
    left,
    top,
    place: (p) => {
      const w = worldPixel(p, zoom);
      return { x: w.x - left, y: w.y - top };
    },
    tiles,
    metresPerPixel: (156_543.03392 * Math.cos((centreLat * Math.PI) / 180)) / 2 ** zoom,
  };
}

/** A tile's address from a {z}/{x}/{y} template ({s}: the first subdomain). */
export const tileHref = (template: string, t: { z: number; x: number; y: number }) =>
  template
    .replace('{s}', 'a')
    .replace('{z}', String(t.z))
    .replace('{x}', String(t.x))
    .replace('{y}', String(t.y));
