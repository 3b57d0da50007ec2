import { describe, expect, it } from 'vitest';
import { complaintWindow } from './complaint-rules';

const done = new Date('2026-03-01T10:00:00Z');
const h = (n: number) => new Date(done.getTime() + n * 3_600_000);

describe('complaintWindow', () => {
  it.each([
    ['pending', null, h(1), 'not-completed'],
    ['in-progress', null, h(1), 'not-completed'],
    ['cancelled', null, h(1), 'not-completed'],
    ['completed', done, h(0), 'open'],
    ['completed', done, h(47.99), 'open'],
    ['completed', done, h(48), 'open'],
    ['completed', done, h(48.01), 'closed'],
    ['completed', done, h(200), 'closed'],
  ] as const)('%s completed at %s, asked at %s: %s', (status, completedAt, now, expected) => {
    expect(complaintWindow({ status, completedAt }, now)).toBe(expected);
  });
});
