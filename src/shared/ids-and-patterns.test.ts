import { describe, expect, it } from 'vitest';
import { bookingReference, referenceSearchPrefix } from './booking-reference';
import { isUuid } from './ids';
import { containsPattern } from './like-pattern';

describe('isUuid', () => {
  it.each([
    ['3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f', true],
    ['3F2B6C1E-8A4D-4C2B-9E1F-0A1B2C3D4E5F', true],
    ['3f2b6c1e8a4d4c2b9e1f0a1b2c3d4e5f', false],
    ['3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5', false],
    ['3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f0', false],
    ['kitchen-deep-clean', false],
    ['', false],
    ["3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f' or 1=1", false],
  ])('%j → %s', (value, expected) => expect(isUuid(value)).toBe(expected));
});

describe('containsPattern', () => {
  it.each([
    ['priya', '%priya%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    // A trailing backslash must not escape the closing wildcard.
    ['C:\\', '%C:\\\\%'],
    ['\\%', '%\\\\\\%%'],
    ['', '%%'],
  ])('%j → %j', (text, expected) => expect(containsPattern(text)).toBe(expected));
});

describe('bookingReference', () => {
  it.each([
    ['a1b2c3d4-0000-4000-8000-000000000000', 'A1B2C3D4'],
    ['ffffffff-ffff-4fff-8fff-ffffffffffff', 'FFFFFFFF'],
  ])('%s → %s', (id, expected) => expect(bookingReference(id)).toBe(expected));

  it.each([
    ['A1B2C3D4', 'a1b2c3d4'],
    ['a1b2', 'a1b2'],
    ['a1b', undefined],
    ['priya', undefined],
    ['a1b2c3d4-0000-4000-8000-000000000000', 'a1b2c3d4-0000-4000-8000-000000000000'],
  ])('search %j stands for id prefix %j', (search, expected) =>
    expect(referenceSearchPrefix(search)).toBe(expected),
  );
});
