import { describe, expect, it } from 'vitest';
import { arrowVisibility } from './use-scroll-arrows';

describe('arrowVisibility', () => {
  it.each([
    { name: 'at the start: right only', scrollLeft: 0, left: false, right: true },
    { name: 'one pixel in: both', scrollLeft: 1, left: true, right: true },
    { name: 'more than 10 px from the end: both', scrollLeft: 989, left: true, right: true },
    { name: 'within 10 px of the end: left only', scrollLeft: 990, left: true, right: false },
    { name: 'at the end: left only', scrollLeft: 1000, left: true, right: false },
  ])('$name', ({ scrollLeft, left, right }) => {
    expect(arrowVisibility({ scrollLeft, clientWidth: 1000, scrollWidth: 2000 })).toEqual({ left, right });
  });

  it('shows no arrow when everything fits', () => {
    expect(arrowVisibility({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({
      left: false,
      right: false,
    });
  });
});
