import { describe, expect, it } from 'vitest';
import { bookingSections } from './booking-sections';

// 10:00 on 26 Nov 2026 in India (04:30 UTC).
const now = new Date('2026-11-26T04:30:00Z');
const visit = (
  id: string,
  date: string,
  time = '09:00',
  status = 'pending',
  seriesId: string | null = null,
) => ({
  _id: id,
  seriesId,
  scheduledDate: date,
  scheduledTime: time,
  status,
});
const keys = (groups: { key: string; visits: { _id: string }[] }[]) =>
  groups.map((g) => `${g.key}:${g.visits.map((v) => v._id).join(',')}`);

describe('bookingSections', () => {
  it('lists upcoming visits soonest first, the farthest last', () => {
    const { upcoming } = bookingSections(
      [
        visit('far', '2027-01-27'),
        visit('today-late', '2026-11-26', '16:00'),
        visit('today', '2026-11-26', '09:00'),
        visit('next', '2026-11-28'),
      ],
      now,
    );
    expect(keys(upcoming)).toEqual(['today:today', 'today-late:today-late', 'next:next', 'far:far']);
  });

  it.each([
    ['a completed visit', visit('done', '2026-11-27', '09:00', 'completed')],
    ['a cancelled visit', visit('off', '2026-12-01', '09:00', 'cancelled')],
    ['a visit dated yesterday in India', visit('old', '2026-11-25', '17:00', 'assigned')],
  ])('puts %s in Past', (_, b) => {
    const { upcoming, past } = bookingSections([b], now);
    expect(upcoming).toEqual([]);
    expect(keys(past)).toEqual([`${b._id}:${b._id}`]);
  });

  it('lists past visits latest first', () => {
    const { past } = bookingSections(
      [visit('a', '2026-10-01', '09:00', 'completed'), visit('b', '2026-11-20', '09:00', 'completed')],
      now,
    );
    expect(keys(past)).toEqual(['b:b', 'a:a']);
  });

  it('gives a series one card at its next visit, its visits in order, between the other bookings', () => {
    const { upcoming, past } = bookingSections(
      [
        visit('w3', '2026-12-10', '09:00', 'pending', 'S'),
        visit('one-off', '2026-11-30'),
        visit('w1', '2026-11-26', '11:00', 'pending', 'S'),
        visit('w2', '2026-12-03', '09:00', 'cancelled', 'S'),
        visit('later', '2026-12-20'),
      ],
      now,
    );
    expect(keys(upcoming)).toEqual(['S:w1,w3', 'one-off:one-off', 'later:later']);
    // The cancelled visit of the series is past, in the series' card there.
    expect(keys(past)).toEqual(['S:w2']);
    expect(upcoming[0].seriesId).toBe('S');
    expect(upcoming[1].seriesId).toBeNull();
  });
});
