import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { showToast } from '../../../components/ui/toast';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { useCancelBooking, type RefundTo } from '../api/cancel-booking';
import { myBookingsKey, useMyBookings } from '../api/get-my-bookings';
import { BookingCard } from '../components/booking-card';
import { SeriesCard } from '../components/series-card';
import { type BookingGroup, bookingSections } from '../model/booking-sections';
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
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [refundTo, setRefundTo] = useState<RefundTo>('source');
  const [rescheduling, setRescheduling] = useState<BookingDto | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (bookings.error) setBanner(loadBookingsError(bookings.error));
  }, [bookings.error]);
  useEffect(() => {
    if (highlightId && bookings.data)
      document.getElementById(`booking-${highlightId}`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, bookings.data]);

  const reload = () => queryClient.invalidateQueries({ queryKey: myBookingsKey });

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(
      { id: cancelling._id, reason: 'Cancelled by client', refundTo },
      {
        onSuccess: () => showToast('success', success.bookingCancelled),
        onError: (error) => setBanner(cancelBookingError(error)),
        onSettled: () => setCancelling(null),
      },
    );
  }

  const list = useMemo(() => bookings.data ?? [], [bookings.data]);
  // 'Now' as of the last load: a section changes when the list is reloaded, not while one reads it.
  const sections = useMemo(() => bookingSections(list, new Date()), [list]);
  const card = (b: BookingDto, level: 'h3' | 'h4' = 'h3') => (
    <BookingCard
      key={b._id}
      booking={b}
      level={level}
      highlighted={b._id === highlightId}
      rate={b._id === rateId}
      onCancel={() => {
        setRefundTo('source');
        setCancelling(b);
      }}
      onReschedule={() => setRescheduling(b)}
      onChanged={() => void reload()}
    />
  );
  const group = (g: BookingGroup<BookingDto>) =>
    g.seriesId && g.visits.length > 1 ? (
      <SeriesCard
        key={g.key}
        seriesId={g.seriesId}
        visits={g.visits}
        highlightId={highlightId}
        visit={(b) => card(b, 'h4')}
      />
    ) : (
      g.visits.map((b) => card(b))
    );
  const section = (id: 'upcoming' | 'past', groups: BookingGroup<BookingDto>[]) => (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t(`page.${id}`)}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2 text-slate-600">{t(id === 'upcoming' ? 'page.noUpcoming' : 'page.noPast')}</p>
      ) : (
        <ul className="mt-4 space-y-4">{groups.map(group)}</ul>
      )}
    </section>
  );
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
      {list.length > 0 ? (
        <>
          {section('upcoming', sections.upcoming)}
          {section('past', sections.past)}
        </>
      ) : null}
      <CancelBookingDialog
        booking={cancelling}
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
        refundTo={refundTo}
        onRefundToChange={setRefundTo}
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
