import { describe, expect, it } from 'vitest';
import { availabilityUrl } from './booking-api';

describe('availabilityUrl', () => {
  it.each([
    [{}, '/api/availability?date=2026-12-01'],
    [{ serviceId: 's1' }, '/api/availability?date=2026-12-01&serviceId=s1'],
    [
      { serviceId: 's1', packageId: '1 BHK Standard', quantity: '' },
      '/api/availability?date=2026-12-01&serviceId=s1&packageId=1+BHK+Standard',
    ],
    [
      { serviceId: 's1', packageId: 'Normal', quantity: '3' },
      '/api/availability?date=2026-12-01&serviceId=s1&packageId=Normal&quantity=3',
    ],
    [
      { serviceId: 's1', packageId: 'Normal', quantity: '-2' },
      '/api/availability?date=2026-12-01&serviceId=s1&packageId=Normal',
    ],
    [{ packageId: 'Normal', quantity: 3 }, '/api/availability?date=2026-12-01'],
  ])('asks for %j as %s', (job, url) => expect(availabilityUrl('2026-12-01', job)).toBe(url));
});
