import { DISPATCH_WEIGHTS } from './dispatch-score';
import { distanceMetres, type LatLng } from './geo';

/**
 * Day plans (issue 35 part 3): the crews for every confirmed job of one day at once, with the least
 * travel while the day's hours stay even. A pure rule: the server gathers the facts, the table tests
 * (day-plan.test.ts) hold the answers, docs/dispatch-planner.md gives the method and its measured gap.
 *
 * The cost of a plan is the sum over cleaners of
 *   kilometres between their consecutive jobs (straight line, geo.ts; a leg with an unknown end counts
 *   DISPATCH_WEIGHTS.unknownKm)
 *   + HOURS_WEIGHT_KM × |their hours that day − the mean hours of the cleaners working that day|
 *   + CHANGE_KM for each of their jobs whose crew they are not on now.
 * The heuristic: greedy insertion in start order (each seat goes to the cleaner it adds least cost to),
 * then local search (move one seat to another cleaner, swap two seats) while the cost falls; it also
 * starts a search from today's crews and keeps whichever is cheaper, so a plan never costs more than the
 * day as it stands; then iterated local search (KICK_ROUNDS random kicks, each searched again, kept when
 * cheaper). `exactPlan` is branch and bound over every assignment, for small days only.
 */

/** One hour off the day's mean weighs as much as this many kilometres of travel. */
export const HOURS_WEIGHT_KM = 2;

/**
 * Each seat given to a cleaner not on the job's crew now costs this many kilometres: a change must save
 * at least 100 m, so of two plans as good the one with fewer changes (fewer messages) wins.
 */
export const CHANGE_KM = 0.1;

/** A cleaner as the planner reads them: times are minutes after the day's midnight (India). */
export interface PlanCleaner {
  id: string;
  name: string;
  /** The day's working window; null when off or on leave (they take no job). */
  window: { start: number; end: number } | null;
  /** Service ids they are marked for; null when marked for none (they can do any). */
  skills: ReadonlySet<string> | null;
  /** Time held by jobs outside the plan (other days, on hold for payment), [start, end) in minutes. */
  busy: readonly { start: number; end: number }[];
}

export interface PlanJob {
  id: string;
  serviceId: string | null;
  /** Minutes after midnight. */
  start: number;
  durationMinutes: number;
  crewSize: number;
  point: LatLng | null;
  /** The crew now, lead first; empty when unassigned. */
  crew: readonly string[];
  /** Started or locked: its crew is kept as it is. */
  keep: boolean;
}

export interface DayPlanInput {
  jobs: readonly PlanJob[];
  cleaners: readonly PlanCleaner[];
  /** The travel buffer after every job (the crew's hold runs that long past its end). */
  bufferMinutes: number;
}

export interface DayPlan {
  /** Each job's crew, lead first (a job no crew can take keeps its crew now, possibly none). */
  crews: Record<string, string[]>;
  /** Jobs the plan could not staff. */
  unplaced: string[];
  kmBefore: number;
  kmAfter: number;
  costBefore: number;
  costAfter: number;
  /** Each cleaner's day in the plan, in start order: the route on the map. */
  routes: Record<string, string[]>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The planner's view of the day: jobs by index, cleaners by index, what each may take. */
interface Prepared {
  jobs: readonly PlanJob[];
  cleaners: readonly PlanCleaner[];
  buffer: number;
  /** able[j][c]: cleaner c may take job j at all (skills, window, busy elsewhere). */
  able: boolean[][];
  /** km[a][b]: travel from job a to job b. */
  km: number[][];
  meanMinutes: number;
  working: boolean[];
}

function prepare(input: DayPlanInput): Prepared {
  const { jobs, cleaners, bufferMinutes: buffer } = input;
  const able = jobs.map((j) =>
    cleaners.map((c) => {
      if (!c.window) return false;
      if (c.skills && (!j.serviceId || !c.skills.has(j.serviceId))) return false;
      if (j.start < c.window.start || j.start + j.durationMinutes > c.window.end) return false;
      const end = j.start + j.durationMinutes + buffer;
      return !c.busy.some((s) => s.start < end && j.start < s.end);
    }),
  );
  const km = jobs.map((a) =>
    jobs.map((b) =>
      a === b ? 0 : a.point && b.point ? distanceMetres(a.point, b.point) / 1000 : DISPATCH_WEIGHTS.unknownKm,
    ),
  );
  const working = cleaners.map((c) => c.window !== null);
  const workers = working.filter(Boolean).length;
  const total = jobs.reduce((s, j) => s + j.durationMinutes * j.crewSize, 0);
  return { jobs, cleaners, buffer, able, km, meanMinutes: workers ? total / workers : 0, working };
}

/** A cleaner's jobs (indexes) in start order: they fit when no two holds overlap. */
function fits(p: Prepared, list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) {
    const a = p.jobs[list[i - 1]];
    const b = p.jobs[list[i]];
    if (a.start + a.durationMinutes + p.buffer > b.start) return false;
  }
  return true;
}

