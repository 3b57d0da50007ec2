import { distanceMetres, type LatLng } from './geo';

/**
 * An address's own point (the customer's phone at the door, or an admin's correction) and the rules for
 * it. Without one, the address is placed at its PIN area's centre (service-area.ts), when it has one.
 */

/** India's bounding box (mainland and islands), generous by a few kilometres. */
export const INDIA_BOUNDS = { south: 6.5, north: 37.2, west: 68.0, east: 97.5 } as const;

/** A point this far from its PIN area's centre is a mistake (another address, a phone far from home). */
export const SERVICE_REACH_METRES = 25_000;

/** "22.7196, 75.8577" and its variants are far shorter; anything longer is not a point. */
export const POINT_INPUT_MAX_LENGTH = 60;

/** Exact texts (the web's catalogues translate them). */
export const addressPointTexts = {
  bothOrNeither: 'Give both latitude and longitude, or neither',
  notANumber: 'Latitude and longitude must be numbers',
  outsideIndia: 'This location is outside India: check the latitude and longitude',
  format: 'Enter the location as latitude, longitude (for example 22.7196, 75.8577)',
  outOfReach:
    'This location is more than 25 km from the address’s pincode: check the address or the location',
};

/** Why a latitude/longitude pair cannot be an address's point; null when it can (or both are absent). */
export function pointProblem(lat: number | null | undefined, lng: number | null | undefined): string | null {
  const hasLat = lat !== null && lat !== undefined;
  const hasLng = lng !== null && lng !== undefined;
  if (!hasLat && !hasLng) return null;
  if (!hasLat || !hasLng) return addressPointTexts.bothOrNeither;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
    return addressPointTexts.notANumber;
  const b = INDIA_BOUNDS;
  if (lat < b.south || lat > b.north || lng < b.west || lng > b.east) return addressPointTexts.outsideIndia;
  return null;
}

const NUMBER = /^-?\d{1,3}(?:\.\d{1,12})?$/;

/**
 * An admin's typed point, as a map app copies it: "22.7196, 75.8577" (also "22.7196,75.8577" or
 * "22.7196 75.8577"). An empty text clears the point.
 */
export function parsePointInput(
  text: string,
): { ok: true; point: LatLng | null } | { ok: false; error: string } {
  if (text.length > POINT_INPUT_MAX_LENGTH) return { ok: false, error: addressPointTexts.format };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, point: null };
  // One comma (or semicolon) between the two numbers, else a space; degree signs are ignored.
  const bare = trimmed.replace(/°/g, '');
  const parts = /[,;]/.test(bare) ? bare.split(/[,;]/) : bare.split(/\s+/);
  const numbers = parts.map((p) => p.trim());
  if (numbers.length !== 2 || !numbers.every((n) => NUMBER.test(n)))
    return { ok: false, error: addressPointTexts.format };
  const point = { lat: Number(numbers[0]), lng: Number(numbers[1]) };
  const problem = pointProblem(point.lat, point.lng);
  return problem ? { ok: false, error: problem } : { ok: true, point };
}

/** Whether a point is within the service's reach of its PIN area (always, when the PIN has no centre). */
export const withinReach = (point: LatLng, pinCentre: LatLng | null) =>
  !pinCentre || distanceMetres(point, pinCentre) <= SERVICE_REACH_METRES;

export type DestinationSource = 'address' | 'pin';

/** Where a visit is: the address's own point first, else its PIN area's centre, else unknown. */
export function destinationOf(
  own: { lat: number | null; lng: number | null },
  pinCentre: LatLng | null,
): { point: LatLng; source: DestinationSource } | null {
  if (own.lat !== null && own.lng !== null)
    return { point: { lat: own.lat, lng: own.lng }, source: 'address' };
  return pinCentre ? { point: pinCentre, source: 'pin' } : null;
}

/** "22.71960, 75.85770": the point as an admin reads and types it. */
export const formatPoint = (p: LatLng) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;

/** A maps link: the exact point when known, else a search for the address's words. */
export function mapLinkFor(address: string, point: LatLng | null): string {
  const query = point ? `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
