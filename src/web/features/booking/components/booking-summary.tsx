import type { ServiceDto } from '../../../../shared/api';
import { seriesTotals } from '../../../../shared/domain/series-totals';
import { priceLabel, rupees } from '../../../components/price/price-labels';
import type { BookingFormData } from '../model/booking-draft';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import {
  addressText,
  BOOKING_NS,
  dateText,
  measurementText,
  timeText,
} from '../../../i18n/namespaces/booking';

export function BookingSummary({
  service,
  form,
  price,
  discount,
  plan = NO_PLAN_DISCOUNT,
  member = NO_PLAN_DISCOUNT,
}: {
  service?: ServiceDto;
  form: BookingFormData;
  price: number;
  /** The coupon's discount on the first visit (after the plan's). */
  discount: number;
  /** The plan's discount on every visit (usePlanDiscount). */
  plan?: PlanDiscount;
  /** A Chamak Plus member's discount on every visit (useMemberDiscount). */
  member?: PlanDiscount;
}) {
  const { t } = useTranslation(BOOKING_NS);
  const serverText = useServerText();
  const pkg = service?.packages.find((p) => p._id === form.packageId);
  const rows: [string, string][] = [
    [t('summary.service'), service ? serverText(service.name) : '—'],
    [t('summary.package'), pkg ? serverText(pkg.name) : '—'],
    [t('summary.addons'), form.addons.map(serverText).join(', ') || t('summary.none')],
    [measurementText(service?.measurementField).label, form.areaSqft || '—'],
    [t('summary.date'), form.scheduledDate ? dateText(form.scheduledDate) : '—'],
    [t('summary.time'), form.scheduledTime ? timeText(form.scheduledTime) : '—'],
    [t('summary.frequency'), t(`frequency.${form.frequency}`)],
    [t('summary.address'), addressText(form.address)],
    ...(form.preferredCleaner?.wanted
      ? [[t('summary.preferredCleaner'), form.preferredCleaner.name] as [string, string]]
      : []),
  ];
  // A series shows what each visit costs, how many visits the server books and their total, so the price
  // of the series is plain before booking.
  const series =
    form.frequency !== 'one-time' && price > 0 && form.scheduledDate
      ? seriesTotals(form.frequency, form.scheduledDate, price, discount, plan.amount + member.amount)
      : null;
  const planOff = form.frequency !== 'one-time' && price > 0 ? Math.min(plan.amount, price) : 0;
  const memberOff = price > 0 ? Math.min(member.amount, price - planOff) : 0;
  return (
    <>
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-right font-medium text-slate-900">{v}</dd>
          </div>
        ))}
        <div className="flex justify-between py-2">
          <dt className="text-slate-600">{series ? t('series.perVisit') : t('summary.price')}</dt>
          {/* Before the quantity is known the package's own price stands ('₹6,000', '₹349 per bathroom'). */}
          <dd className="font-medium">
            {price > 0 ? rupees(price) : pkg && service ? priceLabel(service, pkg.price) : '—'}
          </dd>
        </div>
        {memberOff > 0 ? <MemberDiscountRow percent={member.percent} amount={memberOff} /> : null}
        {planOff > 0 ? <PlanDiscountRow percent={plan.percent} amount={planOff} /> : null}
        {discount > 0 ? (
          <div className="flex justify-between py-2 text-brand-800">
            <dt>{t('summary.discount')}</dt>
            <dd>−{rupees(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between py-2 text-base font-bold">
          <dt>{series ? t('series.firstVisit') : t('summary.total')}</dt>
          <dd>{price > 0 ? rupees(Math.max(0, price - planOff - memberOff - discount)) : '—'}</dd>
        </div>
        {series ? <SeriesRows series={series} /> : null}
      </dl>
      {series ? <PayPerVisitNote perVisit={series.perVisit} /> : null}
    </>
  );
}

export interface PlanDiscount {
  percent: number;
  /** Off each visit, in rupees. */
  amount: number;
}
const NO_PLAN_DISCOUNT: PlanDiscount = { percent: 0, amount: 0 };

/** 'Plan discount (10%) −₹1,300': the plan's own discount on every visit (also on /review-booking). */
export function PlanDiscountRow({ percent, amount }: PlanDiscount) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <div className="flex justify-between py-2 text-brand-800">
      <dt>{t('series.planDiscount', { percent })}</dt>
      <dd>−{rupees(amount)}</dd>
    </div>
  );
}

/** 'Chamak Plus member discount (10%) −₹1,300': a member's discount on every visit (also on /review-booking). */
export function MemberDiscountRow({ percent, amount }: PlanDiscount) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <div className="flex justify-between py-2 text-brand-800">
      <dt>{t('series.memberDiscount', { percent })}</dt>
      <dd>−{rupees(amount)}</dd>
    </div>
  );
}

/** The series' visits and total, under the first visit's price (also on /review-booking). */
export function SeriesRows({ series }: { series: ReturnType<typeof seriesTotals> }) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <>
      <div className="flex justify-between gap-4 py-2">
        <dt className="text-slate-600">{t('series.visits')}</dt>
        <dd className="text-right font-medium text-slate-900">
          {t('series.range', {
            count: series.visits,
            first: dateText(series.dates[0]),
            last: dateText(series.dates[series.dates.length - 1]),
          })}
        </dd>
      </div>
      <div className="flex justify-between gap-4 py-2 text-base font-bold">
        <dt>{t('series.total')}</dt>
        <dd>{rupees(series.total)}</dd>
      </div>
    </>
  );
}

export function PayPerVisitNote({ perVisit }: { perVisit: number }) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <p className="mt-2 text-xs text-slate-600">{t('series.payPerVisit', { amount: rupees(perVisit) })}</p>
  );
}
