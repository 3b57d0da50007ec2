import { describe, expect, it } from 'vitest';
import { callWindowOpen, crewFirstNames } from './masked-calls';

const now = new Date('2026-12-01T12:00:00Z');

describe('callWindowOpen', () => {
  it.each([
    ['pending: nobody assigned yet', 'pending', null, false],
    ['assigned', 'assigned', '2026-12-05T10:00:00Z', true],
    ['in progress', 'in-progress', '2026-12-01T13:00:00Z', true],
    ['completed 1 h 59 min ago', 'completed', '2026-12-01T10:01:00Z', true],
    ['completed exactly 2 h ago', 'completed', '2026-12-01T10:00:00Z', false],
    ['completed yesterday', 'completed', '2026-11-30T10:00:00Z', false],
    ['completed without an end', 'completed', null, false],
    ['cancelled', 'cancelled', '2026-12-01T13:00:00Z', false],
  ] as const)('%s → %s', (_what, status, endsAt, open) => {
    expect(callWindowOpen({ status, endsAt }, now)).toBe(open);
  });
});

describe('crewFirstNames', () => {
  it.each([
    [[], 'en', ''],
    [['Ravi Verma'], 'en', 'Ravi'],
    [['Ravi Verma', 'Arjun Patel'], 'en', 'Ravi and Arjun'],
    [['Ravi Verma', 'Arjun Patel', 'Sunita Devi'], 'en', 'Ravi, Arjun and Sunita'],
    [['Ravi Verma', 'Arjun Patel'], 'hi', 'Ravi और Arjun'],
    [['  Ravi  ', ''], 'en', 'Ravi'],
  ] as const)('%j (%s) → %j', (names, language, phrase) => {
    expect(crewFirstNames(names, language)).toBe(phrase);
  });
});
