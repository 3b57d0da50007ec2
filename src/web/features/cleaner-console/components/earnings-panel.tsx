import { earningsTexts as e } from '../../../../shared/domain/earnings';
import { formatDateLong } from '../../../../shared/domain/time';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import type { EarningsPeriod } from '../../../../shared/schemas/earnings';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Stars } from '../../../components/stars/stars';
import { useMyEarnings } from '../api/get-earnings';

function PeriodCard({ title, p }: { title: string; p: EarningsPeriod }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-xs text-slate-600">
        {formatDateLong(p.from)} – {formatDateLong(p.to)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{e.jobsDone}</dt>
          <dd className="text-xl font-bold text-slate-900">{p.jobs}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{e.hoursWorked}</dt>
          <dd className="text-xl font-bold text-slate-900">{p.hours}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{e.rating}</dt>
          <dd className="text-slate-900">
            {p.rating.average === null ? (
              e.noRatings
            ) : (
              <>
                <Stars value={p.rating.average} /> {p.rating.average.toFixed(1)} ({p.rating.count})
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{e.tips}</dt>
          <dd className="text-xl font-bold text-slate-900">{formatRupees(rupeesToPaise(p.tips))}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The cleaner's own numbers (issue 17 §5). */
export function EarningsPanel() {
  const query = useMyEarnings();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <PeriodCard title={e.thisWeek} p={query.data.week} />
        <PeriodCard title={e.thisMonth} p={query.data.month} />
      </div>
      <p className="text-xs text-slate-600">{e.weekNote}</p>
    </div>
  );
}
