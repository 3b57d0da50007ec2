import { formatInstantTime } from '../../../../shared/domain/date-format';
import { useDispatchDecision } from '../api/dispatch';

/**
 * Why the dispatch job chose this booking's crew, or why nobody could take it; in offer mode, whom it is
 * offered to and until when, while the crew has not answered.
 */
export function DispatchDecisionCard({ bookingId }: { bookingId: string }) {
  const query = useDispatchDecision(bookingId);
  const { decision, offer } = query.data ?? { decision: null, offer: null };
  if (offer)
    return (
      <p
        data-testid="dispatch-decision"
        className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      >
        <strong>
          Offered to {offer.crew.join(', ')}, answer by {formatInstantTime(offer.expiresAt)}:{' '}
        </strong>
        {offer.explanation}
      </p>
    );
  if (!decision) return null;
  const { outcome, explanation } = decision;
  return (
    <p
      data-testid="dispatch-decision"
      className={`mb-4 rounded-lg border px-3 py-2 text-sm ${
        outcome === 'assigned'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      <strong>{outcome === 'assigned' ? 'Assigned by dispatch: ' : 'Dispatch could not assign: '}</strong>
      {explanation}
    </p>
  );
}
