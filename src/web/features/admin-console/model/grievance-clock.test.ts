import { describe, expect, it } from 'vitest';
import { clockText } from './grievance-clock';

describe('clockText', () => {
  it.each([
    [90, '90 days left'],
    [1, '1 day left'],
    [0, 'Due today'],
    [-1, 'Overdue by 1 day'],
    [-12, 'Overdue by 12 days'],
  ])('%i: %s', (days, text) => expect(clockText(days)).toBe(text));
});
