import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { useBookingWhen } from '../../../components/booking-status/booking-status';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { cancelRefund } from '../model/cancel-refund';
import type { RefundTo } from '../api/cancel-booking';

/**
 * Cancel Booking: names the booking and says, before the customer confirms, what comes back, to where,
 * when, and that there is no fee (issue 37), then asks the spec's question.
 */
export function CancelBookingDialog({
  booking,
  busy,
  onClose,
  onConfirm,
  refundTo = 'source',
  onRefundToChange,
}: {
  booking: BookingDto | null;
  busy?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  refundTo?: RefundTo;
  onRefundToChange?: (to: RefundTo) => void;
}) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const serverText = useServerText();
  const when = useBookingWhen();
  const message = booking ? (
    <>
      <span className="block font-medium text-slate-900">
        {t('cancelDialog.which', {
          service: serverText(booking.serviceId?.name || booking.serviceName),
          when: when(booking.scheduledDate, booking.scheduledTime),
          ref: bookingReference(booking._id),
        })}
      </span>
      <span className="mt-2 block">
        {t(`cancelDialog.refund.${cancelRefund(booking)}`, {
          amount: formatRupees(rupeesToPaise(booking.totalAmount)),
        })}
      </span>
      {onRefundToChange && cancelRefund(booking) === 'refundInFull' && booking.paymentMethod !== 'credits' ? (
        <span
          role="radiogroup"
          aria-label={t('cancelDialog.refundTo.legend')}
          className="mt-3 block space-y-2"
        >
          <span className="block font-medium text-slate-900">{t('cancelDialog.refundTo.legend')}</span>
          {(['source', 'credits'] as const).map((to) => (
            <label key={to} className="flex items-start gap-2">
              <input
                type="radio"
                name="refund-to"
                className="mt-1"
                checked={refundTo === to}
                onChange={() => onRefundToChange(to)}
              />
              <span>
                {t(`cancelDialog.refundTo.${to}`, {
                  amount: formatRupees(rupeesToPaise(booking.totalAmount)),
                })}
              </span>
            </label>
          ))}
        </span>
      ) : null}
      <span className="mt-2 block">{t('cancelDialog.message')}</span>
    </>
  ) : (
    t('cancelDialog.message')
  );
  return (
    <ConfirmDialog
      open={!!booking}
      onOpenChange={(open) => !open && onClose()}
      title={t('cancelDialog.title')}
      message={message}
      confirmLabel={t('cancelDialog.confirm')}
      cancelLabel={t('cancelDialog.keep')}
      danger
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