const routeKm = (p: Prepared, list: readonly number[]) => {
  let km = 0;
  for (let i = 1; i < list.length; i++) km += p.km[list[i - 1]][list[i]];
  return km;
};

/** One cleaner's share of the cost. */
function cleanerCost(p: Prepared, c: number, list: readonly number[]): number {
  const minutes = list.reduce((s, j) => s + p.jobs[j].durationMinutes, 0);
  const fairness = p.working[c] ? (HOURS_WEIGHT_KM * Math.abs(minutes - p.meanMinutes)) / 60 : 0;
  const id = p.cleaners[c].id;
  const changes = list.reduce((n, j) => (p.jobs[j].crew.includes(id) ? n : n + 1), 0);
  return routeKm(p, list) + fairness + CHANGE_KM * changes;
}

const byStart = (p: Prepared) => (a: number, b: number) =>
  p.jobs[a].start - p.jobs[b].start || p.jobs[a].id.localeCompare(p.jobs[b].id);

function insertSorted(p: Prepared, list: readonly number[], j: number): number[] {
  const out = [...list, j];
  out.sort(byStart(p));
  return out;
}

/** A working state: the seats of each job and the jobs of each cleaner. */
interface State {
  seats: number[][];
  lists: number[][];
}

function listsOf(p: Prepared, seats: number[][]): number[][] {
  const lists: number[][] = p.cleaners.map(() => []);
  seats.forEach((crew, j) => crew.forEach((c) => lists[c].push(j)));
  for (const l of lists) l.sort(byStart(p));
  return lists;
}

const totalCost = (p: Prepared, lists: number[][]) =>
  lists.reduce((s, list, c) => s + cleanerCost(p, c, list), 0);
const totalKm = (p: Prepared, lists: number[][]) => lists.reduce((s, list) => s + routeKm(p, list), 0);

/** Greedy insertion: kept jobs first, then the rest in start order, each seat where it adds least. */
function greedy(p: Prepared): { state: State; unplaced: number[] } {
  const seats: number[][] = p.jobs.map(() => []);
  const lists: number[][] = p.cleaners.map(() => []);
  const index = new Map(p.cleaners.map((c, i) => [c.id, i]));
  const order = p.jobs.map((_, j) => j).sort(byStart(p));
  const unplaced: number[] = [];
  for (const j of order) {
    if (!p.jobs[j].keep) continue;
    for (const id of p.jobs[j].crew) {
      const c = index.get(id);
      if (c === undefined) continue;
      seats[j].push(c);
      lists[c] = insertSorted(p, lists[c], j);
    }
  }
  for (const j of order) {
    if (p.jobs[j].keep) continue;
    const chosen: number[] = [];
    for (let seat = 0; seat < p.jobs[j].crewSize; seat++) {
      let best = -1;
      let bestDelta = Infinity;
      for (let c = 0; c < p.cleaners.length; c++) {
        if (!p.able[j][c] || chosen.includes(c)) continue;
        const next = insertSorted(p, lists[c], j);
        if (!fits(p, next)) continue;
        const delta = cleanerCost(p, c, next) - cleanerCost(p, c, lists[c]);
        if (delta < bestDelta - 1e-9) {
          bestDelta = delta;
          best = c;
        }
      }
      if (best < 0) break;
      chosen.push(best);
      lists[best] = insertSorted(p, lists[best], j);
    }
    if (chosen.length < p.jobs[j].crewSize) {
      for (const c of chosen) lists[c] = lists[c].filter((x) => x !== j);
      unplaced.push(j);
    } else seats[j] = chosen;
  }
  return { state: { seats, lists }, unplaced };
}

