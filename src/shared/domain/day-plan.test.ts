import { describe, expect, it } from 'vitest';
import {
  CHANGE_KM,
  exactPlan,
  HOURS_WEIGHT_KM,
  planChanges,
  planDay,
  type PlanCleaner,
  type PlanJob,
} from './day-plan';
import { randomDay } from './day-plan.test-support';
import { distanceMetres } from './geo';

const cleaner = (id: string, over: Partial<PlanCleaner> = {}): PlanCleaner => ({
  id,
  name: id,
  window: { start: 8 * 60, end: 20 * 60 },
  skills: null,
  busy: [],
  ...over,
});
const job = (
  id: string,
  start: string,
  point: [number, number] | null,
  over: Partial<PlanJob> = {},
): PlanJob => {
  const [h, m] = start.split(':').map(Number);
  return {
    id,
    serviceId: 's',
    start: h * 60 + m,
    durationMinutes: 120,
    crewSize: 1,
    point: point && { lat: point[0], lng: point[1] },
    crew: [],
    keep: false,
    ...over,
  };
};
// Two corners of Indore about 11 km apart, and a spot 1 km from each.
const WEST: [number, number] = [22.72, 75.8];
const WEST2: [number, number] = [22.729, 75.8];
const EAST: [number, number] = [22.72, 75.907];
const EAST2: [number, number] = [22.729, 75.907];
const km = (a: [number, number], b: [number, number]) =>
  distanceMetres({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] }) / 1000;
const r1 = (n: number) => Math.round(n * 10) / 10;

