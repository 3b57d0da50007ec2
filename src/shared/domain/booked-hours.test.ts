import { describe, expect, it } from 'vitest';
import { bookedMinutes, formatBookedHours, type BookedJob } from './booked-hours';

const job = (durationMinutes: number | null, status = 'assigned'): BookedJob => ({ status, durationMinutes });

describe("a cleaner's booked hours", () => {
  it.each<[string, BookedJob[], number, string]>([
    ['no jobs', [], 0, '0 h'],
    ['one classic bathroom (80 min), no travel buffer', [job(80)], 80, '1.3 h'],
    ['two jobs add up', [job(80), job(110, 'pending')], 190, '3.2 h'],
    ['a cancelled job does not count', [job(80), job(120, 'cancelled')], 80, '1.3 h'],
    ['in progress and completed count', [job(60, 'in-progress'), job(90, 'completed')], 150, '2.5 h'],
    ['a job without a length adds nothing', [job(null), job(30)], 30, '0.5 h'],
  ])('%s', (_, jobs, minutes, words) => {
    expect(bookedMinutes(jobs)).toBe(minutes);
    expect(formatBookedHours(bookedMinutes(jobs))).toBe(words);
  });
});
