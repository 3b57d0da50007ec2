import type { AdminPaymentDto } from '../../../../shared/api-admin';
import { paymentStatusLabel } from '../../../../shared/labels';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { StateBadge } from './paged-list';

const tones: Record<string, string> = {
  paid: 'bg-green-100 text-green-900',
  captured: 'bg-green-100 text-green-900',
  unpaid: 'bg-slate-100 text-slate-800',
  created: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-900',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-900',
};

/**
 * A booking's payment in words. Nothing is owed on a cancelled visit ('No payment due', or its refund's
 * state); a pay-after-service visit not paid yet is due at the visit, not abandoned.
 */
export function bookingPaymentLabel(b: {
  status: string;
  paymentStatus: string;
  paymentMethod?: string | null;
}) {
  if (b.paymentStatus !== 'unpaid') return paymentStatusLabel(b.paymentStatus);
  if (b.status === 'cancelled') return 'No payment due';
  if (b.paymentMethod === 'pay_after_service') return 'Due at the visit';
  return paymentStatusLabel(b.paymentStatus);
}

/**
 * A payment's state in words ('Refund in progress', 'Received'), never its stored value. With the
 * booking: the booking's payment as bookingPaymentLabel says it.
 */
export function PaymentBadge({
  status,
  booking,
}: {
  status: string;
  booking?: { status: string; paymentMethod?: string | null };
}) {
  return (
    <StateBadge tone={tones[status] ?? tones.unpaid}>
      {booking ? bookingPaymentLabel({ ...booking, paymentStatus: status }) : paymentStatusLabel(status)}
    </StateBadge>
  );
}

/**
 * A refund asked for and not yet processed, in words: recorded and not yet with the payment provider, or
 * with it (the bank takes 5–7 business days). Null when none is in flight.
 */
export function refundInFlightLabel(payment: Pick<AdminPaymentDto, 'refundInFlight'>) {
  const r = payment.refundInFlight;
  if (!r) return null;
  return r.state === 'pending'
    ? `Refund of ${formatRupees(r.amountPaise)} in progress (5–7 business days)`
    : `Refund of ${formatRupees(r.amountPaise)} requested`;
}

/**
 * What a booking page offers for one payment: its refund in flight in words, or Refund for a captured
 * payment with none (the server refuses a second refund meanwhile with 409), or nothing.
 */
export function PaymentRefundAction({
  payment,
  onRefund,
}: {
  payment: Pick<AdminPaymentDto, 'status' | 'refundInFlight'>;
  onRefund: () => void;
}) {
  const inFlight = refundInFlightLabel(payment);
  if (inFlight)
    return (
      <span role="status" className="text-sm font-medium text-amber-900">
        {inFlight}
      </span>
    );
  if (payment.status !== 'captured') return null;
  return (
    <Button size="sm" variant="outline" onClick={onRefund}>
      Refund
    </Button>
  );
}
