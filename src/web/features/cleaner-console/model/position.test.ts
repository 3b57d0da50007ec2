import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPositionOnce } from './position';

const fix = (lat: number, accuracy: number) =>
  ({ coords: { latitude: lat, longitude: 75.86, accuracy } }) as GeolocationPosition;
const failure = (code: 1 | 2 | 3) =>
  ({
    code,
    PERMISSION_DENIED: 1,
    POSITION_UNAVAILABLE: 2,
    TIMEOUT: 3,
    message: '',
  }) as GeolocationPositionError;

/** A phone whose answers come in turn: a position, or an error code (1 refused, 2 unavailable, 3 timeout). */
function phone(...answers: (GeolocationPosition | GeolocationPositionError)[]) {
  const asked: PositionOptions[] = [];
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
      asked.push(options);
      const answer = answers.shift()!;
      if ('coords' in answer) ok(answer);
      else fail(answer);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return asked;
}

afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

describe('the position sent with a start or a completion', () => {
  it('is the satellite fix when there is one', async () => {
    const asked = phone(fix(22.72, 12));
    expect(await readPositionOnce()).toEqual({ lat: 22.72, lng: 75.86, accuracy: 12 });
    expect(asked.map((o) => o.enableHighAccuracy)).toEqual([true]);
  });

  it.each([
    ['times out', 3],
    ['is unavailable', 2],
  ] as const)('falls back to the network’s coarser reading when the fix %s (issue 37)', async (_, code) => {
    const asked = phone(failure(code), fix(22.71, 850));
    expect(await readPositionOnce()).toEqual({ lat: 22.71, lng: 75.86, accuracy: 850 });
    expect(asked.map((o) => o.enableHighAccuracy)).toEqual([true, false]);
  });

  it('asks nothing more once location is refused, and sends nothing when the phone cannot tell', async () => {
    const refused = phone(failure(1));
    expect(await readPositionOnce()).toBeUndefined();
    expect(refused).toHaveLength(1);
    phone(failure(3), failure(2));
    expect(await readPositionOnce()).toBeUndefined();
  });
});
