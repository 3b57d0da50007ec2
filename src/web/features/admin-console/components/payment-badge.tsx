import { paymentStatusLabel } from '../../../../shared/labels';
import { cn } from '../../../components/ui/cn';

const tones: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  captured: 'bg-green-100 text-green-900',
  unpaid: 'bg-slate-100 text-slate-800',
  created: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-900',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-900',
};

/** A payment's state in words ('Refund in progress', 'Received'), never its stored value. */
export function PaymentBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        tones[status] ?? tones.unpaid,
      )}
    >
      {paymentStatusLabel(status)}
    </span>
  );
}
