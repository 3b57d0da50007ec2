import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { bookingsKey, cancelBooking, useMyBookings } from '../../profile/api/profile-api';
import { BookingCard } from '../components/booking-card';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { cancelBookingError, loadBookingsError } from '../model/booking-list-errors';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';

export default function MyBookingsPage() {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const rateId = params.get('rate');
  const highlightId = params.get('bookingId') ?? rateId;
  const queryClient = useQueryClient();
  const startBooking = useStartBooking();
  const bookings = useMyBookings();
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [rescheduling, setRescheduling] = useState<BookingDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (bookings.error) setBanner(loadBookingsError(bookings.error));
  }, [bookings.error]);
  useEffect(() => {
    if (highlightId && bookings.data)
      document.getElementById(`booking-${highlightId}`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, bookings.data]);

  const reload = () => queryClient.invalidateQueries({ queryKey: bookingsKey });

  async function confirmCancel() {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelBooking(cancelling._id, 'Cancelled by client');
      showToast('success', success.bookingCancelled);
    } catch (error) {
      setBanner(cancelBookingError(error));
    } finally {
      setBusy(false);
      setCancelling(null);
      await reload();
    }
  }

  const list = bookings.data ?? [];
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <p className="mt-1 text-slate-600">{t('page.intro')}</p>
      {banner ? (
        <div
          role="alert"
          className="mt-4 flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <span>{messageText(banner)}</span>
          <button
            type="button"
            onClick={() => setBanner(null)}
            aria-label={t('page.dismiss')}
            className="font-bold"
          >
            ×
          </button>
        </div>
      ) : null}
      {bookings.isLoading ? <p className="mt-6 text-slate-600">{t('page.loading')}</p> : null}
      {!bookings.isLoading && !bookings.error && list.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('page.emptyText')}</p>
          <Button className="mt-4" onClick={() => startBooking('home-cleaning')}>
            {t('page.bookService')}
          </Button>
        </div>
      ) : null}
      <ul className="mt-6 space-y-4">
        {list.map((b) => (
          <BookingCard
            key={b._id}
            booking={b}
            highlighted={b._id === highlightId}
            rate={b._id === rateId}
            onCancel={() => setCancelling(b)}
            onReschedule={() => setRescheduling(b)}
            onChanged={() => void reload()}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={!!cancelling}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('cancelDialog.title')}
        message={t('cancelDialog.message')}
        confirmLabel={t('cancelDialog.confirm')}
        cancelLabel={t('cancelDialog.keep')}
        danger
        busy={busy}
        onConfirm={() => void confirmCancel()}
      />
      {rescheduling ? (
        <RescheduleDialog
          booking={rescheduling}
          onClose={() => setRescheduling(null)}
          onDone={() => {
            setRescheduling(null);
            showToast('success', 'Booking rescheduled');
            void reload();
          }}
        />
      ) : null}
    </main>
  );
}
