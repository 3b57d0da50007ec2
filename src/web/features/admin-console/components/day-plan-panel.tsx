import { useId, useState } from 'react';
import { addDays, formatDateLong, formatTime12h } from '../../../../shared/domain/time';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { LiveMap } from '../../../components/live-map/lazy-live-map';
import { hasPoints } from '../../../components/live-map/live-map-model';
import { routesOf } from '../model/day-plan-routes';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useSettings } from '../../settings/api/get-settings';
import { kmText, useApplyDayPlan, useDayPlan, useLockDay, usePlanDay } from '../api/day-plans';
import { Figure } from './section-header';

const names = (people: { name: string }[]) =>
  people.length ? people.map((p) => p.name).join(', ') : 'nobody';

/**
 * The Today board's day plan (issue 35 part 3): plan the day, see the kilometres before and after, the
 * jobs that would change crew and each crew's route on the map, then apply it; or lock the day so its
 * crews stay (nobody re-plans it, not even before the evening push).
 */
export function DayPlanPanel({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const dayId = useId();
  const state = useDayPlan(date);
  const settings = useSettings();
  const planDay = usePlanDay();
  const apply = useApplyDayPlan();
  const lock = useLockDay();

  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  const dayLabel = (d: string, i: number) =>
    i === 0 ? `Today, ${formatDateLong(d)}` : i === 1 ? `Tomorrow, ${formatDateLong(d)}` : formatDateLong(d);
  const picker = (
    <label htmlFor={dayId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      Day
      <select
        id={dayId}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      >
        {days.map((d, i) => (
          <option key={d} value={d}>
            {dayLabel(d, i)}
          </option>
        ))}
      </select>
    </label>
  );

  if (state.isPending || state.isError)
    return (
      <section aria-labelledby="day-plan-heading" className="mt-4">
        <h2 id="day-plan-heading" className="mb-2 text-lg font-semibold">
          Day plan
        </h2>
        {picker}
        {state.isPending ? (
          <LoadingState label="Loading the day plan…" />
        ) : (
          <ErrorState error={state.error} onRetry={() => void state.refetch()} />
        )}
      </section>
    );
  const { locked, plan } = state.data;
  const changed = plan?.jobs.filter((j) => j.changed) ?? [];
  const routes = plan ? routesOf(plan) : [];
  const busy = planDay.isPending || apply.isPending || lock.isPending;

  return (
    <section
      aria-labelledby="day-plan-heading"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-plan-heading" className="text-lg font-semibold">
          Day plan
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {picker}
          <Button size="sm" disabled={busy} onClick={() => planDay.mutate(date)}>
            {planDay.isPending ? 'Planning…' : plan ? 'Plan the day again' : 'Plan the day'}
          </Button>
          {plan && !plan.appliedAt && !locked && changed.length > 0 ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => apply.mutate(date)}>
              {apply.isPending ? 'Applying…' : 'Apply the plan'}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-pressed={locked}
            onClick={() => lock.mutate({ date, locked: !locked })}
          >
            {locked ? 'Unlock the day' : 'Lock the day'}
          </Button>
        </div>
      </div>
      {locked ? (
        <p className="mt-2 text-sm text-slate-700">
          This day is locked: every crew stays as it is, and nobody re-plans it.
        </p>
      ) : null}
      {plan ? (
        <div className="mt-3">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Km now" value={plan.kmBefore} />
            <Figure label="Km planned" value={plan.kmAfter} tone="green" />
            <Figure label="Jobs changing crew" value={changed.length} tone="amber" />
            <Figure label="Crews" value={plan.routes.length} />
          </dl>
          <p className="mt-2 text-sm text-slate-700" data-testid="day-plan-status">
            {kmText(plan.kmBefore, plan.kmAfter)} · planned at {formatInstantTime(plan.madeAt)}
            {plan.automatic ? ' before the evening push' : ''} ·{' '}
            {plan.appliedAt ? `applied at ${formatInstantTime(plan.appliedAt)}` : 'not applied yet'}
          </p>
          {hasPoints([], routes) && settings.data ? (
            <LiveMap
              className="mt-3 h-80 w-full overflow-hidden rounded-xl border border-slate-200"
              trips={[]}
              routes={routes}
              tileUrl={settings.data.mapTileUrl}
              texts={{
                label: "Map: each crew's route through its jobs in the plan",
                zoomIn: 'Zoom in',
                zoomOut: 'Zoom out',
              }}
              loading="Loading the map…"
            />
          ) : null}
          <h3 className="mt-3 text-sm font-semibold text-slate-900">Routes</h3>
          <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2 xl:grid-cols-3">
            {routes.map((r, i) => (
              <li key={r.id} className="flex min-w-0 items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-1 inline-block h-3 w-3 shrink-0 rounded-full"
                  style={{ backgroundColor: r.colour }}
                />
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{r.label}</span>:{' '}
                  {plan.routes[i].bookingIds
                    .map((id) => plan.jobs.find((j) => j.bookingId === id))
                    .map((j) => (j ? `${formatTime12h(j.time)} ${j.customerName}` : ''))
                    .join(' → ')}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-3 text-sm font-semibold text-slate-900">
            {changed.length
              ? plan.appliedAt
                ? 'Crews changed by the plan'
                : 'Crews the plan would change'
              : 'The plan changes no crew'}
          </h3>
          {changed.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {changed.map((j) => (
                <li key={j.bookingId} className="rounded-lg bg-amber-50 px-2 py-1 break-words">
                  {formatTime12h(j.time)} · {j.serviceName} · {j.customerName}: {names(j.before)} →{' '}
                  <span className="font-semibold">{names(j.after)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {plan.unplaced.length ? (
            <p className="mt-2 text-sm text-amber-900">
              {plan.unplaced.length === 1
                ? '1 job could not be planned (no crew free and able to take it): it keeps its crew.'
                : `${plan.unplaced.length} jobs could not be planned (no crew free and able to take them): they keep their crews.`}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          No plan yet. Planning proposes crews for every confirmed job of the day with the least travel and
          even hours; nothing changes until you apply it.
        </p>
      )}
    </section>
  );
}