/** Moves one seat or swaps two while the cost falls (first improvement, until none improves). */
function localSearch(p: Prepared, state: State): State {
  const { seats, lists } = state;
  const cost = lists.map((l, c) => cleanerCost(p, c, l));
  const movable = (j: number) => !p.jobs[j].keep && seats[j].length > 0;
  let improved = true;
  let rounds = 0;
  while (improved && rounds++ < 200) {
    improved = false;
    // Move: the seat of cleaner a on job j goes to cleaner b.
    for (let j = 0; j < p.jobs.length; j++) {
      if (!movable(j)) continue;
      for (let s = 0; s < seats[j].length; s++) {
        const a = seats[j][s];
        for (let b = 0; b < p.cleaners.length; b++) {
          if (b === a || !p.able[j][b] || seats[j].includes(b)) continue;
          const nextB = insertSorted(p, lists[b], j);
          if (!fits(p, nextB)) continue;
          const nextA = lists[a].filter((x) => x !== j);
          const ca = cleanerCost(p, a, nextA);
          const cb = cleanerCost(p, b, nextB);
          if (ca + cb < cost[a] + cost[b] - 1e-9) {
            lists[a] = nextA;
            lists[b] = nextB;
            cost[a] = ca;
            cost[b] = cb;
            seats[j][s] = b;
            improved = true;
            break;
          }
        }
      }
    }
    // Swap: cleaner a's seat on job j and cleaner b's seat on job k change hands.
    for (let j = 0; j < p.jobs.length; j++) {
      if (!movable(j)) continue;
      for (let k = j + 1; k < p.jobs.length; k++) {
        if (!movable(k)) continue;
        for (let s = 0; s < seats[j].length; s++) {
          for (let t = 0; t < seats[k].length; t++) {
            const a = seats[j][s];
            const b = seats[k][t];
            if (a === b || seats[k].includes(a) || seats[j].includes(b)) continue;
            if (!p.able[k][a] || !p.able[j][b]) continue;
            const nextA = insertSorted(
              p,
              lists[a].filter((x) => x !== j),
              k,
            );
            const nextB = insertSorted(
              p,
              lists[b].filter((x) => x !== k),
              j,
            );
            if (!fits(p, nextA) || !fits(p, nextB)) continue;
            const ca = cleanerCost(p, a, nextA);
            const cb = cleanerCost(p, b, nextB);
            if (ca + cb < cost[a] + cost[b] - 1e-9) {
              lists[a] = nextA;
              lists[b] = nextB;
              cost[a] = ca;
              cost[b] = cb;
              seats[j][s] = b;
              seats[k][t] = a;
              improved = true;
            }
          }
        }
      }
    }
  }
  return { seats, lists };
}

/** Today's crews as a state, when every job is staffed and every crew fits; null otherwise. */
function currentState(p: Prepared): State | null {
  const index = new Map(p.cleaners.map((c, i) => [c.id, i]));
  const seats: number[][] = [];
  for (let j = 0; j < p.jobs.length; j++) {
    const crew = p.jobs[j].crew.map((id) => index.get(id));
    if (crew.some((c) => c === undefined)) return null;
    const ids = crew as number[];
    if (!p.jobs[j].keep && (ids.length !== p.jobs[j].crewSize || ids.some((c) => !p.able[j][c]))) return null;
    seats.push(ids);
  }
  const lists = listsOf(p, seats);
  return lists.every((l) => fits(p, l)) ? { seats, lists } : null;
}

