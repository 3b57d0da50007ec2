import { describe, expect, it } from 'vitest';
import { addressLine, addressLineIn, placeName, placeNameInEnglish } from './place-names';

describe('place names', () => {
  it.each([
    ['Indore', 'hi', 'इंदौर'],
    [' indore ', 'hi', 'इंदौर'],
    ['Madhya Pradesh', 'hi', 'मध्य प्रदेश'],
    ['MP', 'hi', 'मध्य प्रदेश'],
    ['Mhow', 'hi', 'महू'],
    ['Vijay Nagar', 'hi', 'Vijay Nagar'],
    ['Indore', 'en', 'Indore'],
  ])('%s in %s is %s', (name, language, expected) => {
    expect(placeName(name, language)).toBe(expected);
  });

  it('writes an address with its city and state in the reader’s language, the rest as typed', () => {
    const a = { line1: '12 MG Road', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' };
    expect(addressLine(a, 'en')).toBe('12 MG Road, Indore, Madhya Pradesh - 452001');
    expect(addressLine(a, 'hi')).toBe('12 MG Road, इंदौर, मध्य प्रदेश - 452001');
    expect(addressLineIn('12 MG Road, Flat 4, Indore, Madhya Pradesh - 452001', 'hi')).toBe(
      '12 MG Road, Flat 4, इंदौर, मध्य प्रदेश - 452001',
    );
    expect(addressLineIn('12 MG Road, Indore, MP - 452001', 'en')).toBe('12 MG Road, Indore, MP - 452001');
  });
});

describe('a place typed on a Hindi form, kept in English', () => {
  it.each([
    ['इंदौर', 'Indore'],
    [' मध्य  प्रदेश ', 'Madhya Pradesh'],
    ['देवास', 'Dewas'],
    ['Indore', 'Indore'],
    ['विजय नगर', 'विजय नगर'],
  ])('%s → %s', (typed, stored) => expect(placeNameInEnglish(typed)).toBe(stored));

  it('is the inverse of placeName for every place it names in Hindi', () => {
    for (const english of [
      'Indore',
      'Rau',
      'Mhow',
      'Dr. Ambedkar Nagar',
      'Sanwer',
      'Pithampur',
      'Dewas',
      'Madhya Pradesh',
    ])
      expect(placeNameInEnglish(placeName(english, 'hi'))).toBe(english);
  });
});
