import { pointProblem } from '../../../shared/domain/address-point';

export interface AddressPoint {
  latitude: number;
  longitude: number;
}

/** Why no point came: refused by the person, unknown to the phone, or no Geolocation at all. */
export type LocateFailure = 'denied' | 'unavailable' | 'unsupported' | { message: string };

/**
 * One reading of where the phone is, asked only when the person presses the button (the browser then
 * asks for their consent). A point outside India is refused here with the API's own message.
 */
export function readCurrentPoint(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<{ ok: true; point: AddressPoint } | { ok: false; failure: LocateFailure }> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      (p) => {
        const point = { latitude: p.coords.latitude, longitude: p.coords.longitude };
        const problem = pointProblem(point.latitude, point.longitude);
        resolve(problem ? { ok: false, failure: { message: problem } } : { ok: true, point });
      },
      (error) =>
        resolve({ ok: false, failure: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    ),
  );
}
