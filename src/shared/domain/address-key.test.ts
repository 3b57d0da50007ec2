import { describe, expect, it } from 'vitest';
import { addressKey, normaliseAddressText, sameAddress } from './address-key';

const home = { line1: 'Flat 4B, Sunrise Apartments', line2: 'MG Road', city: 'Bengaluru', pincode: '560001' };

describe('normaliseAddressText', () => {
  it.each([
    ['Flat 4-B,  M.G. Road.', 'flat 4b mg road'],
    ['  FLAT   4B\tmg road ', 'flat 4b mg road'],
    ["Mummy's flat", 'mummys flat'],
    ['फ़्लैट 12, गांधी नगर', normaliseAddressText('फ़्लैट 12 गांधी नगर')],
    ['', ''],
    ['#12/3', '12 3'],
  ])('%j -> %j', (raw, normalised) => expect(normaliseAddressText(raw)).toBe(normalised));
});

describe('sameAddress', () => {
  it.each([
    ['case and spaces', { ...home, line1: 'flat 4b,   SUNRISE apartments', city: ' bengaluru ' }, true],
    ['punctuation', { ...home, line1: 'Flat 4-B Sunrise Apartments.', line2: 'M.G. Road' }, true],
    ['a part on the other line', { ...home, line1: 'Flat 4B, Sunrise Apartments, MG Road', line2: '' }, true],
    ['trailing comma and dash', { ...home, line1: 'Flat 4B - Sunrise Apartments,', line2: 'MG Road,' }, true],
    ['another flat', { ...home, line1: 'Flat 5B, Sunrise Apartments' }, false],
    ['another PIN code', { ...home, pincode: '560002' }, false],
    ['another city', { ...home, city: 'Mysuru' }, false],
  ])('%s', (_name, other, same) => expect(sameAddress(home, other)).toBe(same));

  it('keys by the lines, city and PIN code', () => {
    expect(addressKey(home)).toBe('flat 4b sunrise apartments mg road|bengaluru|560001');
  });
});
