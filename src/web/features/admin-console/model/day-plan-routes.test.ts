import { describe, expect, it } from 'vitest';
import type { DayPlanDto } from '../../../../shared/schemas/day-plans';
import { ROUTE_COLOURS } from '../../../components/live-map/live-map-model';
import { routesOf } from './day-plan-routes';

const job = (bookingId: string, time: string, point: { lat: number; lng: number } | null) => ({
  bookingId,
  serviceName: 'Office Cleaning',
  customerName: 'Asha',
  time,
  durationMinutes: 120,
  point,
  before: [],
  after: [],
  kept: false,
  changed: false,
});

const plan: DayPlanDto = {
  date: '2026-12-02',
  locked: false,
  kmBefore: 22,
  kmAfter: 2,
  madeAt: '2026-12-01T10:00:00.000Z',
  appliedAt: null,
  automatic: false,
  jobs: [
    job('a', '08:00', { lat: 22.72, lng: 75.8 }),
    job('b', '12:00', null),
    job('c', '12:00', { lat: 22.73, lng: 75.8 }),
  ],
  routes: [
    { cleanerId: 'r', name: 'Ravi', bookingIds: ['a', 'c'] },
    { cleanerId: 's', name: 'Sunita', bookingIds: ['b'] },
  ],
  unplaced: [],
};

describe('routesOf', () => {
  it('draws each crew through its jobs in order, in its own colour, skipping jobs with no point', () => {
    expect(routesOf(plan)).toEqual([
      {
        id: 'r',
        label: 'Ravi',
        colour: ROUTE_COLOURS[0],
        stops: [
          { lat: 22.72, lng: 75.8, label: '8:00 AM' },
          { lat: 22.73, lng: 75.8, label: '12:00 PM' },
        ],
      },
      { id: 's', label: 'Sunita', colour: ROUTE_COLOURS[1], stops: [] },
    ]);
  });
});
