import { useState } from 'react';
import { formatDayRange } from '../model/format';
import { monthOf, weekOf } from '../../../../shared/domain/earnings';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/date-field/date-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { downloadPayoutsCsv, usePayouts } from '../api/payouts';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { CashHeldPanel } from '../components/cash-held-panel';
import { PayRulesPanel } from '../components/pay-rules-panel';
import { PaymentAttentionPanel } from '../components/payment-attention-panel';

/** What each cleaner did in a period, to pay them; downloadable as CSV. */
export default function PayoutsPage() {
  const today = todayInIndia(new Date());
  const lastMonth = monthOf(addDays(monthOf(today).from, -1));
  const presets = [
    { label: 'This week', range: weekOf(today) },
    { label: 'Last week', range: weekOf(addDays(weekOf(today).from, -1)) },
    { label: 'This month', range: monthOf(today) },
    { label: 'Last month', range: lastMonth },
  ];
  const [range, setRange] = useState(weekOf(today));
  const [downloading, setDownloading] = useState(false);
  const query = usePayouts(range.from, range.to);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPayoutsCsv(range.from, range.to);
    } catch (error) {
      const d = describeApiError(error);
      showToast('error', d.title, d.message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <SectionHeader title="Payouts">
        <Button onClick={() => void download()} disabled={downloading || range.from > range.to}>
          Download CSV
        </Button>
      </SectionHeader>
      <PaymentAttentionPanel />
      <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label="Period">
        {presets.map((p) => (
          <Button
            key={p.label}
            size="sm"
            variant={p.range.from === range.from && p.range.to === range.to ? 'primary' : 'outline'}
            onClick={() => setRange(p.range)}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <div className="mb-2 grid grid-cols-2 gap-2 sm:max-w-md">
        <DateField label="From" value={range.from} onChange={(from) => setRange({ ...range, from })} />
        <DateField label="To" value={range.to} onChange={(to) => setRange({ ...range, to })} />
      </div>
      <p className="mb-4 text-sm text-slate-600">
        Completed visits dated in the period (India time; weeks run Monday to Sunday). Hours are each
        job&apos;s booked length; tips are the cleaner&apos;s share of tips paid in the period. Pay follows
        each cleaner&apos;s pay rule; net is pay and tips less the customers&apos; cash the cleaner still
        holds.
      </p>
      {range.from > range.to ? (
        <EmptyState title="'From' must be on or before 'To'" />
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.cleaners.length ? (
        <EmptyState title="No cleaners yet" />
      ) : (
        <>
          <SimpleTable
            caption={`Payouts ${formatDayRange(query.data.from, query.data.to)}`}
            rows={query.data.cleaners}
            rowKey={(c) => c.cleanerId}
            columns={[
              {
                header: 'Cleaner',
                cell: (c) => (
                  <>
                    {c.name}
                    {c.payRule ? null : (
                      // The office's task: without a rule the cleaner's pay cannot be worked out.
                      <span className="block text-xs font-semibold text-amber-800">
                        No pay rule: set one under Pay rules
                      </span>
                    )}
                  </>
                ),
              },
              { header: 'Jobs', cell: (c) => c.jobs },
              { header: 'Hours', cell: (c) => c.hours },
              { header: 'Pay', cell: (c) => formatRupees(rupeesToPaise(c.pay)) },
              { header: 'Tips', cell: (c) => formatRupees(rupeesToPaise(c.tips)) },
              { header: 'Cash held', cell: (c) => formatRupees(rupeesToPaise(c.cashHeld)) },
              {
                header: 'Net',
                cell: (c) => (
                  <>
                    <strong>{formatRupees(rupeesToPaise(c.net))}</strong>
                    {c.net < 0 ? (
                      // Why a payout is below zero: the cleaner holds customers' cash beyond their pay.
                      <span className="block text-xs text-slate-600">
                        owes {formatRupees(rupeesToPaise(-c.net))}: cash held is more than pay and tips
                      </span>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Rating',
                cell: (c) =>
                  c.rating.average === null ? '—' : `${c.rating.average.toFixed(1)} (${c.rating.count})`,
              },
            ]}
          />
          <p className="mt-3 text-sm font-semibold text-slate-800">
            Total: {query.data.totals.jobs} jobs · {query.data.totals.hours} h · pay{' '}
            {formatRupees(rupeesToPaise(query.data.totals.pay))} · tips{' '}
            {formatRupees(rupeesToPaise(query.data.totals.tips))} · cash held{' '}
            {formatRupees(rupeesToPaise(query.data.totals.cashHeld))} · net{' '}
            {formatRupees(rupeesToPaise(query.data.totals.net))}
          </p>
        </>
      )}
      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <CashHeldPanel />
        <PayRulesPanel />
      </div>
    </>
  );
}
