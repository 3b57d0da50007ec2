import { useState } from 'react';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCashHandover, useCashHeld } from '../api/cash-and-pay';
import { formatInstant } from '../model/format';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** Customers' cash each cleaner still holds; the admin counts it and marks it handed over (audited). */
export function CashHeldPanel() {
  const query = useCashHeld();
  const handover = useCashHandover();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <section aria-labelledby="cash-held-title" className="mb-6">
      <h2 id="cash-held-title" className="mb-2 text-lg font-semibold text-slate-900">
        Cash held by cleaners
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.length ? (
        <p className="text-sm text-slate-600">No cleaner holds customers&apos; cash.</p>
      ) : (
        <ul className="space-y-2">
          {query.data.map((c) => (
            <li
              key={c.cleanerId}
              aria-label={`${c.name} holds ${rupees(c.amount)}`}
              className="rounded-xl border border-slate-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {c.name} · <span className="text-amber-800">{rupees(c.amount)}</span>
                </p>
                {confirming === c.cleanerId ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={handover.isPending}
                      onClick={() =>
                        handover.mutate(
                          { cleanerId: c.cleanerId, name: c.name, amount: c.amount },
                          { onSettled: () => setConfirming(null) },
                        )
                      }
                    >
                      Received {rupees(c.amount)}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </div>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setConfirming(c.cleanerId)}>
                    Mark handed over
                  </Button>
                )}
              </div>
              <ul className="mt-1 text-xs text-slate-600">
                {c.collections.map((x) => (
                  <li key={x._id}>
                    Booking {x.reference} · {rupees(x.amount)} · {formatInstant(x.collectedAt)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
