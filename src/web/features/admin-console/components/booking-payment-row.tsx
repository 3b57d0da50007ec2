import { paymentMethodLabel } from '../../../../shared/labels';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { useBookingCollection } from '../api/cash-and-pay';
import { formatInstant } from '../model/format';
import { PaymentBadge } from './payment-badge';

/**
 * The booking's payment as an admin reads it: the method in words with its state and, for
 * pay after service, what the crew collected, who recorded it and when, and whether cash reached the office.
 */
export function BookingPaymentRow({
  booking: b,
}: {
  booking: { id: string; status: string; paymentMethod: string | null; paymentStatus: string };
}) {
  const collection = useBookingCollection(b.id);
  const c = collection.data?.collection;
  return (
    <div className="space-y-1" data-testid="booking-payment">
      <p className="flex flex-wrap items-center gap-2">
        {paymentMethodLabel(b.paymentMethod)} <PaymentBadge status={b.paymentStatus} booking={b} />
      </p>
      {c ? (
        <p className="text-sm text-slate-700">
          {c.method === 'cash' ? 'Cash' : 'UPI to the company'} {formatRupees(rupeesToPaise(c.amount))}{' '}
          collected
          {c.cleaner ? ` by ${c.cleaner.name}` : ''}, {formatInstant(c.collectedAt)}
          {c.recordedBy.role !== 'cleaner' ? ` (recorded by ${c.recordedBy.name})` : ''}
          {/* Cash a cleaner took is held until handed over; cash taken at the office is there already. */}
          {c.method === 'cash' && c.cleaner
            ? c.handedOverAt
              ? ` · handed over ${formatInstant(c.handedOverAt)}`
              : ' · cash not handed over yet'
            : ''}
          {collection.data?.receipt ? ` · receipt ${collection.data.receipt.serial}` : ''}
        </p>
      ) : collection.data && collection.data.amountDue > 0 ? (
        <p className="text-sm text-slate-700">
          {formatRupees(rupeesToPaise(collection.data.amountDue))} to collect at the visit
        </p>
      ) : null}
    </div>
  );
}
