import { describe, expect, it } from 'vitest';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import type { AdminCleaner } from '../api/get-cleaners';
import { barPosition, buildBoard, jobMinutes } from './day-board';

const booking = (over: Partial<AdminBookingDto>): AdminBookingDto => ({
  id: 'b',
  reference: 'B',
  customer: { id: 'u', name: 'Priya', email: 'p@example.com', phone: '9876543210' },
  serviceId: 's',
  serviceName: 'Home Cleaning',
  packageName: '1 BHK',
  scheduledDate: '2026-11-23',
  scheduledTime: '10:00',
  durationMinutes: 120,
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: null,
  totalPaise: 100_000,
  cleaner: null,
  cleaners: [],
  city: 'Indore',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});
const cleaner = (id: string, name: string, isActive = true): AdminCleaner => ({
  id,
  name,
  email: `${id}@x.in`,
  phone: '9000000000',
  isActive,
  workingHours: [],
  leaves: [],
  todayLoadMinutes: 0,
  rating: { average: null, count: 0 },
});

describe('the Today board', () => {
  it.each([
    ['08:00', 60, { left: 0, width: 8.33 }],
    ['14:00', 180, { left: 50, width: 25 }],
    ['19:00', 180, { left: 91.67, width: 8.33 }],
    ['07:00', 120, { left: 0, width: 8.33 }],
    ['20:00', 60, { left: 100, width: 1 }],
  ])('draws a job at %s for %d minutes at %j', (time, minutes, pos) =>
    expect(barPosition(time, minutes)).toEqual(pos),
  );

  it('reads a job’s length from its duration, else draws two hours', () => {
    expect(jobMinutes({ durationMinutes: 90 })).toBe(90);
    expect(jobMinutes({ durationMinutes: 0 })).toBe(120);
  });

  it('gives each active cleaner a row, puts crews on every member’s row and unassigned jobs apart', () => {
    const ravi = { id: 'r', name: 'Ravi', phone: '' };
    const board = buildBoard(
      [
        booking({ id: '1', scheduledTime: '14:00', status: 'assigned', cleaner: ravi }),
        booking({ id: '2', scheduledTime: '09:00', status: 'in-progress', cleaner: ravi }),
        booking({
          id: '3',
          status: 'completed',
          cleaner: ravi,
          cleaners: [ravi, { id: 's', name: 'Sunita', phone: '' }],
          durationMinutes: 60,
        }),
        booking({ id: '4', scheduledTime: '12:00' }),
        booking({ id: '5', scheduledTime: '11:00' }),
        booking({ id: '6', status: 'cancelled' }),
      ],
      [cleaner('s', 'Sunita'), cleaner('r', 'Ravi'), cleaner('a', 'Arjun'), cleaner('x', 'Old', false)],
    );
    expect(board.rows.map((r) => [r.cleaner.name, r.jobs.map((j) => j.id)])).toEqual([
      ['Arjun', []],
      ['Ravi', ['2', '3', '1']],
      ['Sunita', ['3']],
    ]);
    // Booked hours by the one rule (shared/domain/booked-hours.ts): each job's length, no travel buffer.
    expect(board.rows.map((r) => [r.cleaner.name, r.minutes])).toEqual([
      ['Arjun', 0],
      ['Ravi', 120 + 120 + 60],
      ['Sunita', 60],
    ]);
    expect(board.unassigned.map((b) => b.id)).toEqual(['5', '4']);
    expect(board.figures).toEqual({ jobs: 5, unassigned: 2, inProgress: 1, done: 1 });
  });
});
