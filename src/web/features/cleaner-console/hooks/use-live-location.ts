import { useEffect, useRef, useState } from 'react';
import { LIVE_LOCATION_MAX_MINUTES, LIVE_LOCATION_SEND_MS } from '../../../../shared/domain/geo';
import type { PositionInput } from '../../../../shared/location';
import { ApiError } from '../../../lib/api-client';
import { postLocation } from '../api/share-location';
import { toPositionInput } from '../model/position';

export type LiveLocationProblem = 'denied' | 'unavailable' | null;

/**
 * While `active`, watches the phone's position and sends it every LIVE_LOCATION_SEND_MS (the first at
 * once), until two hours after On my way; stops when the server says the job is no longer on the way.
 * Unmounting (the job started) stops it too.
 */
export function useLiveLocation(
  jobId: string,
  onMyWayAt: string | null,
  active: boolean,
  onEnded: () => void,
) {
  const [problem, setProblem] = useState<LiveLocationProblem>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    if (!active || !onMyWayAt || typeof navigator === 'undefined' || !navigator.geolocation) return;
    const endsAt = new Date(onMyWayAt).getTime() + LIVE_LOCATION_MAX_MINUTES * 60_000;
    let last: PositionInput | null = null;
    let sentAt = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      clearTimeout(limit);
    };
    const send = (force: boolean) => {
      if (stopped || !last || (!force && Date.now() - sentAt < LIVE_LOCATION_SEND_MS)) return;
      sentAt = Date.now();
      postLocation(jobId, last).catch((error: unknown) => {
        // 409: started, cancelled or past two hours; 404: no longer this cleaner's job.
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          stop();
          ended.current();
        }
      });
    };
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        const first = !last;
        last = toPositionInput(p);
        setProblem(null);
        send(first);
      },
      (error) => {
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        if (error.code === error.PERMISSION_DENIED) {
          stop();
          ended.current();
        }
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 },
    );
    // A phone standing still reports nothing new: its last position goes again on time.
    const timer = setInterval(() => send(false), LIVE_LOCATION_SEND_MS);
    const limit = setTimeout(
      () => {
        stop();
        ended.current();
      },
      Math.max(0, endsAt - Date.now()),
    );
    return stop;
  }, [jobId, onMyWayAt, active]);
  return problem;
}
