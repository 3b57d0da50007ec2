import { formatRupees } from '../../../../shared/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCustomerCredits } from '../api/get-customer-credits';
import { formatInstant } from '../model/format';
import { SimpleTable } from './simple-table';

/** A customer's credits in the console: the balance and every entry (newest first), with reason and expiry. */
export function CustomerCreditsCard({ customerId }: { customerId: string }) {
  const query = useCustomerCredits(customerId);
  return (
    <section aria-labelledby="customer-credits" className="mt-6">
      <h2 id="customer-credits" className="mb-2 text-lg font-semibold">
        Credits
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">
            Balance <strong className="text-slate-900">{formatRupees(query.data.balancePaise)}</strong>
          </p>
          {query.data.entries.length ? (
            <SimpleTable
              caption="Credit entries"
              rows={query.data.entries}
              rowKey={(e) => e.id}
              columns={[
                { header: 'When', cell: (e) => formatInstant(e.createdAt) },
                {
                  header: 'Amount',
                  cell: (e) => (
                    <span className={e.amountPaise < 0 ? 'text-red-700' : 'text-emerald-700'}>
                      {e.amountPaise < 0 ? '−' : '+'}
                      {formatRupees(Math.abs(e.amountPaise))}
                    </span>
                  ),
                },
                { header: 'Reason', cell: (e) => e.reasonText },
                { header: 'Note', cell: (e) => e.note ?? '—' },
                { header: 'Expires', cell: (e) => (e.expiresAt ? formatInstant(e.expiresAt) : '—') },
              ]}
            />
          ) : (
            <EmptyState title="No credits yet" />
          )}
        </>
      )}
    </section>
  );
}