/** The lead stays lead when still on the crew; the others keep their order, newcomers follow. */
function orderCrew(before: readonly string[], after: string[]): string[] {
  const kept = before.filter((id) => after.includes(id));
  return [...kept, ...after.filter((id) => !kept.includes(id))];
}

function finish(p: Prepared, state: State, unplaced: number[]): DayPlan {
  const ids = p.cleaners.map((c) => c.id);
  const crews: Record<string, string[]> = {};
  p.jobs.forEach((job, j) => {
    crews[job.id] = unplaced.includes(j)
      ? [...job.crew]
      : job.keep
        ? [...job.crew]
        : orderCrew(
            job.crew,
            state.seats[j].map((c) => ids[c]),
          );
  });
  const beforeLists = listsOf(
    p,
    p.jobs.map((j) => j.crew.map((id) => ids.indexOf(id)).filter((c) => c >= 0)),
  );
  const routes: Record<string, string[]> = {};
  state.lists.forEach((list, c) => {
    if (list.length) routes[ids[c]] = list.map((j) => p.jobs[j].id);
  });
  return {
    crews,
    unplaced: unplaced.map((j) => p.jobs[j].id),
    kmBefore: round1(totalKm(p, beforeLists)),
    kmAfter: round1(totalKm(p, state.lists)),
    costBefore: round1(totalCost(p, beforeLists)),
    costAfter: round1(totalCost(p, state.lists)),
    routes,
  };
}

/** The heuristic plan of a day (see the module's note). Deterministic: the same facts give the same plan. */
export function planDay(input: DayPlanInput): DayPlan {
  const p = prepare(input);
  const fresh = greedy(p);
  let best = localSearch(p, fresh.state);
  let unplaced = fresh.unplaced;
  const now = currentState(p);
  if (now) {
    const fromNow = localSearch(p, now);
    // Today's crews staff every job: the plan from them wins unless the fresh one staffs all and costs less.
    if (unplaced.length > 0 || totalCost(p, fromNow.lists) <= totalCost(p, best.lists) + 1e-9) {
      best = fromNow;
      unplaced = [];
    }
  }
  return finish(p, iterate(p, best), unplaced);
}

/** Rounds of iterated local search: each kicks the best plan found (a few random moves), then searches again. */
export const KICK_ROUNDS = 30;

/** A small seeded generator (mulberry32): the kicks are the same for the same day, so plans are repeatable. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const copy = (state: State): State => ({
  seats: state.seats.map((s) => [...s]),
  lists: state.lists.map((l) => [...l]),
});

/**
 * Iterated local search: KICK_ROUNDS times, two or three seats of the best plan are moved to other able,
 * free cleaners at random (whatever it costs), the local search runs again, and the result is kept when it
 * costs less. It escapes the local optima a move-or-swap search stops in.
 */
function iterate(p: Prepared, start: State): State {
  const rnd = generator(p.jobs.length * 7919 + p.cleaners.length);
  let best = start;
  let bestCost = totalCost(p, best.lists);
  const movable = p.jobs.map((_, i) => i).filter((j) => !p.jobs[j].keep && best.seats[j].length > 0);
  if (movable.length === 0) return best;
  for (let round = 0; round < KICK_ROUNDS; round++) {
    const next = copy(best);
    const kicks = 2 + Math.floor(rnd() * 2);
    for (let k = 0; k < kicks; k++) {
      const j = movable[Math.floor(rnd() * movable.length)];
      const s = Math.floor(rnd() * next.seats[j].length);
      const a = next.seats[j][s];
      const options = p.cleaners
        .map((_, c) => c)
        .filter(
          (c) => p.able[j][c] && !next.seats[j].includes(c) && fits(p, insertSorted(p, next.lists[c], j)),
        );
      if (options.length === 0) continue;
      const b = options[Math.floor(rnd() * options.length)];
      next.lists[a] = next.lists[a].filter((x) => x !== j);
      next.lists[b] = insertSorted(p, next.lists[b], j);
      next.seats[j][s] = b;
    }
    const searched = localSearch(p, next);
    const cost = totalCost(p, searched.lists);
    if (cost < bestCost - 1e-9) {
      best = searched;
      bestCost = cost;
    }
  }
  return best;
}