describe('planDay on fixed days (known optimum)', () => {
  it('uncrosses two crews sent across town', () => {
    const jobs = [
      job('a', '08:00', WEST, { crew: ['x'] }),
      job('b', '08:00', EAST, { crew: ['y'] }),
      job('c', '12:00', WEST2, { crew: ['y'] }),
      job('d', '12:00', EAST2, { crew: ['x'] }),
    ];
    const input = { jobs, cleaners: [cleaner('x'), cleaner('y')], bufferMinutes: 30 };
    const plan = planDay(input);
    expect(plan.kmBefore).toBe(r1(km(WEST, EAST2) + km(EAST, WEST2)));
    expect(plan.kmAfter).toBe(r1(km(WEST, WEST2) + km(EAST, EAST2)));
    // Either pair may swap (the same kilometres, the same two changes): the west jobs share a route.
    expect(
      Object.values(plan.routes)
        .map((r) => r.join())
        .sort(),
    ).toEqual(['a,c', 'b,d']);
    expect(exactPlan(input)!.costAfter).toBe(plan.costAfter);
    expect(planChanges(jobs, plan)).toHaveLength(2);
  });

  it('keeps a started or locked job where it is, and plans around it', () => {
    const jobs = [
      job('a', '08:00', WEST, { crew: ['x'], keep: true }),
      job('b', '08:00', EAST, { crew: ['y'], keep: true }),
      job('c', '12:00', WEST2, { crew: ['y'] }),
      job('d', '12:00', EAST2, { crew: ['x'] }),
    ];
    const plan = planDay({ jobs, cleaners: [cleaner('x'), cleaner('y')], bufferMinutes: 30 });
    expect(plan.crews).toMatchObject({ a: ['x'], b: ['y'], c: ['x'], d: ['y'] });
    // Kept both ways round: the kept jobs cannot move, so the later ones do.
    const stuck = planDay({
      jobs: jobs.map((j) => ({ ...j, keep: true })),
      cleaners: [cleaner('x'), cleaner('y')],
      bufferMinutes: 30,
    });
    expect(stuck.kmAfter).toBe(stuck.kmBefore);
    expect(planChanges(jobs, stuck)).toEqual([]);
  });

  it('gives a job only to a cleaner marked for its service, in their hours, not on leave', () => {
    const jobs = [
      job('a', '08:00', WEST, { crew: ['x'] }),
      job('b', '12:00', WEST2, { crew: ['y'], serviceId: 'tank' }),
    ];
    const cleaners = [
      cleaner('x', { skills: new Set(['s']) }),
      cleaner('y', { skills: new Set(['s', 'tank']) }),
      cleaner('z', { window: null }),
      cleaner('w', { window: { start: 8 * 60, end: 12 * 60 } }),
    ];
    const plan = planDay({ jobs, cleaners, bufferMinutes: 30 });
    // x cannot do tanks, z is on leave, w stops at noon: b stays with y although x is next door.
    expect(plan.crews.b).toEqual(['y']);
    expect(exactPlan({ jobs, cleaners, bufferMinutes: 30 })!.crews.b).toEqual(['y']);
  });

  it('never lets one cleaner’s holds overlap, the travel buffer included', () => {
    // 08:00 + 2 h + 30 min buffer ends 10:30: a 10:15 start needs another cleaner, however near.
    const jobs = [job('a', '08:00', WEST, { crew: ['x'] }), job('b', '10:15', WEST, { crew: ['y'] })];
    const plan = planDay({ jobs, cleaners: [cleaner('x'), cleaner('y')], bufferMinutes: 30 });
    expect(plan.crews).toEqual({ a: ['x'], b: ['y'] });
    const later = [job('a', '08:00', WEST, { crew: ['x'] }), job('b', '10:30', WEST, { crew: ['y'] })];
    // At 10:30 x could take both, but one cleaner with 4 h and one with none is uneven: it stays split.
    expect(planDay({ jobs: later, cleaners: [cleaner('x'), cleaner('y')], bufferMinutes: 30 }).crews).toEqual(
      {
        a: ['x'],
        b: ['y'],
      },
    );
  });

  it('weighs travel against even hours: HOURS_WEIGHT_KM per hour off the mean', () => {
    // Three 2-hour jobs in one street, two cleaners: all three on one is 0 km but 6 h against 0 h.
    const jobs = [
      job('a', '08:00', WEST, { crew: ['x'] }),
      job('b', '11:00', WEST, { crew: ['x'] }),
      job('c', '14:00', WEST, { crew: ['x'] }),
    ];
    const plan = planDay({ jobs, cleaners: [cleaner('x'), cleaner('y')], bufferMinutes: 30 });
    expect(plan.costBefore).toBe(2 * 3 * HOURS_WEIGHT_KM);
    expect(plan.costAfter).toBe(2 * 1 * HOURS_WEIGHT_KM + CHANGE_KM);
    expect(
      Object.values(plan.routes)
        .map((r) => r.length)
        .sort(),
    ).toEqual([1, 2]);
  });

  it('staffs a crew of two with two different cleaners and keeps the lead when it stays', () => {
    const jobs = [
      job('a', '08:00', WEST, { crew: ['x', 'y'], crewSize: 2 }),
      job('b', '12:00', EAST, { crew: ['z'] }),
      job('c', '12:00', WEST2, { crew: ['w'] }),
      job('d', '08:00', EAST2, { crew: ['w'] }),
    ];
    const cleaners = ['w', 'x', 'y', 'z'].map((id) => cleaner(id));
    const plan = planDay({ jobs, cleaners, bufferMinutes: 30 });
    const exact = exactPlan({ jobs, cleaners, bufferMinutes: 30 })!;
    expect(plan.costAfter).toBe(exact.costAfter);
    expect(new Set(plan.crews.a).size).toBe(2);
    for (const [id, route] of Object.entries(plan.routes)) expect(route.length, id).toBeLessThanOrEqual(2);
  });

  it('counts a leg to a job with no point as DISPATCH_WEIGHTS.unknownKm', () => {
    const jobs = [job('a', '08:00', WEST, { crew: ['x'] }), job('b', '12:00', null, { crew: ['x'] })];
    const plan = planDay({ jobs, cleaners: [cleaner('x')], bufferMinutes: 30 });
    expect(plan.kmBefore).toBe(8);
  });

  it('leaves a job nobody can take with its crew now, listed as unplaced', () => {
    const jobs = [job('a', '08:00', WEST, { crew: [], serviceId: 'tank' })];
    const plan = planDay({ jobs, cleaners: [cleaner('x', { skills: new Set(['s']) })], bufferMinutes: 30 });
    expect(plan.unplaced).toEqual(['a']);
    expect(plan.crews.a).toEqual([]);
  });
});

describe('planDay against the optimum on small random days', () => {
  it('is never worse than the day as booked, and within 5% of the optimum on average', () => {
    const gaps: number[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const day = randomDay(seed, { jobs: 7, cleaners: 3 });
      const plan = planDay(day);
      const exact = exactPlan(day);
      expect(plan.costAfter).toBeLessThanOrEqual(plan.costBefore);
      if (!exact) continue;
      expect(plan.costAfter).toBeGreaterThanOrEqual(exact.costAfter - 0.1);
      gaps.push(exact.costAfter > 0 ? (plan.costAfter - exact.costAfter) / exact.costAfter : 0);
    }
    expect(gaps.length).toBeGreaterThan(30);
    expect(gaps.reduce((s, g) => s + g, 0) / gaps.length).toBeLessThan(0.05);
  });

  it('plans a day of 60 jobs, cutting its kilometres (its time: npm run bench:plan)', () => {
    const day = randomDay(2026, { jobs: 60, cleaners: 20 });
    expect(day.jobs.length).toBe(60);
    const plan = planDay(day);
    expect(plan.kmAfter).toBeLessThan(plan.kmBefore);
    expect(plan.unplaced).toEqual([]);
  });
});
