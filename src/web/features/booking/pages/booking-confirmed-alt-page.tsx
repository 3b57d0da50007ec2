import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { bookingReference } from '../../../../shared/booking-reference';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { VerifyMobileBanner } from '../../phone-verification';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { BOOKING_NS, dateText, statusName, timeText } from '../../../i18n/namespaces/booking';
import { quantityText } from '../../../components/price/price-labels';

const methods = ['pay_after_service', 'razorpay_upi', 'razorpay_qr'];

/** The alternative confirmation: summary, what's next, and a burst of confetti unless motion is reduced. */
export default function BookingConfirmedAltPage({
  onBack,
  onDashboard,
  onBookAnother,
}: {
  onBack?: () => void;
  onDashboard?: () => void;
  onBookAnother?: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation(BOOKING_NS);
  const serverText = useServerText();
  const booking = (useLocation().state as { booking?: BookingDto } | null)?.booking;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      // Drawn on the page, not in a blob: worker, which the Content Security Policy refuses.
      const burst = confetti.create(undefined, { resize: true, useWorker: false });
      void burst({ particleCount: 120, spread: 80, origin: { y: 0.3 }, disableForReducedMotion: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!booking) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('confirmed.notFound')}</h1>
        <Button className="mt-6" onClick={() => navigate(paths.home)}>
          {t('confirmed.goHome')}
        </Button>
      </main>
    );
  }
  const method = methods.includes(booking.paymentMethod ?? '') ? booking.paymentMethod : 'pay_after_service';
  // Until a crew is assigned the booking is received, not confirmed (the badge beside it says pending).
  const received = booking.status === 'pending';
  const rows: [string, string][] = [
    [t('confirmed.bookingId'), bookingReference(booking._id)],
    [t('confirmedAlt.dateTime'), `${dateText(booking.scheduledDate)}, ${timeText(booking.scheduledTime)}`],
    [t('confirmedAlt.officeSize'), quantityText(booking.areaSqft, booking.measurementUnit || 'sq.ft')],
    [
      t('confirmedAlt.selectedServices'),
      [booking.serviceName, booking.packageDetails?.name, ...booking.addons.map((a) => a.name)]
        .filter((n): n is string => !!n)
        .map(serverText)
        .join(', '),
    ],
    [t('confirmedAlt.paymentMethod'), t(`confirmedAlt.methods.${method}`)],
    [t('confirmedAlt.totalPaid'), formatRupeesExact(rupeesToPaise(booking.totalAmount))],
  ];
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <Button variant="ghost" size="sm" onClick={onBack ?? (() => navigate(-1))}>
        {t('confirmedAlt.back')}
      </Button>
      <h1 className="mt-4 text-center text-3xl font-bold text-slate-900">
        {received ? t('confirmed.received') : t('confirmedAlt.title')}
      </h1>
      <VerifyMobileBanner className="mt-6" />
      <section className="mt-8 rounded-2xl border border-slate-200 p-5" aria-labelledby="alt-summary">
        <div className="flex items-center justify-between">
          <h2 id="alt-summary" className="text-lg font-semibold">
            {t('confirmedAlt.summary')}
          </h2>
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold uppercase text-brand-900">
            {received ? t('confirmed.received') : statusName(booking.status)}
          </span>
        </div>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-right font-medium text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mt-4 rounded-2xl bg-brand-50 p-5" aria-labelledby="alt-next">
        <h2 id="alt-next" className="text-lg font-semibold">
          {t('confirmedAlt.next')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {(t('confirmedAlt.nextSteps', { returnObjects: true }) as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={onDashboard ?? (() => navigate(paths.myBookings))}>
          {t('confirmedAlt.dashboard')}
        </Button>
        <Button variant="outline" onClick={onBookAnother ?? (() => navigate(paths.services))}>
          {t('confirmedAlt.bookAnother')}
        </Button>
        <Button variant="ghost" onClick={() => navigate(paths.home)}>
          {t('confirmedAlt.goBack')}
        </Button>
      </div>
    </main>
  );
}
