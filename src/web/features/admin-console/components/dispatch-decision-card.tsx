import { useDispatchDecision } from '../api/dispatch';

/** Why the dispatch job chose this booking's crew, or why nobody could take it. */
export function DispatchDecisionCard({ bookingId }: { bookingId: string }) {
  const decision = useDispatchDecision(bookingId);
  if (!decision.data) return null;
  const { outcome, explanation } = decision.data;
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
