import { Link } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { buttonClass } from '../../../components/ui/button';
import { CustomerStatusBadge, useBookingWhen } from '../../../components/booking-status/booking-status';
import { PaymentBadge, PayNowLink } from '../../payment';
import { Stars } from '../../../components/stars/stars';
import { useServerText } from '../../../i18n/server-text';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';
import { placeText } from '../../../i18n/namespaces/booking';
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
  const { t } = useTranslation([PROFILE_NS, AFTER_VISIT_NS, MY_BOOKINGS_NS]);
  const serverText = useServerText();
  const when = useBookingWhen();
  const serviceName = booking.serviceId?.name || booking.serviceName;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {serviceName ? serverText(serviceName) : t('myBookings:card.serviceUnknown')}
        </p>
        <p className="text-sm text-slate-600">
          {when(booking.scheduledDate, booking.scheduledTime)} ·{' '}
          <span translate="no" className="font-mono text-xs">
            {bookingReference(booking._id)}
          </span>
        </p>
        {!compact ? (
          <>
            <p className="text-sm text-slate-600" translate="no">
              {booking.address.line1}, {placeText(booking.address.city)}
            </p>
            <p className="text-sm font-semibold text-slate-900">
              {formatRupees(rupeesToPaise(booking.totalAmount))}
            </p>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CustomerStatusBadge booking={booking} />
        {!compact ? <PaymentBadge booking={booking} /> : null}
        {!compact ? <PayNowLink booking={booking} /> : null}
        {booking.status === 'completed' && !booking.rating ? (
          <Link to={`${paths.myBookings}?rate=${booking._id}`} className={buttonClass('primary', 'sm')}>
            {t('afterVisit:rating.rateVisit')}
          </Link>
        ) : null}
        {booking.rating ? <Stars value={booking.rating.rating} /> : null}
        {!compact ? (
          <Link to={`/booking-tracker?bookingId=${booking._id}`} className={buttonClass('outline', 'sm')}>
            {t('bookings.view')}
          </Link>
        ) : null}
        {onCancel && (booking.status === 'pending' || booking.status === 'assigned') ? (
          <button
            type="button"
            onClick={() => onCancel(booking)}
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
          >
            {t('bookings.cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
