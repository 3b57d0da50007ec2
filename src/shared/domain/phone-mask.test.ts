import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask';

describe('maskPhone', () => {
  it.each([
    ['9876543210', '98XXXXXX10'],
    ['+91 98765-43210', '98XXXXXX10'],
    ['919876543210', '98XXXXXX10'],
    ['', ''],
    [null, ''],
    ['12', ''],
  ])('%j -> %j', (raw, masked) => expect(maskPhone(raw)).toBe(masked));
});
