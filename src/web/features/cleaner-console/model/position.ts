import type { PositionInput } from '../../../../shared/location';

/** The browser's reading as the API takes it (accuracy capped at the API's 100 km). */
export const toPositionInput = (p: GeolocationPosition): PositionInput => ({
  lat: p.coords.latitude,
  lng: p.coords.longitude,
  accuracy: Math.min(Math.max(p.coords.accuracy, 0), 100_000),
});

/** One reading for a start or a completion; undefined when the phone cannot tell within 10 s. */
export function readPositionOnce(): Promise<PositionInput | undefined> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve(toPositionInput(p)),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
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
