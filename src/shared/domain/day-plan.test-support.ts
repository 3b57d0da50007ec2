import type { DayPlanInput, PlanCleaner, PlanJob } from './day-plan';

/**
 * Seeded days for the planner's tests, its measured gap and its bench: jobs around Indore at the booking
 * slots, crews given as booking gives them today (in start order, the least-loaded free cleaner, with no
 * thought of distance), so "before" is the day as reservation leaves it.
 */

/** mulberry32: a small seeded generator, so a seed always gives the same day. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INDORE = { lat: 22.7196, lng: 75.8577 };

export function randomDay(
  seed: number,
  opts: { jobs: number; cleaners: number; pairShare?: number; bufferMinutes?: number; services?: number },
): DayPlanInput {
  const rnd = seeded(seed);
  const services = opts.services ?? 3;
  const bufferMinutes = opts.bufferMinutes ?? 30;
  const cleaners: PlanCleaner[] = Array.from({ length: opts.cleaners }, (_, i) => ({
    id: `c${String(i).padStart(2, '0')}`,
    name: `Cleaner ${i}`,
    window: { start: 8 * 60, end: 20 * 60 },
    // One in four is marked for some services only.
    skills:
      rnd() < 0.25
        ? new Set(Array.from({ length: services }, (_, s) => `s${s}`).filter(() => rnd() < 0.6))
        : null,
    busy: [],
  }));
  const jobs: PlanJob[] = Array.from({ length: opts.jobs * 2 }, (_, i) => {
    // Starts on the half hour from 8:00 to 16:00; 1 to 3 hours; points within about 9 km of the centre.
    const start = 8 * 60 + Math.floor(rnd() * 17) * 30;
    const durationMinutes = 60 + Math.floor(rnd() * 5) * 30;
    return {
      id: `j${String(i).padStart(2, '0')}`,
      serviceId: `s${Math.floor(rnd() * services)}`,
      start,
      durationMinutes: Math.min(durationMinutes, 20 * 60 - start),
      crewSize: rnd() < (opts.pairShare ?? 0.15) ? 2 : 1,
      point: { lat: INDORE.lat + (rnd() - 0.5) * 0.16, lng: INDORE.lng + (rnd() - 0.5) * 0.17 },
      crew: [],
      keep: false,
    };
  });
  // A job booking could not staff was never confirmed: the day holds the others.
  // Twice the jobs are drawn and the first `jobs` booking could staff are the day.
  const first = reserveLikeBooking({ jobs, cleaners, bufferMinutes })
    .filter((j) => j.crew.length > 0)
    .slice(0, opts.jobs)
    .map((j) => ({ ...j, crew: [] }));
  const staffed = reserveLikeBooking({ jobs: first, cleaners, bufferMinutes }).filter(
    (j) => j.crew.length > 0,
  );
  return { jobs: staffed, cleaners, bufferMinutes };
}

/** The crews reservation gives, job by job in start order: least minutes that day first (crew-calendar.ts). */
export function reserveLikeBooking(input: DayPlanInput): PlanJob[] {
  const load = new Map(input.cleaners.map((c) => [c.id, 0]));
  const held = new Map<string, { start: number; end: number }[]>(input.cleaners.map((c) => [c.id, []]));
  const sorted = [...input.jobs].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  const crews = new Map<string, string[]>();
  for (const j of sorted) {
    const span = { start: j.start, end: j.start + j.durationMinutes + input.bufferMinutes };
    const free = input.cleaners
      .filter(
        (c) =>
          c.window &&
          (!c.skills || (j.serviceId !== null && c.skills.has(j.serviceId))) &&
          j.start >= c.window.start &&
          j.start + j.durationMinutes <= c.window.end &&
          !held.get(c.id)!.some((s) => s.start < span.end && span.start < s.end),
      )
      .sort((a, b) => load.get(a.id)! - load.get(b.id)! || a.id.localeCompare(b.id));
    if (free.length < j.crewSize) continue;
    const crew = free.slice(0, j.crewSize).map((c) => c.id);
    for (const id of crew) {
      held.get(id)!.push(span);
      load.set(id, load.get(id)! + j.durationMinutes);
    }
    crews.set(j.id, crew);
  }
  return input.jobs.map((j) => ({ ...j, crew: crews.get(j.id) ?? [] }));
}
