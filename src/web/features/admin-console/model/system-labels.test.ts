import { describe, expect, it } from 'vitest';
import { durationText, jobName } from './system-labels';

describe('the System page’s words', () => {
  it.each([
    [0, '0 s'],
    [45.4, '45 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3 * 3600 + 5 * 60, '3 h 5 min'],
    [47 * 3600, '47 h'],
    [3 * 86_400, '3 days'],
    [-5, '0 s'],
  ])('%s seconds read %s', (seconds, text) => expect(durationText(seconds)).toBe(text));

  it('names a job in words, and a job without words by its own name', () => {
    expect(jobName('booking-holds')).toBe('Releasing unpaid holds');
    expect(jobName('dispatch-offers')).toBe('dispatch-offers');
  });
});
