import { Link } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { bookingDocumentsPath, paths } from '../../../lib/paths';
import { useTranslation } from '../../../i18n/react';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';

/** Each payment state's text (payment namespace, state.*) and colours. */
const labels: Record<BookingDto['paymentStatus'], { text: string; tone: string }> = {
  unpaid: { text: 'unpaid', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  paid: { text: 'paid', tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  refund_pending: { text: 'refund_pending', tone: 'bg-sky-50 text-sky-900 ring-sky-200' },
  refunded: { text: 'refunded', tone: 'bg-slate-100 text-slate-800 ring-slate-200' },
};

const noPaymentDue = { text: 'noPaymentDue', tone: 'bg-slate-50 text-slate-800 ring-slate-200' };

/**
 * An open booking can still be paid online; a pay-after-service one too, before or after the visit,
 * until its payment is recorded.
 */
export const canPayOnline = (b: BookingDto) =>
  b.totalAmount > 0 &&
  b.paymentStatus === 'unpaid' &&
  (b.status === 'pending' ||
    b.status === 'assigned' ||
    (b.paymentMethod === 'pay_after_service' && (b.status === 'in-progress' || b.status === 'completed')));

export function PaymentBadge({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation(PAYMENT_NS);
  const label =
    booking.paymentStatus === 'unpaid' && booking.totalAmount === 0
      ? { text: 'free', tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200' }
      : booking.paymentStatus === 'unpaid' && booking.paymentMethod === 'pay_after_service'
        ? { text: 'payAfterService', tone: 'bg-slate-50 text-slate-800 ring-slate-200' }
        : labels[booking.paymentStatus];
  // Nothing is owed on a cancelled visit: it says so, or how its refund stands (never 'Unpaid').
  const shown = booking.status === 'cancelled' && booking.paymentStatus === 'unpaid' ? noPaymentDue : label;
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', shown.tone)}>
      {t(`state.${shown.text}`)}
    </span>
  );
}

export function PayNowLink({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation(PAYMENT_NS);
  if (!canPayOnline(booking)) return null;
  return (
    <Link
      to={paths.payment}
      state={{ booking, totalAmount: booking.totalAmount }}
      className={buttonClass('primary', 'sm')}
    >
      {t('state.payNow')}
    </Link>
  );
}

/** Paid (or refunded) bookings have a receipt, and with a GSTIN an invoice. */
export function ReceiptLink({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation(PAYMENT_NS);
  if (booking.paymentStatus === 'unpaid') return null;
  return (
    <Link to={bookingDocumentsPath(booking._id)} className={buttonClass('outline', 'sm')}>
      {t('state.receipt')}
    </Link>
  );
}
