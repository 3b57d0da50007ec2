import { formatTime12h } from '../../../../shared/domain/time';
import type { DayPlanDto } from '../../../../shared/schemas/day-plans';
import { ROUTE_COLOURS, type MapRoute } from '../../../components/live-map/live-map-model';

/** Each crew's day in the plan as a coloured line through its jobs, labelled with their times. */
export function routesOf(plan: DayPlanDto): MapRoute[] {
  const jobs = new Map(plan.jobs.map((j) => [j.bookingId, j]));
  return plan.routes.map((r, i) => ({
    id: r.cleanerId,
    label: r.name,
    colour: ROUTE_COLOURS[i % ROUTE_COLOURS.length],
    stops: r.bookingIds.flatMap((id) => {
      const job = jobs.get(id);
      return job?.point ? [{ ...job.point, label: formatTime12h(job.time) }] : [];
    }),
  }));
}
