import { describe, expect, it } from 'vitest';
import { indianMobile } from './phone';

describe('indianMobile', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['919876543210', '919876543210'],
    ['6000012345', '916000012345'],
  ])('normalises %s to %s', (raw, expected) => {
    expect(indianMobile(raw)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    [null, 'missing'],
    ['12345', 'too short'],
    ['1234567890', 'a landline-looking number'],
    ['+14155552671', 'a number outside India'],
    ['98765432101234', 'too long'],
    ['abcdefghij', 'letters'],
  ])('refuses %s (%s)', (raw, _why) => {
    expect(indianMobile(raw)).toBeNull();
  });
});
