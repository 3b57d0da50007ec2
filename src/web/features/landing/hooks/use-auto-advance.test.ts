import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP, nextCarouselLeft } from './use-auto-advance';

describe('nextCarouselLeft', () => {
  it('steps about 1.15 card widths plus the gap (388 px)', () => {
    expect(CAROUSEL_STEP).toBe(388);
  });

  it.each([
    { name: 'advances from the start', scrollLeft: 0, expected: 388 },
    { name: 'advances from the middle', scrollLeft: 388, expected: 776 },
    { name: 'stops at the end rather than past it', scrollLeft: 1000, expected: 1060 },
    { name: 'wraps to the start at the end', scrollLeft: 1060, expected: 0 },
    { name: 'wraps within the 2 px tolerance', scrollLeft: 1058, expected: 0 },
    { name: 'does not wrap 3 px before the end', scrollLeft: 1057, expected: 1060 },
  ])('$name', ({ scrollLeft, expected }) => {
    expect(nextCarouselLeft({ scrollLeft, clientWidth: 1300, scrollWidth: 2360 })).toBe(expected);
  });
});
