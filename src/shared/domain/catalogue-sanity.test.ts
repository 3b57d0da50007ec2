import { describe, expect, it } from 'vitest';
import { durationInversions, type SanityPackage, type SanityService } from './catalogue-sanity';

const flat = (
  name: string,
  variant: SanityPackage['variant'],
  durationMinutes: number,
  minArea: number | null,
  maxArea: number | null,
): SanityPackage => ({ name, variant, durationMinutes, minutesPerUnit: 0, minArea, maxArea });

const home = (minutes: [number, number, number, number, number]): SanityService => ({
  name: 'Home Cleaning',
  pricingType: 'fixed',
  packages: [
    flat('1 BHK Standard', 'normal', minutes[0], null, 600),
    flat('1 BHK Deep Clean', 'classic', minutes[1], null, 600),
    flat('2 BHK Standard', 'normal', minutes[2], 800, 1000),
    flat('2 BHK Deep Clean', 'classic', minutes[3], 800, 1000),
    flat('3 BHK', 'normal', minutes[4], 1000, 1500),
  ],
});

const perItem = (normal: number, deep: number): SanityService => ({
  name: 'Bathroom Cleaning',
  pricingType: 'unit',
  packages: [
    { name: 'Normal', variant: 'normal', durationMinutes: 0, minutesPerUnit: normal },
    { name: 'Classic', variant: 'classic', durationMinutes: 0, minutesPerUnit: deep },
  ],
});

describe('durationInversions (a catalogue whose times contradict each other fails)', () => {
  it.each([
    ['times rising with size and depth', home([510, 540, 540, 570, 570]), []],
    ['equal times', home([510, 510, 510, 510, 510]), []],
    [
      'the old catalogue: a 1 BHK deep clean shorter than the standard one',
      home([510, 360, 420, 480, 480]),
      [
        ['1 BHK Standard', '1 BHK Deep Clean', 'deep-shorter-than-standard'],
        ['1 BHK Standard', '2 BHK Standard', 'bigger-shorter-than-smaller'],
        ['1 BHK Standard', '3 BHK', 'bigger-shorter-than-smaller'],
      ],
    ],
    [
      'a 3 BHK quicker than a 2 BHK',
      home([510, 540, 540, 570, 530]),
      [['2 BHK Standard', '3 BHK', 'bigger-shorter-than-smaller']],
    ],
    [
      'a 2 BHK deep quicker than the 1 BHK deep',
      home([510, 540, 540, 530, 570]),
      [
        ['2 BHK Standard', '2 BHK Deep Clean', 'deep-shorter-than-standard'],
        ['1 BHK Deep Clean', '2 BHK Deep Clean', 'bigger-shorter-than-smaller'],
      ],
    ],
    ['per item: deep longer', perItem(60, 80), []],
    ['per item: deep quicker', perItem(60, 45), [['Normal', 'Classic', 'deep-shorter-than-standard']]],
  ])('%s', (_, service, expected) => {
    const got = durationInversions([service]).map((i) => [i.longer, i.shorter, i.reason]);
    expect(got.sort()).toEqual([...expected].sort());
  });

  it('leaves packages of different homes and kinds alone (a 1 BHK deep may outlast a 2 BHK standard)', () => {
    expect(durationInversions([home([510, 600, 540, 600, 600])])).toEqual([]);
  });
});
