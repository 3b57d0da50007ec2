import { describe, expect, it } from 'vitest';
import { formCrewAround, type CrewAroundInput } from './crew-lead';

describe('formCrewAround', () => {
  const cases: [string, CrewAroundInput, ReturnType<typeof formCrewAround>][] = [
    [
      'a one-cleaner job is the lead alone',
      { lead: 'c', crew: ['a'], free: ['a', 'b', 'c'], crewSize: 1 },
      { ok: true, crew: ['c'] },
    ],
    [
      'a lead already in the crew of 2 only reorders it',
      { lead: 'b', crew: ['a', 'b'], free: ['c', 'a', 'b'], crewSize: 2 },
      { ok: true, crew: ['b', 'a'] },
    ],
    [
      'a lead already in the crew of 3 keeps the others in order',
      { lead: 'c', crew: ['a', 'b', 'c'], free: ['d', 'a', 'b', 'c'], crewSize: 3 },
      { ok: true, crew: ['c', 'a', 'b'] },
    ],
    [
      'a lead from outside a crew of 2 replaces the former lead',
      { lead: 'x', crew: ['a', 'b'], free: ['a', 'b', 'x'], crewSize: 2 },
      { ok: true, crew: ['x', 'b'] },
    ],
    [
      'a lead from outside a crew of 3 keeps the two others',
      { lead: 'x', crew: ['a', 'b', 'c'], free: ['c', 'b', 'a', 'x'], crewSize: 3 },
      { ok: true, crew: ['x', 'b', 'c'] },
    ],
    [
      'a short crew keeps everyone and fills from the least loaded',
      { lead: 'x', crew: ['a'], free: ['d', 'e', 'a', 'x'], crewSize: 3 },
      { ok: true, crew: ['x', 'a', 'd'] },
    ],
    [
      'no crew yet: the least loaded join the lead',
      { lead: 'x', crew: [], free: ['x', 'd', 'e', 'f'], crewSize: 3 },
      { ok: true, crew: ['x', 'd', 'e'] },
    ],
    [
      'a member no longer free drops out and is replaced',
      { lead: 'a', crew: ['a', 'b'], free: ['a', 'd'], crewSize: 2 },
      { ok: true, crew: ['a', 'd'] },
    ],
    [
      'too few free cleaners: how many could join',
      { lead: 'x', crew: ['a', 'b'], free: ['x', 'b'], crewSize: 3 },
      { ok: false, othersFree: 1 },
    ],
    [
      'nobody free to join the lead',
      { lead: 'x', crew: [], free: ['x'], crewSize: 2 },
      { ok: false, othersFree: 0 },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(formCrewAround(input)).toEqual(expected);
  });
});
