import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { BookingDto } from '../../../../shared/api-bookings';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import { seriesTotals } from '../../../../shared/domain/series-totals';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';
import { SandboxCheckoutDialog } from '../../../components/sandbox-checkout/sandbox-checkout-dialog';
import { useOnlinePayment } from '../../payment/api/online-payment';
import { paymentAlert } from '../../payment/api/online-payment';
import { completePayment } from '../api/booking-api';
import { applyCredits, creditsHeldBy, useCredits } from '../../payment/api/payment-api';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { durationText } from '../../../i18n/server-text';
import { useFeatureText } from '../../../i18n/feature-texts';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { addressText, dateText, timeText } from '../../../i18n/namespaces/booking';
import { quantityText } from '../../../components/price/price-labels';

type Method = 'pay_after_service' | 'razorpay_upi' | 'razorpay_qr';
/** The choices, in order; their label and note are payment's page.methods.<value>. */
const methods: Method[] = ['pay_after_service', 'razorpay_upi', 'razorpay_qr'];

const inr = (rupees: number) => formatRupeesExact(rupeesToPaise(rupees));

export default function PaymentPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(PAYMENT_NS);
  const messageText = useMessageText();
  const serverText = useFeatureText();
  const state = useLocation().state as {
    booking?: BookingDto;
    totalAmount?: number;
    /** Later visits the server booked with a series' first (a visit with no free crew is skipped). */
    seriesBooked?: number;
  } | null;
  // Pay now on a pay-after-service booking (My Bookings): the customer came to pay online.
  const [method, setMethod] = useState<Method>(
    state?.booking?.paymentMethod === 'pay_after_service' ? 'razorpay_upi' : 'pay_after_service',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payment = useOnlinePayment();
  const credits = useCredits();
  const booking = state?.booking;
  if (!booking?._id) return <Navigate to={paths.home} replace />;
  // The server charges its own total; the page shows the booking's, never a total passed in by a link.
  const total = booking.totalAmount ?? state?.totalAmount;
  const online = method !== 'pay_after_service';
  const working = busy || payment.busy;
  const alert = error ?? payment.alert;
  // Credits pay first when paying online (issue 36 part 4); the server decides how much, this only says it.
  // (domain/credits creditsToUse, written here so this page adds no chunk to every page's preload map.)
  // Credits this booking already took (a checkout closed after them) are what it uses; else the balance's share.
  const heldPaise = credits.data ? creditsHeldBy(credits.data.entries, booking._id) : 0;
  const balancePaise = credits.data?.balancePaise ?? 0;
  const creditsPaise = online
    ? Math.max(0, Math.min(heldPaise > 0 ? heldPaise : balancePaise, rupeesToPaise(total)))
    : 0;
  // Paying at the visit uses no credits: what the booking took goes back to the balance.
  const creditsKeptPaise = online ? 0 : heldPaise + balancePaise;
  const duePaise = rupeesToPaise(total) - creditsPaise;
  // A series is paid visit by visit: this payment is the first visit's; the rest are shown, not charged.
  const series =
    booking.frequency && booking.frequency !== 'one-time'
      ? seriesTotals(
          booking.frequency,
          booking.scheduledDate.slice(0, 10),
          booking.baseAmount || total,
          booking.discountAmount - booking.planDiscountAmount - booking.memberDiscountAmount,
          booking.planDiscountAmount + booking.memberDiscountAmount,
        )
      : null;
  const visits = series && state?.seriesBooked !== undefined ? 1 + state.seriesBooked : series?.visits;

  async function confirm() {
    if (!booking) return;
    setError(null);
    if (method !== 'pay_after_service') {
      let toPay = booking;
      if (creditsPaise > 0) {
        setBusy(true);
        try {
          const used = await applyCredits(booking._id);
          void credits.refetch();
          if (used.paid) {
            navigate(paths.bookingConfirmed, {
              state: { booking: used.booking, paymentMethod: 'credits', paymentSuccess: true },
            });
            return;
          }
          toPay = used.booking;
        } catch (e) {
          setError(paymentAlert(e));
          return;
        } finally {
          setBusy(false);
        }
      }
      const paid = await payment.pay(toPay, method);
      if (paid)
        navigate(paths.bookingConfirmed, {
          state: {
            booking: paid.booking,
            paymentMethod: method,
            paymentId: paid.payment.paymentId,
            paymentSuccess: true,
            // Paid at the visit already: the confirmation says this payment goes back, not that it succeeded.
            refundedPaise: paid.paidAtTheVisitRefund?.amountPaise,
            refundStatus: paid.paidAtTheVisitRefund?.status,
          },
        });
      return;
    }
    setBusy(true);
    payment.setAlert(null);
    try {
      const confirmed = await completePayment(booking._id, 'pay_after_service');
      navigate(paths.bookingConfirmed, { state: { booking: confirmed, paymentMethod: 'pay_after_service' } });
    } catch (e) {
      setError(paymentAlert(e));
      setBusy(false);
    }
  }

  const rows: [string, string][] = [
    [t('page.phone'), booking.phoneNumber],
    [t('page.date'), dateText(booking.scheduledDate)],
    [t('page.time'), timeText(booking.scheduledTime)],
    [t('page.address'), addressText(booking.address)],
    ...(booking.instructions ? ([[t('page.instructions'), booking.instructions]] as [string, string][]) : []),
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
      <section
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 p-5"
        aria-labelledby="summary-heading"
      >
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t('page.summary')}
        </h2>
        <div>
          <p className="font-semibold text-slate-900">
            {serverText(booking.serviceId?.name ?? booking.serviceName ?? '')}
          </p>
          <p className="text-sm text-slate-600">{serverText(booking.serviceId?.description ?? '')}</p>
        </div>
        {booking.packageDetails?.name ? (
          <div>
            <p className="font-medium text-slate-900">{serverText(booking.packageDetails.name)}</p>
            <p className="text-sm text-slate-600">
              {[
                booking.packageDetails.description && serverText(booking.packageDetails.description),
                booking.packageDetails.duration && durationText(booking.packageDetails.duration),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('page.noPackage')}</p>
        )}
        <p className="text-sm text-slate-700">
          {/* A count reads on its own ('2 bathrooms'); an area keeps its word. */}
          {(booking.measurementUnit || 'sq.ft') === 'sq.ft'
            ? t('page.measurement', { quantity: quantityText(booking.areaSqft, 'sq.ft') })
            : quantityText(booking.areaSqft, booking.measurementUnit)}
        </p>
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="text-slate-900">{v}</dd>
            </div>
          ))}
        </dl>
        <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
          {booking.baseAmount && booking.discountAmount > 0 ? (
            <>
              <div className="flex justify-between">
                <dt>{t('page.baseAmount')}</dt>
                <dd>{inr(booking.baseAmount)}</dd>
              </div>
              <div className="flex justify-between text-brand-800">
                <dt>{t('page.couponDiscount')}</dt>
                <dd>−{inr(booking.discountAmount)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between text-base font-bold">
            <dt>{t('page.totalAmount')}</dt>
            <dd>{inr(total)}</dd>
          </div>
        </dl>
        {series && visits ? (
          <div
            className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-800"
            data-testid="per-visit"
          >
            <p className="font-semibold">
              {t('page.series.note', { date: dateText(booking.scheduledDate) })}
            </p>
            <dl className="space-y-1">
              <div className="flex justify-between gap-4">
                <dt>{t('page.series.visits')}</dt>
                <dd>{t('page.series.visitsValue', { count: visits, amount: inr(series.perVisit) })}</dd>
              </div>
              <div className="flex justify-between gap-4 font-semibold">
                <dt>{t('page.series.total')}</dt>
                <dd>
                  {inr(
                    series.perVisit * visits -
                      Math.min(
                        booking.discountAmount - booking.planDiscountAmount - booking.memberDiscountAmount,
                        series.perVisit,
                      ),
                  )}
                </dd>
              </div>
            </dl>
            <p>{t('page.series.later', { amount: inr(series.perVisit) })}</p>
          </div>
        ) : null}
      </section>
      <fieldset className="mt-6 space-y-2">
        <legend className="text-lg font-semibold">{t('page.method')}</legend>
        {methods.map((m) => (
          <label
            key={m}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4',
              method === m ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold">{t(`page.methods.${m}.label`)}</span>
              <span className="block text-sm text-slate-600">{t(`page.methods.${m}.note`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {creditsPaise > 0 ? (
        <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('page.credits.used', { amount: formatRupeesExact(creditsPaise) })}{' '}
          {duePaise > 0
            ? t('page.credits.rest', { amount: formatRupeesExact(duePaise) })
            : t('page.credits.all')}
        </p>
      ) : null}
      {creditsKeptPaise > 0 ? (
        <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {t('page.credits.onlineOnly', { amount: formatRupeesExact(creditsKeptPaise) })}
        </p>
      ) : null}
      {alert ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {messageText(alert)}
        </p>
      ) : null}
      <div className="mt-6 flex justify-between gap-2">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t('page.back')}
        </Button>
        <Button onClick={() => void confirm()} disabled={working}>
          {working
            ? t('page.processing')
            : online
              ? duePaise > 0
                ? t('page.pay', { amount: formatRupeesExact(duePaise) })
                : t('page.credits.payWithCredits')
              : t('page.confirm')}
        </Button>
      </div>
      <SandboxCheckoutDialog
        order={payment.sandbox.order}
        busy={payment.sandbox.busy}
        onPay={payment.sandbox.pay}
        onFail={payment.sandbox.fail}
        onClose={payment.sandbox.close}
      />
    </main>
  );
}
