import { useEffect, useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useLocation, useNavigate } from 'react-router-dom';
import { todayInIndia } from '../../../../shared/domain/time';
import { FREQUENCIES } from '../../../../shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FieldShell, inputClass, TextAreaField, TextField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';
import { useServices } from '../../catalogue/api/get-services';
import { priceLabel, rupees } from '../../../components/price/price-labels';
import { useAvailability } from '../api/booking-api';
import { useServiceArea } from '../api/get-service-area';
import { NotServedNotice, pincodeError } from '../components/not-served-notice';
import { bookingRulesOf } from '../model/booking-rules';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { useLivePrice } from '../hooks/use-live-price';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { useServerText } from '../../../i18n/server-text';
import { hi as hindiCalendar } from 'react-day-picker/locale';
import { BOOKING_NS, measurementText } from '../../../i18n/namespaces/booking';
import { NextFreeDates } from '../components/next-free-dates';
import { useClearingErrors } from '../../../lib/use-clearing-errors';
import {
  MemberDiscountRow,
  PayPerVisitNote,
  PlanDiscountRow,
  SeriesRows,
} from '../components/booking-summary';
import { useFrequencyChoice, useMemberDiscount, usePlanDiscount } from '../api/plan-discounts';
import { seriesTotals } from '../../../../shared/domain/series-totals';
import {
  bandOf,
  emptyForm,
  TIME_OF_DAY,
  validateDraft,
  type BookingDraft,
  type TimeOfDay,
} from '../model/booking-draft';

const toIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function BookingSchedulePage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const customer = auth?.user.role === 'client' ? auth.user : null;
  const { t, i18n } = useTranslation(BOOKING_NS);
  const messageText = useMessageText();
  const serverText = useServerText();
  const { data: services = [] } = useServices();
  const today = todayInIndia(new Date());
  // The review page's Edit link brings the plan back; so do Back from the review page and a reload.
  const incoming = (useLocation().state as { schedule?: BookingDraft } | null)?.schedule;
  const [s, setS] = useState<BookingDraft>(
    () => incoming ?? session.getJson<BookingDraft>(sessionKeys.scheduleDraft) ?? emptyForm(auth?.user),
  );
  useEffect(() => session.setJson(sessionKeys.scheduleDraft, s), [s]);
  // A customer's booking mail goes to their account's address: the plan says so too.
  const accountEmail = customer?.email;
  useEffect(() => {
    if (accountEmail && s.customerEmail !== accountEmail)
      setS((prev) => ({ ...prev, customerEmail: accountEmail }));
  }, [accountEmail, s.customerEmail]);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(() => bandOf(s.scheduledTime) ?? 'Afternoon');
  const day = s.scheduledDate;
  const [month, setMonth] = useState(() => new Date(`${day || today}T00:00:00`));
  const set = (patch: Partial<BookingDraft>) => setS((prev) => ({ ...prev, ...patch }));
  const pickDay = (date: string) => {
    set({ scheduledDate: date, scheduledTime: '' });
    setMonth(new Date(`${date}T00:00:00`));
  };
  const service = services.find((x) => x._id === s.serviceId);
  const { price } = useLivePrice(service, s.packageId, s.areaSqft, []);
  const plan = usePlanDiscount(s.frequency, price);
  const member = useMemberDiscount(price);
  const frequencyChoice = useFrequencyChoice();
  const job = { serviceId: s.serviceId, packageId: s.packageId, quantity: s.areaSqft };
  const slots = useAvailability(day, job, !!day);
  const bandSlots = (slots.data ?? []).filter((x) => TIME_OF_DAY[timeOfDay].includes(x.time));
  // 'No free morning times' in English; Hindi has no capitals.
  const bandName = t(`schedule.times.${timeOfDay}`).toLocaleLowerCase(i18n.language);
  // A series shows per-visit price, visits and total here too, as the booking form's summary does.
  const series =
    s.frequency !== 'one-time' && price > 0 && day
      ? seriesTotals(s.frequency, day, price, 0, plan.amount + member.amount)
      : null;

  const area = useServiceArea();
  const rules = useMemo(() => bookingRulesOf(area.data), [area.data]);
  const [errors, setErrors] = useClearingErrors(s, (d) => validateDraft(d, today, rules));
  const pinError = pincodeError(s.address.pincode, errors['address.pincode'], rules.isServed);

  const confirm = () => {
    const e = validateDraft(s, today, rules);
    setErrors(e);
    if (Object.keys(e).length === 0) navigate(paths.reviewBooking, { state: { schedule: s } });
    else window.scrollTo({ top: 0 });
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        {t('schedule.back')}
      </Button>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t('schedule.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section
            className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2"
            aria-label={t('schedule.serviceSection')}
          >
            <FieldShell id="schedule-service" label={t('schedule.service')} error={errors.serviceId}>
              <select
                id="schedule-service"
                className={inputClass(!!errors.serviceId)}
                value={s.serviceId}
                onChange={(e) => set({ serviceId: e.target.value, packageId: '' })}
              >
                <option value="">{t('schedule.chooseService')}</option>
                {services.map((x) => (
                  <option key={x._id} value={x._id}>
                    {serverText(x.name)}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id="schedule-package" label={t('schedule.package')} error={errors.packageId}>
              <select
                id="schedule-package"
                className={inputClass(!!errors.packageId)}
                value={s.packageId}
                onChange={(e) => set({ packageId: e.target.value })}
                disabled={!service}
              >
                <option value="">{t('schedule.choosePackage')}</option>
                {service?.packages.map((p) => (
                  <option key={p._id} value={p._id}>
                    {serverText(p.name)} · {priceLabel(service, p.price)}
                  </option>
                ))}
              </select>
            </FieldShell>
            <TextField
              label={measurementText(service?.measurementField).label}
              type="number"
              min={1}
              value={s.areaSqft}
              onChange={(e) => set({ areaSqft: e.target.value })}
              error={errors.areaSqft}
            />
          </section>
          <section
            className="grid gap-6 rounded-2xl border border-slate-200 p-5 md:grid-cols-2"
            aria-label={t('schedule.dateAndTime')}
          >
            <div>
              <p className="text-sm font-medium text-slate-700">{t('schedule.date')}</p>
              <DayPicker
                mode="single"
                locale={i18n.language === 'hi' ? hindiCalendar : undefined}
                numerals="latn"
                selected={day ? new Date(`${day}T00:00:00`) : undefined}
                onSelect={(d) => d && pickDay(toIso(d))}
                month={month}
                onMonthChange={setMonth}
                disabled={[
                  { before: new Date(`${today}T00:00:00`) },
                  ...(rules.lastDate ? [{ after: new Date(`${rules.lastDate}T00:00:00`) }] : []),
                ]}
                startMonth={new Date(`${today}T00:00:00`)}
                endMonth={rules.lastDate ? new Date(`${rules.lastDate}T00:00:00`) : undefined}
              />
              {errors.scheduledDate ? (
                <p role="alert" className="text-sm text-red-600">
                  {messageText(errors.scheduledDate)}
                </p>
              ) : null}
            </div>
            <div className="space-y-4">
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">{t('schedule.timeOfDay')}</legend>
                <div className="mt-2 flex gap-2">
                  {(Object.keys(TIME_OF_DAY) as TimeOfDay[]).map((band) => (
                    <button
                      key={band}
                      type="button"
                      aria-pressed={timeOfDay === band}
                      onClick={() => {
                        setTimeOfDay(band);
                        set({ scheduledTime: '' });
                      }}
                      className={cn(
                        'rounded-lg border px-3 py-2 text-sm font-medium',
                        timeOfDay === band ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
                      )}
                    >
                      {t(`schedule.times.${band}`)}
                    </button>
                  ))}
                </div>
              </fieldset>
              <SlotPicker
                slots={day ? bandSlots : []}
                value={s.scheduledTime}
                onChange={(time) => set({ scheduledTime: time })}
                loading={slots.isFetching}
              />
              <NextFreeDates
                date={day}
                job={job}
                slots={slots.isFetching ? undefined : slots.data}
                lastDate={rules.lastDate}
                band={{ name: bandName, times: TIME_OF_DAY[timeOfDay] }}
                onPick={pickDay}
              />
              {errors.scheduledTime ? (
                <p role="alert" className="text-sm text-red-600">
                  {messageText(errors.scheduledTime)}
                </p>
              ) : null}
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">{t('schedule.frequency')}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {FREQUENCIES.map((f) => (
                    <button
                      key={f}
                      type="button"
                      aria-pressed={s.frequency === f}
                      onClick={() => set({ frequency: f })}
                      className={cn(
                        'rounded-lg border px-3 py-2 text-sm font-medium',
                        s.frequency === f ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
                      )}
                    >
                      {frequencyChoice(f)}
                    </button>
                  ))}
                </div>
              </fieldset>
            </div>
          </section>
          <section
            className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2"
            aria-label={t('schedule.yourDetails')}
          >
            <TextField
              label={t('schedule.fullName')}
              value={s.customerName}
              onChange={(e) => set({ customerName: e.target.value })}
              error={errors.customerName}
            />
            <TextField
              label={t('schedule.phone')}
              type="tel"
              autoComplete="tel-national"
              value={s.phoneNumber}
              onChange={(e) => set({ phoneNumber: e.target.value })}
              error={errors.phoneNumber}
            />
            <TextField
              label={t('schedule.email')}
              type="email"
              // A customer's booking mail goes to their account's address (the server keeps it so).
              value={customer ? customer.email : s.customerEmail}
              readOnly={!!customer}
              hint={t('schedule.emailHint')}
              onChange={(e) => set({ customerEmail: e.target.value })}
              error={errors.customerEmail}
            />
            <TextField
              label={t('schedule.fullAddress')}
              value={s.address.line1}
              onChange={(e) => set({ address: { ...s.address, line1: e.target.value } })}
              error={errors['address.line1']}
            />
            <TextField
              label={t('schedule.city')}
              value={s.address.city}
              onChange={(e) => set({ address: { ...s.address, city: e.target.value } })}
              error={errors['address.city']}
            />
            <TextField
              label={t('schedule.state')}
              value={s.address.state}
              onChange={(e) => set({ address: { ...s.address, state: e.target.value } })}
              error={errors['address.state']}
            />
            <TextField
              label={t('schedule.pincode')}
              maxLength={6}
              placeholder={t('schedule.pincodePlaceholder')}
              value={s.address.pincode}
              onChange={(e) => set({ address: { ...s.address, pincode: e.target.value } })}
              error={pinError}
            />
            {pinError === serviceAreaTexts.pincodeNotServed ? (
              <div className="sm:col-span-2">
                <NotServedNotice />
              </div>
            ) : null}
            <TextAreaField
              label={t('schedule.instructions')}
              rows={3}
              value={s.instructions}
              onChange={(e) => set({ instructions: e.target.value })}
              containerClassName="sm:col-span-2"
            />
          </section>
          <Button size="lg" onClick={confirm}>
            {t('schedule.continue')}
          </Button>
        </div>
        <aside className="h-fit space-y-3 rounded-2xl bg-slate-50 p-5" aria-label={t('schedule.summary')}>
          <h2 className="font-semibold text-slate-900">{t('schedule.summary')}</h2>
          <p className="text-sm text-slate-700">
            {service ? serverText(service.name) : t('schedule.chooseService')}
          </p>
          <p className="text-sm text-slate-700">
            {serverText(service?.packages.find((p) => p._id === s.packageId)?.name ?? '')}
          </p>
          <p className="text-sm text-slate-700">{t(`frequency.${s.frequency}`)}</p>
          {series ? (
            <>
              <dl className="divide-y divide-slate-200 text-sm">
                <div className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{t('series.perVisit')}</dt>
                  <dd className="font-medium">{rupees(price)}</dd>
                </div>
                {member.amount > 0 ? (
                  <MemberDiscountRow percent={member.percent} amount={member.amount} />
                ) : null}
                {plan.amount > 0 ? <PlanDiscountRow percent={plan.percent} amount={plan.amount} /> : null}
                <SeriesRows series={series} />
              </dl>
              <PayPerVisitNote perVisit={series.perVisit} />
            </>
          ) : (
            <p className="text-2xl font-bold text-slate-900">{price > 0 ? rupees(price) : '—'}</p>
          )}
          <Button className="w-full" onClick={confirm}>
            {t('schedule.confirm')}
          </Button>
        </aside>
      </div>
    </main>
  );
}
