import { formatInstantTime } from '../../../../shared/domain/date-format';
import type { PastOfferSummary } from '../../../../shared/schemas/dispatch-offers';
import { Button } from '../../../components/ui/button';
import { useDispatchDecision, useWithdrawOffer } from '../api/dispatch';
import { useCan } from '../hooks/use-can';

/**
 * Why the dispatch job chose this booking's crew, or why nobody could take it; in offer mode, whom it is
 * offered to and until when, while the crew has not answered, and what became of the earlier offers.
 */
export function DispatchDecisionCard({ bookingId }: { bookingId: string }) {
  const query = useDispatchDecision(bookingId);
  const { decision, offer, pastOffers } = query.data ?? { decision: null, offer: null, pastOffers: [] };
  const earlier = pastOffers.filter((p) => p.state !== 'accepted');
  const can = useCan();
  const withdraw = useWithdrawOffer(bookingId);
  return (
    <>
      {offer ? (
        <p
          data-testid="dispatch-decision"
          className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <strong>
            Offered to {offer.crew.join(', ')}, answer by {formatInstantTime(offer.expiresAt)}:{' '}
          </strong>
          {offer.explanation}
          {can('bookings.assign') ? (
            <Button
              size="sm"
              variant="outline"
              className="mt-2 block"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(undefined)}
            >
              Withdraw offer
            </Button>
          ) : null}
        </p>
      ) : decision ? (
        <p
          data-testid="dispatch-decision"
          className={`mb-4 rounded-lg border px-3 py-2 text-sm ${
            decision.outcome === 'assigned'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : 'border-amber-200 bg-amber-50 text-amber-900'
          }`}
        >
          <strong>
            {decision.outcome === 'assigned' ? 'Assigned by dispatch: ' : 'Dispatch could not assign: '}
          </strong>
          {decision.explanation}
        </p>
      ) : null}
      {earlier.length ? (
        <section aria-label="Earlier offers" className="mb-4 text-sm text-slate-700">
          <h3 className="font-semibold text-slate-900">Earlier offers</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {earlier.map((p) => (
              <li key={p.offeredAt}>{pastOfferText(p)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** "Ravi Verma declined at 10:05 AM: Too far", "Sunita Yadav did not answer by 10:15 AM". */
export function pastOfferText(p: PastOfferSummary): string {
  const crew = p.crew.join(', ');
  const at = formatInstantTime(p.endedAt);
  if (p.state === 'declined')
    return `${p.answeredBy ?? crew} declined at ${at}${p.declineReason ? `: ${p.declineReason}` : ''}`;
  if (p.state === 'expired') return `${crew} did not answer by ${at}`;
  if (p.state === 'withdrawn') return `Offer to ${crew} withdrawn at ${at}`;
  return `${p.answeredBy ?? crew} accepted at ${at}`;
}
