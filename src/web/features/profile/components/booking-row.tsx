import { Link } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { buttonClass } from '../../../components/ui/button';
import { formatBookingWhen, StatusBadge } from '../../../components/booking-status/booking-status';
import { PaymentBadge, PayNowLink } from '../../payment/api/payment-state';
import { Stars } from '../../../components/stars/stars';
import { ratingTexts } from '../../../../shared/domain/ratings';
import { paths } from '../../../lib/paths';

/** One booking in the profile lists: what, when, where, how much, and what can be done. */
export function BookingRow({
  booking,
  onCancel,
  compact,
}: {
  booking: BookingDto;
  onCancel?: (b: BookingDto) => void;
  compact?: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {booking.serviceId?.name || booking.serviceName || 'Service Name Not Available'}
        </p>
        <p className="text-sm text-slate-600">
          {formatBookingWhen(booking.scheduledDate, booking.scheduledTime)}
        </p>
        {!compact ? (
          <>
            <p className="text-sm text-slate-600">
              {booking.address.line1}, {booking.address.city}
            </p>
            <p className="text-sm font-semibold text-slate-900">
              {formatRupees(rupeesToPaise(booking.totalAmount))}
            </p>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={booking.status} />
        {!compact ? <PaymentBadge booking={booking} /> : null}
        {!compact ? <PayNowLink booking={booking} /> : null}
        {booking.status === 'completed' && !booking.rating ? (
          <Link to={`${paths.myBookings}?rate=${booking._id}`} className={buttonClass('primary', 'sm')}>
            {ratingTexts.rateVisit}
          </Link>
        ) : null}
        {booking.rating ? <Stars value={booking.rating.rating} /> : null}
        {!compact ? (
          <Link to={`/booking-tracker?bookingId=${booking._id}`} className={buttonClass('outline', 'sm')}>
            View
          </Link>
        ) : null}
        {onCancel && (booking.status === 'pending' || booking.status === 'assigned') ? (
          <button
            type="button"
            onClick={() => onCancel(booking)}
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </li>
  );
}
