import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { todayInIndia } from '../../../../shared/domain/time';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useAuth } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { local, localKeys, session, sessionKeys } from '../../../lib/storage';
import { useServices } from '../../catalogue/api/get-services';
import { getAddresses } from '../../profile/api/profile-api';
import { cancelBooking } from '../../my-bookings/api/cancel-booking';
import { findAwaitingPayment, holdDeadline } from '../../payment/api/payment-state';
import { createBooking, getAvailability, newIdempotencyKey } from '../api/booking-api';
import { useServiceArea } from '../api/get-service-area';
import { bookingRulesOf } from '../model/booking-rules';
import { BookingSummary } from '../components/booking-summary';
import { CouponBox } from '../components/coupon-box';
import { StepDetails } from '../components/step-details';
import { StepSchedule } from '../components/step-schedule';
import { StepService } from '../components/step-service';
import { useCoupon } from '../hooks/use-coupon';
import { useLivePrice } from '../hooks/use-live-price';
import { bookingCreationError } from '../model/booking-errors';
import {
  emptyForm,
  matchService,
  STEPS,
  validateStep,
  type BookingFormData,
  type FieldErrors,
} from '../model/booking-form-model';

import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { BOOKING_NS, dateText, timeText } from '../../../i18n/namespaces/booking';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { useServerText } from '../../../i18n/server-text';

const stepKeys = ['service', 'details', 'schedule', 'confirm'] as const;

interface SavedState {
  formData: BookingFormData;
  step: number;
}

