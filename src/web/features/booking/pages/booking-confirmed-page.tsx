import { Link, useLocation } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { visitDayWord } from '../../../../shared/domain/reminders';
import { VerifyMobileBanner } from '../../phone-verification';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { addressText, BOOKING_NS, dateText, statusText, timeText } from '../../../i18n/namespaces/booking';
import { quantityText } from '../../../components/price/price-labels';

const methods = ['pay_after_service', 'razorpay_upi', 'razorpay_qr'];
const inr = (rupees: number) => formatRupeesExact(rupeesToPaise(rupees));

export default function BookingConfirmedPage() {
  const { t } = useTranslation(BOOKING_NS);
  const serverText = useServerText();
  const state = useLocation().state as {
    booking?: BookingDto;
    paymentMethod?: string;
    paymentId?: string;
    /** Paise of this online payment refunded automatically: the booking was already paid at the visit. */
    refundedPaise?: number;
    /** That refund's state when the payment was verified. */
    refundStatus?: 'requested' | 'pending' | 'processed' | 'failed';
  } | null;
  const booking = state?.booking;
  if (!booking) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('confirmed.notFound')}</h1>
        <Link to={paths.home} className={buttonClass('primary', 'md', 'mt-6')}>
          {t('confirmed.goHome')}
        </Link>
      </main>
    );
  }
  const method = state?.paymentMethod ?? booking.paymentMethod;
  const refunded = state?.refundedPaise ? formatRupeesExact(state.refundedPaise) : null;
  // Refunded already, or its automatic refund failed (the team is alerted): each says what it is.
  const refundWords =
    state?.refundStatus === 'processed'
      ? { body: 'confirmed.paidAtTheVisit.bodyProcessed', status: 'confirmed.paidAtTheVisit.statusProcessed' }
      : state?.refundStatus === 'failed'
        ? { body: 'confirmed.paidAtTheVisit.bodyFailed', status: 'confirmed.paidAtTheVisit.statusFailed' }
        : { body: 'confirmed.paidAtTheVisit.body', status: 'confirmed.paidAtTheVisit.status' };
  const sameDay = visitDayWord(booking.scheduledDate.slice(0, 10), new Date()) === 'today';
  const details: [string, string][] = [
    // The short reference texts, emails and the office use, not the long id.
    [t('confirmed.bookingId'), bookingReference(booking._id)],
    [
      t('confirmed.service'),
      serverText(booking.serviceId?.name || booking.serviceName || '') || t('confirmed.cleaningService'),
    ],
    // 'Area' for square feet; a count ('2 bathrooms') is not an area.
    [
      (booking.measurementUnit || 'sq.ft') === 'sq.ft' ? t('confirmed.area') : t('confirmed.quantity'),
      quantityText(booking.areaSqft, booking.measurementUnit || 'sq.ft'),
    ],
    [t('confirmed.date'), dateText(booking.scheduledDate)],
    [t('confirmed.time'), timeText(booking.scheduledTime)],
    // 'Booking received' until a crew is assigned: nothing says confirmed beside a pending status.
    [
      t('confirmed.status'),
      booking.status === 'pending' ? t('confirmed.received') : statusText(booking.status),
    ],
    [t('confirmed.total'), inr(booking.totalAmount)],
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      {refunded ? (
        // Not the usual success: this payment was not needed and goes back.
        <div className="text-center">
          <div
            aria-hidden
            className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-3xl text-amber-900"
          >
            ↩
          </div>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('confirmed.paidAtTheVisit.title')}</h1>
          <p role="status" className="mx-auto mt-3 max-w-xl text-base text-slate-800">
            {t(refundWords.body, { amount: refunded })}
          </p>
        </div>
      ) : (
        <div className="text-center">
          <div
            aria-hidden
            className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-800"
          >
            ✓
          </div>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">
            {booking.status === 'pending' ? t('confirmed.received') : t('confirmed.title')}
          </h1>
        </div>
      )}
      <VerifyMobileBanner className="mt-6" />
      <section className="mt-8 rounded-2xl border border-slate-200 p-5" aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t('confirmed.details')}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          {details.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-all font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {method ? (
        <section className="mt-4 rounded-2xl border border-slate-200 p-5" aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="text-lg font-semibold">
            {t('confirmed.paymentDetails')}
          </h2>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            {state?.paymentId ? (
              <>
                <dt className="text-slate-600">{t('confirmed.paymentId')}</dt>
                <dd>{state.paymentId}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">{t('confirmed.method')}</dt>
            <dd className="font-medium">
              {methods.includes(method) ? t(`confirmed.methods.${method}`) : method}
            </dd>
            <dt className="text-slate-600">{t('confirmed.status')}</dt>
            <dd className="font-medium">
              {refunded
                ? t(refundWords.status)
                : state?.paymentId
                  ? t('confirmed.paid')
                  : t('confirmed.pending')}
            </dd>
            <dt className="text-slate-600">{t('confirmed.amount')}</dt>
            <dd className="font-medium">{refunded ?? inr(booking.totalAmount)}</dd>
          </dl>
        </section>
      ) : null}
      <section className="mt-4 rounded-2xl border border-slate-200 p-5" aria-labelledby="address-heading">
        <h2 id="address-heading" className="text-lg font-semibold">
          {t('confirmed.serviceAddress')}
        </h2>
        <p className="mt-2 text-sm text-slate-800">{addressText(booking.address)}</p>
      </section>
      <section className="mt-4 rounded-2xl bg-brand-50 p-5" aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-lg font-semibold">
          {t('confirmed.next')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {(t('confirmed.nextSteps', { returnObjects: true }) as string[]).map((line, i) => {
            // The second step promises a call the day before: a visit booked for today has none.
            const shown = i === 1 && sameDay ? t('confirmed.sameDayContact') : line;
            return <li key={shown}>{shown}</li>;
          })}
        </ul>
      </section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={paths.home} className={buttonClass('outline')}>
          {t('confirmed.backHome')}
        </Link>
        <Link to={paths.profile} className={buttonClass('primary')}>
          {t('confirmed.viewBookings')}
        </Link>
      </div>
    </main>
  );
}
