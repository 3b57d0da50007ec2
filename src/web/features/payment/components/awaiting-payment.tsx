import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { formatInstantTime } from '../../../../shared/domain/date-format';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { choosePayAfterService } from '../api/payment-api';
import { paymentAlert } from '../model/payment-messages';

/** The hold's deadline as a 12-hour clock in India time ('10:45 AM', 'सुबह 10:45'). */
export const holdDeadline = (holdExpiresAt: string, language: string) =>
  formatInstantTime(holdExpiresAt, language);

/** Held, not booked, until its payment is chosen (docs/product-rules.md#booked-means-confirmed). */
export const isAwaitingPayment = (b: BookingDto) =>
  !!b.holdExpiresAt && b.status !== 'cancelled' && b.paymentStatus === 'unpaid';

/**
 * My Bookings' card of a booking still waiting for its payment choice: the deadline, Pay now (the
 * payment page) and Pay after service (confirms it here).
 */
export function AwaitingPayment({ booking, onChanged }: { booking: BookingDto; onChanged: () => void }) {
  const { t, i18n } = useTranslation(PAYMENT_NS);
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isAwaitingPayment(booking)) return null;
  async function payAfterService() {
    setBusy(true);
    setError(null);
    try {
      await choosePayAfterService(booking._id);
      onChanged();
    } catch (e) {
      setError(paymentAlert(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        {t('state.awaiting', { time: holdDeadline(booking.holdExpiresAt!, i18n.language) })}
      </p>
      <p>{t('state.awaitingNote')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to={paths.payment}
          state={{ booking, totalAmount: booking.totalAmount }}
          className={buttonClass('primary', 'sm')}
        >
          {t('state.payNow')}
        </Link>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void payAfterService()}>
          {t('state.payAfterService')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
