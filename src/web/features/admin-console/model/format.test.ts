import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatStartTime, formatVisit, jobsReturnedText } from './format';

describe('jobsReturnedText', () => {
  it.each([
    [0, ''],
    [1, ' 1 job goes back to unassigned.'],
    [3, ' 3 jobs go back to unassigned.'],
  ])('%i returned jobs → %j', (count, text) => {
    expect(jobsReturnedText(count)).toBe(text);
  });
});

describe('one en-IN way of writing dates and times in the console', () => {
  it('writes a visit like an instant, in India time whatever the machine zone', () => {
    expect(formatVisit('2026-11-24', '14:00')).toBe(formatInstant('2026-11-24T08:30:00Z'));
    expect(formatVisit('2026-11-24', '14:00')).toBe('Tue, 24 Nov 2026, 2:00 PM');
  });

  it('writes a day and a start time with the same parts', () => {
    expect(formatDay('2026-01-05')).toBe('Mon, 5 Jan 2026');
    expect(formatStartTime('09:00')).toBe('9:00 AM');
    expect(formatStartTime('00:30')).toBe('12:30 AM');
    expect(formatInstant(null)).toBe('—');
  });
});
