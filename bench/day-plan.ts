/**
 * `npm run bench:plan`: the day planner's figures (docs/dispatch-planner.md), no server, no database.
 * 1. Its gap to the optimum (branch and bound, shared/domain/day-plan.ts exactPlan) on small seeded days.
 * 2. Kilometres before (the crews booking reserved) and after the plan on seeded days of 60 jobs, and the time.
 * PLAN_SMALL_DAYS (default 200) sets how many small days of each size are measured.
 */
import { exactPlan, planDay } from '../src/shared/domain/day-plan';
import { randomDay } from '../src/shared/domain/day-plan.test-support';

const SMALL = Number(process.env.PLAN_SMALL_DAYS ?? 200);
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

for (const size of [
  { jobs: 6, cleaners: 3 },
  { jobs: 8, cleaners: 3 },
  { jobs: 9, cleaners: 4 },
]) {
  const gaps: number[] = [];
  let optimal = 0;
  for (let seed = 1; seed <= SMALL; seed++) {
    const day = randomDay(seed * 7919 + size.jobs, size);
    const exact = exactPlan(day);
    if (!exact) continue;
    const plan = planDay(day);
    const gap = exact.costAfter > 0 ? (plan.costAfter - exact.costAfter) / exact.costAfter : 0;
    gaps.push(gap);
    if (gap <= 1e-9) optimal++;
  }
  gaps.sort((a, b) => a - b);
  const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
  console.log(
    `small days of ${size.jobs} jobs, ${size.cleaners} cleaners: ${gaps.length} days, optimum found on ${optimal} (${pct(optimal / gaps.length)}), mean gap ${pct(mean)}, 95th percentile ${pct(gaps[Math.floor(gaps.length * 0.95)] ?? 0)}, worst ${pct(gaps.at(-1) ?? 0)}`,
  );
}

for (const seed of [2026, 7, 42]) {
  const day = randomDay(seed, { jobs: 60, cleaners: 20 });
  const started = performance.now();
  const plan = planDay(day);
  const ms = performance.now() - started;
  const changed = day.jobs.filter((j) => plan.crews[j.id].join() !== j.crew.join()).length;
  console.log(
    `day of ${day.jobs.length} jobs, 20 cleaners (seed ${seed}): ${plan.kmBefore} km before, ${plan.kmAfter} km after (${pct((plan.kmBefore - plan.kmAfter) / plan.kmBefore)} less), cost ${plan.costBefore} -> ${plan.costAfter}, ${changed} jobs change crew, planned in ${ms.toFixed(0)} ms`,
  );
}
