import { describe, expect, it } from 'vitest';
import { distanceMetres, etaMinutes, liveLocationOpen } from './geo';

const rajwada = { lat: 22.7185, lng: 75.8572 };

describe('distanceMetres', () => {
  it.each([
    ['the same point', rajwada, 0, 0],
    ['0.01° of latitude (about 1.11 km)', { lat: 22.7285, lng: 75.8572 }, 1_105, 1_120],
    ['Rajwada to Vijay Nagar (about 5.4 km)', { lat: 22.7533, lng: 75.8937 }, 5_200, 5_600],
    ['Indore to Bhopal (about 170 km)', { lat: 23.2599, lng: 77.4126 }, 165_000, 175_000],
  ])('%s', (_name, to, min, max) => {
    const d = distanceMetres(rajwada, to);
    expect(d).toBeGreaterThanOrEqual(min);
    expect(d).toBeLessThanOrEqual(max);
    expect(distanceMetres(to, rajwada)).toBeCloseTo(d, 6);
  });
});

describe('etaMinutes', () => {
  it.each([
    [0, 0],
    [50, 1],
    [300, 1],
    [3_000, 10],
    [5_400, 18],
    [18_000, 60],
  ])('%i m takes %i min at city speed', (metres, minutes) => {
    expect(etaMinutes(metres)).toBe(minutes);
  });
});

describe('liveLocationOpen', () => {
  const onMyWay = new Date('2026-11-26T04:00:00Z');
  it.each([
    ['never told on my way', null, '2026-11-26T04:00:00Z', false],
    ['just told', onMyWay, '2026-11-26T04:00:00Z', true],
    ['two hours on', onMyWay, '2026-11-26T06:00:00Z', true],
    ['past two hours', onMyWay, '2026-11-26T06:00:01Z', false],
  ])('%s', (_name, at, now, open) => {
    expect(liveLocationOpen(at, new Date(now))).toBe(open);
  });
});