/**
 * The optimum by branch and bound: seats in start order, each crew a set of cleaners in index order;
 * a branch is cut once its kilometres alone reach the best cost found. For small days (the tests and the
 * measured gap); null when no assignment staffs every job.
 */
export function exactPlan(input: DayPlanInput, limitNodes = 5_000_000): DayPlan | null {
  const p = prepare(input);
  const order = p.jobs.map((_, j) => j).sort(byStart(p));
  const index = new Map(p.cleaners.map((c, i) => [c.id, i]));
  const seats: number[][] = p.jobs.map(() => []);
  const last: number[] = p.cleaners.map(() => -1);
  const lists: number[][] = p.cleaners.map(() => []);
  let bestCost = Infinity;
  let bestSeats: number[][] | null = null;
  let nodes = 0;

  const legKm = (c: number, j: number) => (last[c] < 0 ? 0 : p.km[last[c]][j]);
  const canTake = (c: number, j: number) => {
    if (last[c] < 0) return true;
    const a = p.jobs[last[c]];
    return a.start + a.durationMinutes + p.buffer <= p.jobs[j].start;
  };

  function visit(pos: number, km: number) {
    if (++nodes > limitNodes) throw new Error('exactPlan: too large a day');
    if (km >= bestCost - 1e-9) return;
    if (pos === order.length) {
      const cost = totalCost(p, lists);
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        bestSeats = seats.map((s) => [...s]);
      }
      return;
    }
    const j = order[pos];
    const job = p.jobs[j];
    if (job.keep) {
      const crew = job.crew.map((id) => index.get(id)).filter((c): c is number => c !== undefined);
      if (!crew.every((c) => canTake(c, j))) return;
      take(crew, j, km + crew.reduce((s, c) => s + legKm(c, j), 0), pos);
      return;
    }
    const choose = (from: number, chosen: number[], added: number) => {
      if (chosen.length === job.crewSize) {
        take(chosen, j, km + added, pos);
        return;
      }
      for (let c = from; c < p.cleaners.length; c++) {
        if (!p.able[j][c] || !canTake(c, j)) continue;
        choose(c + 1, [...chosen, c], added + legKm(c, j));
      }
    };
    choose(0, [], 0);
  }

  function take(crew: number[], j: number, km: number, pos: number) {
    const saved = crew.map((c) => last[c]);
    seats[j] = crew;
    for (const c of crew) {
      lists[c].push(j);
      last[c] = j;
    }
    visit(pos + 1, km);
    crew.forEach((c, i) => {
      lists[c].pop();
      last[c] = saved[i];
    });
    seats[j] = [];
  }

  visit(0, 0);
  if (!bestSeats) return null;
  return finish(p, { seats: bestSeats, lists: listsOf(p, bestSeats) }, []);
}

/** The jobs whose crew the plan changes, with the cleaners who leave and join each. */
export function planChanges(jobs: readonly PlanJob[], plan: DayPlan) {
  return jobs.flatMap((j) => {
    const after = plan.crews[j.id] ?? [...j.crew];
    const left = j.crew.filter((id) => !after.includes(id));
    const joined = after.filter((id) => !j.crew.includes(id));
    const leadChanged = (j.crew[0] ?? null) !== (after[0] ?? null);
    return left.length || joined.length || leadChanged
      ? [{ bookingId: j.id, before: [...j.crew], after, left, joined }]
      : [];
  });
}
