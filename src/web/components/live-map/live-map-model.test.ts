import { describe, expect, it } from 'vitest';
import {
  hasPoints,
  markerElement,
  OSM_ATTRIBUTION,
  tileLayerOptions,
  tripsBounds,
  tripsKey,
  type MapTrip,
} from './live-map-model';

// Rajwada (Indore, PIN 452001's centre) and a phone about 3 km north of it.
const rajwada = { lat: 22.7185, lng: 75.8572 };
const north = { lat: 22.7455, lng: 75.8572, accuracy: 25 };
const trip = (over: Partial<MapTrip> = {}): MapTrip => ({
  id: 'b1',
  crew: north,
  crewLabel: 'Cleaner',
  address: rajwada,
  addressLabel: 'Your address',
  ...over,
});

describe('tripsBounds', () => {
  it.each<[string, MapTrip[], ReturnType<typeof tripsBounds>]>([
    [
      'the crew and the address',
      [trip()],
      [
        [22.7185, 75.8572],
        [22.7455, 75.8572],
      ],
    ],
    [
      'the crew alone (an address without coordinates)',
      [trip({ address: null })],
      [
        [22.7455, 75.8572],
        [22.7455, 75.8572],
      ],
    ],
    [
      'the address alone (no position yet)',
      [trip({ crew: null })],
      [
        [22.7185, 75.8572],
        [22.7185, 75.8572],
      ],
    ],
    [
      'every crew of the Today board, each with its address',
      [trip(), trip({ id: 'b2', crew: { lat: 22.69, lng: 75.9 }, address: { lat: 22.75, lng: 75.8 } })],
      [
        [22.69, 75.8],
        [22.75, 75.9],
      ],
    ],
    ['nothing to show', [trip({ crew: null, address: null })], null],
    ['no trip', [], null],
  ])('around %s', (_what, trips, bounds) => {
    expect(tripsBounds(trips)).toEqual(bounds);
    expect(hasPoints(trips)).toBe(bounds !== null);
  });
});

describe('tiles', () => {
  it("credit OpenStreetMap's contributors with a link to its copyright page", () => {
    const host = document.createElement('div');
    host.innerHTML = tileLayerOptions().attribution;
    expect(host.textContent).toBe('© OpenStreetMap contributors');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(tileLayerOptions().attribution).toBe(OSM_ATTRIBUTION);
  });
});

describe('markerElement', () => {
  it('labels the crew and the address with their names, as text', () => {
    const crew = markerElement('crew', 'Cleaner');
    const address = markerElement('address', 'Your address');
    expect(crew.dataset.testid).toBe('map-crew');
    expect(crew.textContent).toBe('Cleaner');
    expect(address.dataset.testid).toBe('map-address');
    expect(address.textContent).toBe('Your address');
    expect(address.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('never reads a name as HTML (the admins’ map shows customers’ names)', () => {
    const el = markerElement('address', '<img src=x onerror=alert(1)>Asha');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('<img src=x onerror=alert(1)>Asha');
  });
});

describe('routes on the map', () => {
  it('widen the bounds to every stop, and change the key', () => {
    const route = {
      id: 'r',
      label: 'Ravi',
      colour: '#1d4ed8',
      stops: [
        { lat: 22.6, lng: 75.7, label: '8:00' },
        { lat: 22.8, lng: 75.95, label: '12:00' },
      ],
    };
    expect(tripsBounds([], [route])).toEqual([
      [22.6, 75.7],
      [22.8, 75.95],
    ]);
    expect(tripsKey([trip()], [route])).not.toBe(tripsKey([trip()]));
  });
});

describe('tripsKey', () => {
  it('changes when a crew moves and only then', () => {
    expect(tripsKey([trip()])).toBe(tripsKey([trip()]));
    expect(tripsKey([trip({ crew: { ...north, lat: 22.74 } })])).not.toBe(tripsKey([trip()]));
    expect(JSON.parse(tripsKey([trip()]))).toEqual({ trips: [trip()], routes: [] });
  });
});
