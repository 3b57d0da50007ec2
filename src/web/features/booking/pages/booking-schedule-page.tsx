import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { useServices } from '../../catalogue/api/get-services';
import { priceLabel, rupees } from '../../../components/price/price-labels';
import { getAvailability } from '../api/booking-api';
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
import { TIME_OF_DAY, validateSchedule, type ScheduleState, type TimeOfDay } from '../model/schedule-model';

const toIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function BookingSchedulePage() {
  const navigate = useNavigate();
  const auth = useAuth();
  const { t, i18n } = useTranslation(BOOKING_NS);
  const messageText = useMessageText();
  const serverText = useServerText();
  const { data: services = [] } = useServices();
  const today = todayInIndia(new Date());
  const incoming = (useLocation().state as { schedule?: ScheduleState } | null)?.schedule;
  const [s, setS] = useState<ScheduleState>(
    incoming ?? {
      serviceId: '',
      packageId: '',
      area: '',
      date: '',
      timeOfDay: 'Afternoon',
      time: '',
      frequency: 'one-time',
      fullName: auth?.user.name ?? '',
      phone: auth?.user.phone ?? '',
      email: auth?.user.email ?? '',
      address: { line1: '', line2: '', city: 'Indore', state: 'Madhya Pradesh', pincode: '' },
      notes: '',
    },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ScheduleState>) => setS((prev) => ({ ...prev, ...patch }));
  const service = services.find((x) => x._id === s.serviceId);
  const { price } = useLivePrice(service, s.packageId, s.area, []);
  const slots = useQuery({
    queryKey: ['availability', s.date, s.serviceId, s.packageId, s.area],
    queryFn: () =>
      getAvailability(s.date, { serviceId: s.serviceId, packageId: s.packageId, quantity: s.area }),
    enabled: !!s.date,
  });
  const bandSlots = (slots.data ?? []).filter((x) => TIME_OF_DAY[s.timeOfDay].includes(x.time));

  const area = useServiceArea();
  const rules = useMemo(() => bookingRulesOf(area.data), [area.data]);
  const pinError = pincodeError(s.address.pincode, errors['address.pincode'], rules.isServed);

  const confirm = () => {
    const e = validateSchedule(s, today, rules);
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
              value={s.area}
              onChange={(e) => set({ area: e.target.value })}
              error={errors.area}
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
                selected={s.date ? new Date(`${s.date}T00:00:00`) : undefined}
                onSelect={(d) => d && set({ date: toIso(d), time: '' })}
                disabled={[
                  { before: new Date(`${today}T00:00:00`) },
                  ...(rules.lastDate ? [{ after: new Date(`${rules.lastDate}T00:00:00`) }] : []),
                ]}
                startMonth={new Date(`${today}T00:00:00`)}
                endMonth={rules.lastDate ? new Date(`${rules.lastDate}T00:00:00`) : undefined}
              />
              {errors.date ? (
                <p role="alert" className="text-sm text-red-600">
                  {messageText(errors.date)}
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
                      aria-pressed={s.timeOfDay === band}
                      onClick={() => set({ timeOfDay: band, time: '' })}
                      className={cn(
                        'rounded-lg border px-3 py-2 text-sm font-medium',
                        s.timeOfDay === band
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300',
                      )}
                    >
                      {t(`schedule.times.${band}`)}
                    </button>
                  ))}
                </div>
              </fieldset>
              <SlotPicker
                slots={s.date ? bandSlots : []}
                value={s.time}
                onChange={(time) => set({ time })}
                loading={slots.isFetching}
              />
              {errors.time ? (
                <p role="alert" className="text-sm text-red-600">
                  {messageText(errors.time)}
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
                      {t(`frequency.${f}`)}
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
              value={s.fullName}
              onChange={(e) => set({ fullName: e.target.value })}
              error={errors.fullName}
            />
            <TextField
              label={t('schedule.phone')}
              type="tel"
              value={s.phone}
              onChange={(e) => set({ phone: e.target.value })}
              error={errors.phone}
            />
            <TextField
              label={t('schedule.email')}
              type="email"
              value={s.email}
              onChange={(e) => set({ email: e.target.value })}
              error={errors.email}
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
              value={s.notes}
              onChange={(e) => set({ notes: e.target.value })}
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
          <p className="text-2xl font-bold text-slate-900">{price > 0 ? rupees(price) : '—'}</p>
          <Button className="w-full" onClick={confirm}>
            {t('schedule.confirm')}
          </Button>
        </aside>
      </div>
    </main>
  );
}
