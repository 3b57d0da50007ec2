import { describe, expect, it } from 'vitest';
import { fateOf, type VisitFate } from './account-deletion.service';

// 10:00 in Indore on 1 December 2026.
const now = new Date('2026-12-01T04:30:00Z');
const visit = (
  status: string,
  scheduledDate: string,
  scheduledTime: string,
  endsAt: string | null = null,
) => ({
  id: 'b',
  status: status as 'pending',
  scheduledDate,
  scheduledTime,
  endsAt: endsAt ? new Date(endsAt) : null,
});

describe('what a visit that is not over becomes when its customer deletes the account', () => {
  it.each<[string, ReturnType<typeof visit>, VisitFate]>([
    ['in progress, whenever it was booked', visit('in-progress', '2026-11-30', '09:00'), 'in-progress'],
    ['tomorrow: cancelled', visit('assigned', '2026-12-02', '10:00'), 'cancel'],
    ['today, exactly 2 hours ahead: still cancellable', visit('pending', '2026-12-01', '12:00'), 'cancel'],
    ['today, 1 hour ahead: too late to cancel', visit('assigned', '2026-12-01', '11:00'), 'starting-soon'],
    [
      'started 30 minutes ago, not yet ended, crew never pressed start',
      visit('assigned', '2026-12-01', '09:30', '2026-12-01T05:30:00Z'),
      'starting-soon',
    ],
    [
      'ended an hour ago, never marked completed: kept as it is',
      visit('assigned', '2026-12-01', '07:00', '2026-12-01T03:30:00Z'),
      'past',
    ],
    ['last week, no end recorded: kept', visit('pending', '2026-11-24', '10:00'), 'past'],
  ])('%s', (_, v, fate) => {
    expect(fateOf(v, now)).toBe(fate);
  });
});
