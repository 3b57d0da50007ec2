/** A point on the earth, in degrees (WGS 84, as the browser's Geolocation API gives it). */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (straight-line) distance in metres: the haversine formula. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Indore's traffic as the crow flies: roads wind about 1.4 times the straight line and a scooter in
 * the city averages about 25 km/h on them, so about 18 km/h of straight-line distance.
 */
export const CITY_SPEED_KMH = 18;

/** Minutes to cover a straight-line distance in the city; at least 1 while any way is left. */
export function etaMinutes(metres: number, speedKmh = CITY_SPEED_KMH): number {
  if (metres <= 0) return 0;
  return Math.max(1, Math.round(metres / ((speedKmh * 1000) / 60)));
}

/** A start this far from the address's coordinates is flagged for the office (never refused). */
export const ATTENDANCE_FAR_METRES = 1_000;

/** A crew's position is shared for this long after On my way at most; the phone stops and the server forgets. */
export const LIVE_LOCATION_MAX_MINUTES = 120;

/** How often a phone on the way sends its position (the page polls at the same pace). */
export const LIVE_LOCATION_SEND_MS = 45_000;

/** Whether live positions of a job told "on my way" at `onMyWayAt` are still shared at `now`. */
export function liveLocationOpen(onMyWayAt: Date | null, now: Date): boolean {
  return !!onMyWayAt && now.getTime() - onMyWayAt.getTime() <= LIVE_LOCATION_MAX_MINUTES * 60_000;
}
