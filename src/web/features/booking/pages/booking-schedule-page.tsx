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
import { frequencyLabels } from '../components/step-schedule';
import { useLivePrice } from '../hooks/use-live-price';
import { TIME_OF_DAY, validateSchedule, type ScheduleState, type TimeOfDay } from '../model/schedule-model';

const toIso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function BookingSchedulePage() {
  const navigate = useNavigate();
  const auth = useAuth();
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
        ← Back
      </Button>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Book Your Cleaning Schedule</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section
            className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2"
            aria-label="Service"
          >
            <FieldShell id="schedule-service" label="Service" error={errors.serviceId}>
              <select
                id="schedule-service"
                className={inputClass(!!errors.serviceId)}
                value={s.serviceId}
                onChange={(e) => set({ serviceId: e.target.value, packageId: '' })}
              >
                <option value="">Choose a service</option>
                {services.map((x) => (
                  <option key={x._id} value={x._id}>
                    {x.name}
                  </option>
                ))}
              </select>
            </FieldShell>
            <FieldShell id="schedule-package" label="Package" error={errors.packageId}>
              <select
                id="schedule-package"
                className={inputClass(!!errors.packageId)}
                value={s.packageId}
                onChange={(e) => set({ packageId: e.target.value })}
                disabled={!service}
              >
                <option value="">Choose a package</option>
                {service?.packages.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name} · {priceLabel(service, p.price)}
                  </option>
                ))}
              </select>
            </FieldShell>
            <TextField
              label={service?.measurementField.label ?? 'Area (sq.ft)'}
              type="number"
              min={1}
              value={s.area}
              onChange={(e) => set({ area: e.target.value })}
              error={errors.area}
            />
          </section>
          <section
            className="grid gap-6 rounded-2xl border border-slate-200 p-5 md:grid-cols-2"
            aria-label="Date and time"
          >
            <div>
              <p className="text-sm font-medium text-slate-700">Date</p>
              <DayPicker
                mode="single"
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
                  {errors.date}
                </p>
              ) : null}
            </div>
            <div className="space-y-4">
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Time of day</legend>
                <div className="mt-2 flex gap-2">
                  {(Object.keys(TIME_OF_DAY) as TimeOfDay[]).map((t) => (
                    <button
                      key={t}
                      type="button"
                      aria-pressed={s.timeOfDay === t}
                      onClick={() => set({ timeOfDay: t, time: '' })}
                      className={cn(
                        'rounded-lg border px-3 py-2 text-sm font-medium',
                        s.timeOfDay === t ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
                      )}
                    >
                      {t}
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
                  {errors.time}
                </p>
              ) : null}
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Frequency</legend>
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
                      {frequencyLabels[f]}
                    </button>
                  ))}
                </div>
              </fieldset>
            </div>
          </section>
          <section
            className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2"
            aria-label="Your details"
          >
            <TextField
              label="Full name"
              value={s.fullName}
              onChange={(e) => set({ fullName: e.target.value })}
              error={errors.fullName}
            />
            <TextField
              label="Phone"
              type="tel"
              maxLength={10}
              value={s.phone}
              onChange={(e) => set({ phone: e.target.value })}
              error={errors.phone}
            />
            <TextField
              label="Email"
              type="email"
              value={s.email}
              onChange={(e) => set({ email: e.target.value })}
              error={errors.email}
            />
            <TextField
              label="Full address"
              value={s.address.line1}
              onChange={(e) => set({ address: { ...s.address, line1: e.target.value } })}
              error={errors['address.line1']}
            />
            <TextField
              label="City"
              value={s.address.city}
              onChange={(e) => set({ address: { ...s.address, city: e.target.value } })}
              error={errors['address.city']}
            />
            <TextField
              label="State"
              value={s.address.state}
              onChange={(e) => set({ address: { ...s.address, state: e.target.value } })}
              error={errors['address.state']}
            />
            <TextField
              label="Pincode"
              maxLength={6}
              placeholder="6-digit pincode"
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
              label="Special instructions (optional)"
              rows={3}
              value={s.notes}
              onChange={(e) => set({ notes: e.target.value })}
              containerClassName="sm:col-span-2"
            />
          </section>
          <Button size="lg" onClick={confirm}>
            Continue to Review
          </Button>
        </div>
        <aside className="h-fit space-y-3 rounded-2xl bg-slate-50 p-5" aria-label="Summary">
          <h2 className="font-semibold text-slate-900">Summary</h2>
          <p className="text-sm text-slate-700">{service?.name ?? 'Choose a service'}</p>
          <p className="text-sm text-slate-700">
            {service?.packages.find((p) => p._id === s.packageId)?.name ?? ''}
          </p>
          <p className="text-sm text-slate-700">{frequencyLabels[s.frequency]}</p>
          <p className="text-2xl font-bold text-slate-900">{price > 0 ? rupees(price) : '—'}</p>
          <Button className="w-full" onClick={confirm}>
            Confirm Schedule
          </Button>
        </aside>
      </div>
    </main>
  );
}
