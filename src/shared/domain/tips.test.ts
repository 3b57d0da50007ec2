import { describe, expect, it } from 'vitest';
import { splitTip } from './tips';

describe('splitTip', () => {
  it.each([
    [10_000, ['a'], [10_000]],
    [10_000, ['a', 'b'], [5_000, 5_000]],
    [10_000, ['a', 'b', 'c'], [3_334, 3_333, 3_333]],
    [5_001, ['a', 'b'], [2_501, 2_500]],
    [200_000, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], [28_572, 28_572, 28_572, 28_571, 28_571, 28_571, 28_571]],
    [100, ['a', 'b', 'c'], [34, 33, 33]],
  ])('₹%i paise among %j: %j', (amount, crew, shares) => {
    const out = splitTip(amount, crew);
    expect(out.map((s) => s.amountPaise)).toEqual(shares);
    expect(out.reduce((sum, s) => sum + s.amountPaise, 0)).toBe(amount);
  });

  it('gives nothing to nobody', () => {
    expect(splitTip(10_000, [])).toEqual([]);
  });
});
