import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';
import { useServices } from '../../catalogue/api/get-services';
import { quantityText, rupees } from '../../../components/price/price-labels';
import { completePayment, createBooking, newIdempotencyKey } from '../api/booking-api';
import { CouponBox } from '../components/coupon-box';
import { useCoupon } from '../hooks/use-coupon';
import { useLivePrice } from '../hooks/use-live-price';
import { useSavedWhatsappConsent } from '../hooks/use-saved-whatsapp-consent';
import { bookingCreationError } from '../model/booking-errors';
import { toCreateBookingInput, type BookingDraft } from '../model/booking-draft';
import {
  MemberDiscountRow,
  PayPerVisitNote,
  PlanDiscountRow,
  SeriesRows,
} from '../components/booking-summary';
import { useMemberDiscount, usePlanDiscount } from '../api/plan-discounts';
import { seriesTotals } from '../../../../shared/domain/series-totals';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { useServerText } from '../../../i18n/server-text';
import { RichText } from '../../../i18n/rich-text';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { addressText, BOOKING_NS, dateText, timeText } from '../../../i18n/namespaces/booking';

export default function ReviewBookingPage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const { t } = useTranslation([BOOKING_NS, AUTH_NS]);
  const messageText = useMessageText();
  const serverText = useServerText();
  const fromState = (useLocation().state as { schedule?: BookingDraft } | null)?.schedule;
  const schedule = fromState ?? session.getJson<BookingDraft>(sessionKeys.scheduleState);
  const { data: services = [] } = useServices();
  const service = services.find((s) => s._id === schedule?.serviceId);
  const pkg = service?.packages.find((p) => p._id === schedule?.packageId);
  const { price } = useLivePrice(service, schedule?.packageId ?? '', schedule?.areaSqft ?? '', []);
  // The plan's discount comes off every visit; the coupon off what is left of the first.
  const plan = usePlanDiscount(schedule?.frequency ?? 'one-time', price);
  const planOff = price > 0 ? Math.min(plan.amount, price) : 0;
  const member = useMemberDiscount(price);
  const memberOff = price > 0 ? Math.min(member.amount, price - planOff) : 0;
  const coupon = useCoupon(price - planOff - memberOff);
  const [terms, setTerms] = useState(false);
  // The box starts as the draft or the account left it; the customer's own tick or untick wins.
  const savedWhatsapp = useSavedWhatsappConsent();
  const [whatsappChoice, setWhatsapp] = useState<boolean | null>(null);
  const whatsapp = whatsappChoice ?? schedule?.whatsappOptIn ?? savedWhatsapp ?? false;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());

  if (!schedule) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('review.title')}</h1>
        <p className="mt-3 text-slate-600">{t('review.nothing')}</p>
        <Link to={paths.bookingSchedule} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('review.plan')}
        </Link>
      </main>
    );
  }

  // A series: its visits and total before it is confirmed, by the rule the server books it with.
  const series =
    schedule.frequency !== 'one-time' && price > 0 && schedule.scheduledDate
      ? seriesTotals(schedule.frequency, schedule.scheduledDate, price, coupon.discount, planOff + memberOff)
      : null;

  async function confirmAndPay() {
    if (!schedule) return;
    if (!terms) return setError(validation.agreeToTerms);
    if (coupon.pendingUnapplied) return setError(validation.couponApplyFirst);
    if (!auth) {
      // Keep the plan through the login detour; the guard's redirect brings the customer back here.
      session.setJson(sessionKeys.scheduleState, schedule);
      return navigate(paths.login, { state: { from: paths.reviewBooking } });
    }
    setBusy(true);
    setError(null);
    try {
      const { booking } = await createBooking(
        toCreateBookingInput(schedule, {
          whatsappOptIn: whatsapp,
          couponCode: coupon.status === 'applied' ? coupon.code : null,
        }),
        idempotencyKey.current,
      );
      const confirmed = await completePayment(booking._id, 'pay_after_service');
      session.remove(sessionKeys.scheduleState);
      session.remove(sessionKeys.scheduleDraft);
      navigate(paths.bookingConfirmedAlt, { state: { booking: confirmed } });
    } catch (e) {
      const mapped = bookingCreationError(e);
      setError(mapped.message);
      if (mapped.couponDropped) coupon.remove();
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('review.title')}</h1>
      <section className="mt-6 rounded-2xl border border-slate-200 p-5" aria-labelledby="review-summary">
        <div className="flex items-center justify-between">
          <h2 id="review-summary" className="text-lg font-semibold">
            {t('review.summary')}
          </h2>
          <Link
            to={paths.bookingSchedule}
            state={{ schedule }}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t('review.edit')}
          </Link>
        </div>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="text-slate-600">{t('review.services')}</dt>
          <dd>
            {[service?.name, pkg?.name]
              .filter((n): n is string => !!n)
              .map(serverText)
              .join(' · ')}
          </dd>
          <dt className="text-slate-600">{t('review.dateAndTime')}</dt>
          <dd>
            {schedule.scheduledDate && schedule.scheduledTime
              ? t('review.dateTime', {
                  date: dateText(schedule.scheduledDate),
                  time: timeText(schedule.scheduledTime),
                })
              : '—'}
          </dd>
          <dt className="text-slate-600">{t('review.frequency')}</dt>
          <dd>{t(`frequency.${schedule.frequency}`)}</dd>
          <dt className="text-slate-600">{t('review.address')}</dt>
          <dd>{addressText(schedule.address)}</dd>
        </dl>
      </section>
      <section
        className="mt-4 space-y-3 rounded-2xl border border-slate-200 p-5"
        aria-labelledby="review-prices"
      >
        <h2 id="review-prices" className="text-lg font-semibold">
          {t('review.price')}
        </h2>
        <div className="flex justify-between text-sm">
          <span>
            {t('review.packageLine', {
              name: pkg ? serverText(pkg.name) : t('review.package'),
              quantity: quantityText(schedule.areaSqft, service?.measurementField.unit),
            })}
          </span>
          <span>{price > 0 ? rupees(price) : '—'}</span>
        </div>
        {planOff + memberOff > 0 ? (
          <dl className="text-sm">
            {memberOff > 0 ? <MemberDiscountRow percent={member.percent} amount={memberOff} /> : null}
            {planOff > 0 ? <PlanDiscountRow percent={plan.percent} amount={planOff} /> : null}
          </dl>
        ) : null}
        {coupon.discount > 0 ? (
          <div className="flex justify-between text-sm text-brand-800">
            <span>{t('review.promo', { code: coupon.code })}</span>
            <span>−{rupees(coupon.discount)}</span>
          </div>
        ) : null}
        <CouponBox coupon={coupon} />
        <div className="flex justify-between border-t border-slate-200 pt-3 text-lg font-bold">
          <span>{series ? t('series.firstVisit') : t('review.total')}</span>
          <span>{price > 0 ? rupees(Math.max(0, price - planOff - memberOff - coupon.discount)) : '—'}</span>
        </div>
        {series ? (
          <>
            <dl className="divide-y divide-slate-100 border-t border-slate-200 text-sm">
              <SeriesRows series={series} />
            </dl>
            <PayPerVisitNote perVisit={series.perVisit} />
          </>
        ) : null}
      </section>
      <fieldset className="mt-4 space-y-2 rounded-2xl border border-slate-200 p-5">
        <legend className="px-1 text-lg font-semibold">{t('review.paymentMethod')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="review-method" defaultChecked /> {t('review.payOnService')}
        </label>
        <label className="flex items-center gap-2 text-slate-500">
          <input type="radio" name="review-method" disabled /> {t('review.card')}
        </label>
        <label className="flex items-center gap-2 text-slate-500">
          <input type="radio" name="review-method" disabled /> {t('review.upi')}
        </label>
      </fieldset>
      <CheckboxField
        className="mt-4"
        label={t('whatsapp.optIn', { ns: AUTH_NS })}
        hint={t('whatsapp.optInHint', { ns: AUTH_NS })}
        checked={whatsapp}
        onChange={(e) => setWhatsapp(e.target.checked)}
      />
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          className="mt-0.5"
        />
        <span>
          <RichText
            text={t('review.terms')}
            components={{
              terms: <Link to={paths.terms} className="text-brand-700 underline" />,
              refunds: <Link to={paths.refunds} className="text-brand-700 underline" />,
            }}
          />
        </span>
      </label>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {messageText(error)}
        </p>
      ) : null}
      <div className="mt-6 flex justify-between gap-2">
        <Button variant="outline" onClick={() => navigate(-1)}>
          {t('review.goBack')}
        </Button>
        <Button size="lg" onClick={() => void confirmAndPay()} disabled={busy}>
          {busy ? t('review.processing') : t('review.confirm')}
        </Button>
      </div>
    </main>
  );
}
