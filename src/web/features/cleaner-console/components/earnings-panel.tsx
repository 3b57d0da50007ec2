import { formatDateLong } from '../../../../shared/domain/time';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import type { EarningsPeriod } from '../../../../shared/schemas/earnings';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Stars } from '../../../components/stars/stars';
import { useMyEarnings } from '../api/get-earnings';
import { formatDayHindi } from '../../../i18n/time-format';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';

function PeriodCard({ title, p }: { title: string; p: EarningsPeriod }) {
  const { t, i18n } = useTranslation(CLEANER_NS);
  const day = i18n.language === 'hi' ? formatDayHindi : formatDateLong;
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-xs text-slate-600">
        {day(p.from)} – {day(p.to)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('earnings.jobsDone')}</dt>
          <dd className="text-xl font-bold text-slate-900">{p.jobs}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('earnings.hoursWorked')}</dt>
          <dd className="text-xl font-bold text-slate-900">{p.hours}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('earnings.rating')}</dt>
          <dd className="text-slate-900">
            {p.rating.average === null ? (
              t('earnings.noRatings')
            ) : (
              <>
                <Stars value={p.rating.average} /> {p.rating.average.toFixed(1)} ({p.rating.count})
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('earnings.tips')}</dt>
          <dd className="text-xl font-bold text-slate-900">{formatRupees(rupeesToPaise(p.tips))}</dd>
        </div>
        {p.payRule ? (
          // A missing rule is the office's task (Payouts shows it), not a "₹0" for the cleaner to read.
          <div>
            <dt className="text-slate-600">{t('earnings.pay')}</dt>
            <dd className="text-xl font-bold text-slate-900">{formatRupees(rupeesToPaise(p.pay))}</dd>
            <dd className="text-xs text-slate-600">
              {t(p.payRule.kind === 'hourly' ? 'earnings.hourly' : 'earnings.perJob', {
                rate: formatRupees(rupeesToPaise(p.payRule.rate)),
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">{t('earnings.cashHeld')}</dt>
          <dd className="text-xl font-bold text-slate-900">{formatRupees(rupeesToPaise(p.cashHeld))}</dd>
        </div>
        {p.net < 0 ? (
          <div className="col-span-2 rounded-lg bg-amber-50 p-3 text-amber-950" data-testid="cash-owed">
            <dt className="text-base font-bold">
              {t('earnings.owe', { amount: formatRupees(rupeesToPaise(-p.net)) })}
            </dt>
            <dd className="mt-1 text-sm">{t('earnings.oweSteps')}</dd>
          </div>
        ) : (
          <div className="col-span-2 border-t border-slate-100 pt-2">
            <dt className="text-slate-600">{t('earnings.net')}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatRupees(rupeesToPaise(p.net))}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The cleaner's own numbers: what they did and earned. */
export function EarningsPanel() {
  const { t } = useTranslation(CLEANER_NS);
  const query = useMyEarnings();
  if (query.isPending) return <LoadingState label={t('earnings.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <PeriodCard title={t('earnings.thisWeek')} p={query.data.week} />
        <PeriodCard title={t('earnings.thisMonth')} p={query.data.month} />
      </div>
      <p className="text-xs text-slate-600">{t('earnings.weekNote')}</p>
    </div>
  );
}
