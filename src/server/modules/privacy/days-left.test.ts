import { describe, expect, it } from 'vitest';
import { daysLeft } from './grievances.service';

const due = new Date('2027-03-01T04:30:00Z');
const at = (ms: number) => new Date(due.getTime() - ms);
const DAY = 24 * 60 * 60 * 1000;

describe('daysLeft', () => {
  it.each([
    [90 * DAY, 90],
    [90 * DAY - 5_000, 90],
    [DAY + 1, 2],
    [DAY, 1],
    [1, 1],
    [0, 0],
    [-1, -1],
    [-DAY, -1],
    [-DAY - 1, -2],
  ])('%i ms before the due moment: %i', (ms, days) => expect(daysLeft(due, at(ms))).toBe(days));
});
