import { describe, expect, it } from 'vitest';
import { orderedBookings } from './ordered-bookings';

const now = new Date('2026-11-28T06:00:00Z');
const visit = (id: string, scheduledDate: string, status = 'pending', scheduledTime = '09:00') => ({
  id,
  scheduledDate,
  scheduledTime,
  status,
});

describe('orderedBookings (Profile → Recent Bookings)', () => {
  const list = [
    visit('jan', '2026-01-10', 'completed'),
    visit('dec-later', '2026-12-20'),
    visit('oct', '2026-10-02', 'completed'),
    visit('dec-soon', '2026-12-01'),
    visit('today-late', '2026-11-28', 'assigned', '15:00'),
    visit('today-early', '2026-11-28', 'assigned', '10:00'),
    visit('nov-cancelled', '2026-11-30', 'cancelled'),
  ];

  it('lists upcoming visits soonest first, then past ones latest first', () => {
    expect(orderedBookings(list, now).recent.map((b) => b.id)).toEqual([
      'today-early',
      'today-late',
      'dec-soon',
      'dec-later',
      'nov-cancelled',
      'oct',
      'jan',
    ]);
  });

  it('puts the latest visit first when nothing is upcoming', () => {
    const past = list.filter((b) => b.status === 'completed');
    expect(orderedBookings(past, now).recent.map((b) => b.id)).toEqual(['oct', 'jan']);
  });
});
