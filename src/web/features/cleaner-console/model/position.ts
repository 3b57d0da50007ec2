import type { PositionInput } from '../../../../shared/location';

/** The browser's reading as the API takes it (accuracy capped at the API's 100 km). */
export const toPositionInput = (p: GeolocationPosition): PositionInput => ({
  lat: p.coords.latitude,
  lng: p.coords.longitude,
  accuracy: Math.min(Math.max(p.coords.accuracy, 0), 100_000),
});

const read = (options: PositionOptions) =>
  new Promise<PositionInput | GeolocationPositionError>((resolve) =>
    navigator.geolocation.getCurrentPosition((p) => resolve(toPositionInput(p)), resolve, options),
  );

/**
 * One reading for a start or a completion. A satellite fix first; indoors it often has none within 10 s, and
 * the start then went without any position although the cleaner agreed to send it (issue 37, "No position was
 * shared at start"): the network's coarser reading (or one from the last 5 minutes) is taken instead, its
 * accuracy saying how coarse. Undefined when location is refused or the phone cannot tell at all.
 */
export async function readPositionOnce(): Promise<PositionInput | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return undefined;
  const precise = await read({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
  if (!('code' in precise)) return precise;
  if (precise.code === precise.PERMISSION_DENIED) return undefined;
  const coarse = await read({ enableHighAccuracy: false, timeout: 5_000, maximumAge: 300_000 });
  return 'code' in coarse ? undefined : coarse;
}

/** The cleaner's answer about sharing a job's location, kept on the phone. */
const consentKey = (jobId: string) => `chamak.liveLocation.${jobId}`;
export const liveConsent = {
  read: (jobId: string): 'on' | 'off' | null => {
    const v = globalThis.localStorage?.getItem(consentKey(jobId));
    return v === 'on' || v === 'off' ? v : null;
  },
  write: (jobId: string, value: 'on' | 'off') => globalThis.localStorage?.setItem(consentKey(jobId), value),
};

/** Sending the position with a start or completion: the cleaner's choice, remembered on the phone. */
const ATTENDANCE_KEY = 'chamak.attendancePosition';
export const attendanceConsent = {
  read: () => globalThis.localStorage?.getItem(ATTENDANCE_KEY) === 'on',
  write: (on: boolean) => globalThis.localStorage?.setItem(ATTENDANCE_KEY, on ? 'on' : 'off'),
};