export default function BookingFormPage() {
  const auth = useAuth();
  const { t } = useTranslation(BOOKING_NS);
  const { t: tp, i18n } = useTranslation(PAYMENT_NS);
  const serverText = useServerText();
  const messageText = useMessageText();
  const stepLabel = (i: number) => t(`form.steps.${stepKeys[i]}`);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { data: services = [], isFetching: servicesFetching } = useServices();
  const today = todayInIndia(new Date());

  const restored = useMemo(() => session.getJson<SavedState>(sessionKeys.bookingFormState), []);
  const [form, setForm] = useState<BookingFormData>(() => {
    if (restored?.formData) return restored.formData;
    const selected = local.getJson<BookingFormData['address']>(localKeys.selectedAddress);
    if (selected) local.remove(localKeys.selectedAddress);
    const base = emptyForm();
    return {
      ...base,
      customerName: auth?.user.name ?? '',
      customerEmail: auth?.user.email ?? '',
      phoneNumber: auth?.user.phone ?? '',
      address: selected ? { ...base.address, ...selected, line2: selected.line2 ?? '' } : base.address,
    };
  });
  const [step, setStep] = useState(restored?.step ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const top = useRef<HTMLHeadingElement>(null);

  const service = services.find((s) => s._id === form.serviceId);
  const { price, error: priceError } = useLivePrice(service, form.packageId, form.areaSqft, form.addons);
  const coupon = useCoupon(price);
  const slots = useQuery({
    queryKey: ['availability', form.scheduledDate, form.serviceId, form.packageId, form.areaSqft],
    queryFn: () =>
      getAvailability(form.scheduledDate, {
        serviceId: form.serviceId,
        packageId: form.packageId,
        quantity: form.areaSqft,
      }),
    enabled: !!form.scheduledDate && form.scheduledDate >= today,
  });
  const area = useServiceArea();
  const rules = useMemo(() => bookingRulesOf(area.data), [area.data]);
  const addresses = useQuery({ queryKey: ['addresses'], queryFn: getAddresses, enabled: !!auth });
  // One booking waiting for its payment choice per customer on the site (issue 24 §1): offered to resume.
  const awaiting = useQuery({
    queryKey: ['bookings', 'awaiting-payment'],
    queryFn: () => findAwaitingPayment(),
    enabled: !!auth,
  });
  const resume = (booking: NonNullable<typeof awaiting.data>) =>
    navigate(paths.payment, { state: { booking, totalAmount: booking.totalAmount } });

  // Preselect from ?service= / ?serviceId= / navigation state, matched by id, slug or name.
  useEffect(() => {
    if (form.serviceId || !services.length) return;
    const wanted =
      params.get('service') ??
      params.get('serviceId') ??
      (location.state as { serviceId?: string } | null)?.serviceId;
    const match = matchService(services, wanted);
    if (match) setForm((f) => ({ ...f, serviceId: match._id }));
  }, [services, params, location.state, form.serviceId]);

  // Keep the form through reloads and a login detour (SPEC §3 bookingFormState).
  useEffect(() => {
    session.setJson(sessionKeys.bookingFormState, {
      formData: form,
      step,
      selectedService: form.serviceId,
      selectedPackage: form.packageId,
      calculatedPrice: price,
    });
  }, [form, step, price]);

  const set = (patch: Partial<BookingFormData>) => {
    setForm((f) => ({ ...f, ...patch }));
    idempotencyKey.current = newIdempotencyKey();
  };
  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    top.current?.focus();
  };
  const next = () => {
    const stepErrors = validateStep(step, form, today, rules);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) goTo(step + 1);
  };

  async function submit() {
    for (let s = 0; s < 3; s++) {
      const stepErrors = validateStep(s, form, today, rules);
      if (Object.keys(stepErrors).length) {
        setErrors(stepErrors);
        return goTo(s);
      }
    }
    if (coupon.pendingUnapplied) return setSubmitError(validation.couponApplyFirst);
    setSubmitting(true);
    setSubmitError(null);
    try {
      // The same visit again resumes the booking already waiting for payment instead of a duplicate;
      // another one replaces it (its hold is given back first).
      const open = auth ? await findAwaitingPayment() : null;
      if (
        open &&
        open.serviceId?._id === form.serviceId &&
        open.scheduledDate === form.scheduledDate &&
        open.scheduledTime === form.scheduledTime
      ) {
        session.remove(sessionKeys.bookingFormState);
        return resume(open);
      }
      if (open) await cancelBooking(open._id, 'Replaced by a new booking');
      const { booking } = await createBooking(
        {
          serviceId: form.serviceId,
          packageId: form.packageId,
          addons: form.addons,
          address: form.address,
          phoneNumber: form.phoneNumber.trim(),
          customerName: form.customerName.trim(),
          customerEmail: form.customerEmail.trim(),
          areaSqft: Number(form.areaSqft),
          scheduledDate: form.scheduledDate,
          scheduledTime: form.scheduledTime,
          instructions: form.instructions.trim(),
          frequency: form.frequency,
          ...(form.whatsappOptIn ? { whatsappOptIn: true } : {}),
          ...(coupon.status === 'applied' ? { couponCode: coupon.code } : {}),
        },
        idempotencyKey.current,
      );
      session.remove(sessionKeys.bookingFormState);
      navigate(paths.payment, { state: { booking, totalAmount: booking.totalAmount } });
    } catch (error) {
      const mapped = bookingCreationError(error);
      setSubmitError(mapped.message);
      if (mapped.couponDropped) coupon.remove();
      if (mapped.slotFull) void slots.refetch();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 ref={top} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t('form.title')}
      </h1>
      {awaiting.data ? (
        <section
          aria-labelledby="resume-heading"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h2 id="resume-heading" className="font-semibold">
            {tp('state.resumeTitle')}
          </h2>
          <p className="mt-1">
            {tp('state.resumeText', {
              service: serverText(awaiting.data.serviceId?.name ?? awaiting.data.serviceName ?? ''),
              when: `${dateText(awaiting.data.scheduledDate)}, ${timeText(awaiting.data.scheduledTime)}`,
              time: holdDeadline(awaiting.data.holdExpiresAt!, i18n.language),
            })}
          </p>
          <Button className="mt-2" size="sm" onClick={() => resume(awaiting.data!)}>
            {tp('state.resume')}
          </Button>
        </section>
      ) : null}
      <ol className="mt-4 grid grid-cols-4 gap-2" aria-label={t('form.progress')}>
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className={cn(
              'rounded-lg border-b-4 pb-1 text-center text-xs font-semibold sm:text-sm',
              i <= step ? 'border-brand-600 text-brand-800' : 'border-slate-200 text-slate-500',
            )}
          >
            {t('form.stepNumber', { number: String(i + 1), label: stepLabel(i) })}
          </li>
        ))}
      </ol>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-label={stepLabel(step)} className="rounded-2xl border border-slate-200 p-5">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{stepLabel(step)}</h2>
          {step === 0 ? (
            <StepService
              services={services}
              loading={servicesFetching}
              form={form}
              errors={errors}
              onService={(id) => set({ serviceId: id, packageId: '', addons: [] })}
              onPackage={(id) => set({ packageId: id, addons: [] })}
              onAddons={(addons) => set({ addons })}
            />
          ) : null}
          {step === 1 ? (
            <StepDetails
              form={form}
              errors={errors}
              set={set}
              savedAddresses={addresses.data ?? []}
              rules={rules}
            />
          ) : null}
          {step === 2 ? (
            <StepSchedule
              service={service}
              form={form}
              errors={errors}
              set={set}
              today={today}
              lastDate={rules.lastDate}
              slots={slots.data ?? []}
              slotsLoading={slots.isFetching}
            />
          ) : null}
          {step === 3 ? (
            <div className="space-y-5">
              <BookingSummary service={service} form={form} price={price} discount={coupon.discount} />
              <CouponBox coupon={coupon} />
            </div>
          ) : null}
          {priceError && step >= 2 ? (
            <p role="alert" className="mt-4 text-sm text-red-600">
              {messageText(priceError)}
            </p>
          ) : null}
          {submitError ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {messageText(submitError)}
            </p>
          ) : null}
          <div className="mt-6 flex justify-between gap-2">
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
              {t('form.previous')}
            </Button>
            {step < 3 ? (
              <Button onClick={next}>{t('form.next')}</Button>
            ) : (
              <Button onClick={() => void submit()} disabled={submitting}>
                {submitting ? t('form.processing') : t('form.confirm')}
              </Button>
            )}
          </div>
        </section>
        {step < 3 ? (
          <aside className="h-fit rounded-2xl bg-slate-50 p-5" aria-label={t('form.summaryLabel')}>
            <h2 className="mb-2 font-semibold text-slate-900">{t('form.yourBooking')}</h2>
            <BookingSummary service={service} form={form} price={price} discount={coupon.discount} />
          </aside>
        ) : null}
      </div>
    </main>
  );
}
