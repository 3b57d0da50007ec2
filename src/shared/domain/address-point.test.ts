import { describe, expect, it } from 'vitest';
import {
  addressPointTexts as texts,
  destinationOf,
  formatPoint,
  mapLinkFor,
  parsePointInput,
  pointProblem,
  withinReach,
} from './address-point';

const rajwada = { lat: 22.7185, lng: 75.8572 };

describe('pointProblem', () => {
  it.each([
    ['neither', null, null, null],
    ['neither (undefined)', undefined, undefined, null],
    ['Indore', 22.7196, 75.8577, null],
    ['Kanyakumari (south edge)', 8.0883, 77.5385, null],
    ['Port Blair (islands)', 11.6234, 92.7265, null],
    ['only a latitude', 22.7, null, texts.bothOrNeither],
    ['only a longitude', undefined, 75.8, texts.bothOrNeither],
    ['NaN', Number.NaN, 75.8, texts.notANumber],
    ['Infinity', 22.7, Number.POSITIVE_INFINITY, texts.notANumber],
    ['swapped (75.8, 22.7)', 75.8577, 22.7196, texts.outsideIndia],
    ['London', 51.5072, -0.1276, texts.outsideIndia],
    ['(0, 0)', 0, 0, texts.outsideIndia],
    ['beyond the globe', 200, 500, texts.outsideIndia],
  ])('%s', (_name, lat, lng, problem) => {
    expect(pointProblem(lat, lng)).toBe(problem);
  });
});

describe('parsePointInput', () => {
  it.each([
    ['a map app copy', '22.7196, 75.8577', { lat: 22.7196, lng: 75.8577 }],
    ['no space', '22.7196,75.8577', { lat: 22.7196, lng: 75.8577 }],
    ['a space only', '  22.7196 75.8577 ', { lat: 22.7196, lng: 75.8577 }],
    ['degree signs', '22.7196°, 75.8577°', { lat: 22.7196, lng: 75.8577 }],
    ['a semicolon', '22.7196; 75.8577', { lat: 22.7196, lng: 75.8577 }],
    ['whole degrees', '23, 76', { lat: 23, lng: 76 }],
    ['empty clears', '', null],
    ['blank clears', '   ', null],
  ])('reads %s', (_name, text, point) => {
    expect(parsePointInput(text)).toEqual({ ok: true, point });
  });

  it.each([
    ['one number', '22.7196', texts.format],
    ['words', 'Rajwada, Indore', texts.format],
    ['NaN', 'NaN, NaN', texts.format],
    ['Infinity', 'Infinity, 75', texts.format],
    ['hex', '0x16, 0x4b', texts.format],
    ['exponent', '2.27e1, 75.8', texts.format],
    ['three numbers', '22.7, 75.8, 10', texts.format],
    ['a NUL byte', '22.7196,\u000075.8577', texts.format],
    ['50,000 characters', '2'.repeat(50_000), texts.format],
    ['outside India', '51.5072, -0.1276', texts.outsideIndia],
    ['swapped', '75.8577, 22.7196', texts.outsideIndia],
    ['out of range', '999, 999', texts.outsideIndia],
  ])('refuses %s', (_name, text, error) => {
    expect(parsePointInput(text)).toEqual({ ok: false, error });
  });
});

describe('withinReach', () => {
  it.each([
    ['at the centre', rajwada, rajwada, true],
    ['Vijay Nagar from the GPO (about 5 km)', { lat: 22.7533, lng: 75.8937 }, rajwada, true],
    ['Ujjain from the GPO (about 50 km)', { lat: 23.1765, lng: 75.7885 }, rajwada, false],
    ['a PIN without a centre', { lat: 28.6139, lng: 77.209 }, null, true],
  ])('%s', (_name, point, centre, within) => {
    expect(withinReach(point, centre)).toBe(within);
  });
});

describe('destinationOf', () => {
  const own = { lat: 22.72, lng: 75.86 };
  it.each([
    ['its own point before the PIN centre', own, rajwada, { point: own, source: 'address' }],
    ['its own point without a PIN centre', own, null, { point: own, source: 'address' }],
    ['the PIN centre without a point', { lat: null, lng: null }, rajwada, { point: rajwada, source: 'pin' }],
    ['nothing known', { lat: null, lng: null }, null, null],
  ])('%s', (_name, address, centre, expected) => {
    expect(destinationOf(address, centre)).toEqual(expected);
  });
});

describe('map links', () => {
  it('points at the exact point when known, else searches the address', () => {
    expect(mapLinkFor('12 MG Road, Indore', { lat: 22.7196, lng: 75.8577 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=22.719600%2C75.857700',
    );
    expect(mapLinkFor('12 MG Road, Indore', null)).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Indore',
    );
  });

  it('formats a point as an admin types it', () => {
    expect(formatPoint({ lat: 22.7196, lng: 75.8577 })).toBe('22.71960, 75.85770');
  });
});
