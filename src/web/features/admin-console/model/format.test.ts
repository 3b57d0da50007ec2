import { describe, expect, it } from 'vitest';
import { jobsReturnedText } from './format';

describe('jobsReturnedText', () => {
  it.each([
    [0, ''],
    [1, ' 1 job goes back to unassigned.'],
    [3, ' 3 jobs go back to unassigned.'],
  ])('%i returned jobs → %j', (count, text) => {
    expect(jobsReturnedText(count)).toBe(text);
  });
});
