import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultAddressOf } from '../../../../shared/domain/default-address';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { todayInIndia } from '../../../../shared/domain/time';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useAuth } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { local, localKeys, session, sessionKeys } from '../../../lib/storage';
import { useServices } from '../../catalogue/api/get-services';
import { useAddresses } from '../../profile/api/profile-api';
import { cancelBooking } from '../../my-bookings/api/cancel-booking';
import { findAwaitingPayment, useAwaitingPayment } from '../../payment/api/payment-api';
import { holdDeadline } from '../../payment';
import { createBooking, newIdempotencyKey, useAvailability } from '../api/booking-api';
import { useServiceArea } from '../api/get-service-area';
import { bookingRulesOf } from '../model/booking-rules';
import { BookingSummary } from '../components/booking-summary';
import { CouponBox } from '../components/coupon-box';
import { StepDetails } from '../components/step-details';
import { StepSchedule } from '../components/step-schedule';
import { StepService } from '../components/step-service';
import { useCoupon } from '../hooks/use-coupon';
import { useMemberDiscount, usePlanDiscount } from '../api/plan-discounts';
import { useLivePrice } from '../hooks/use-live-price';
import { bookingCreationError } from '../model/booking-errors';
import {
  emptyForm,
  firstInvalidStep,
  matchPackage,
  matchService,
  stepIndex,
  STEP_KEYS,
  STEPS,
  toCreateBookingInput,
  validateStep,
  type BookingFormData,
  validateDraft,
} from '../model/booking-draft';
import { useClearingErrors } from '../../../lib/use-clearing-errors';

import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { BOOKING_NS, dateText, timeText } from '../../../i18n/namespaces/booking';
import { PAYMENT_NS } from '../../../i18n/namespaces/payment';
import { useServerText } from '../../../i18n/server-text';

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
  const stepLabel = (i: number) => t(`form.steps.${STEP_KEYS[i]}`);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { data: services = [], isFetching: servicesFetching } = useServices();
  const today = todayInIndia(new Date());

  const restored = useMemo(() => session.getJson<SavedState>(sessionKeys.bookingFormState), []);
  const [form, setForm] = useState<BookingFormData>(() => {
    if (restored?.formData) return restored.formData;
    const again = local.getJson<Partial<BookingFormData>>(localKeys.bookAgain);
    if (again) {
      local.remove(localKeys.bookAgain);
      const base = emptyForm(auth?.user);
      return {
        ...base,
        ...again,
        address: { ...base.address, ...again.address, line2: again.address?.line2 ?? '' },
      };
    }
    const selected = local.getJson<BookingFormData['address']>(localKeys.selectedAddress);
    if (selected) local.remove(localKeys.selectedAddress);
    const base = emptyForm(auth?.user);
    return {
      ...base,
      address: selected ? { ...base.address, ...selected, line2: selected.line2 ?? '' } : base.address,
    };
  });
  // Each step has its own URL (?step=details), so the browser's Back and Forward move between steps;
  // the form itself stays in this page (and in session storage through a reload). The step shown follows
  // the URL, and changes at once on Next (the router applies its URL change a moment later).
  const urlStep = stepIndex(params.get('step'));
  const [step, setStep] = useState(urlStep);
  useEffect(() => setStep(urlStep), [urlStep]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const top = useRef<HTMLHeadingElement>(null);

  const service = services.find((s) => s._id === form.serviceId);
  const { price, error: priceError } = useLivePrice(service, form.packageId, form.areaSqft, form.addons);
  // A plan's own discount comes off every visit first; the coupon applies to what is left of the first.
  const plan = usePlanDiscount(form.frequency, price);
  const member = useMemberDiscount(price);
  const coupon = useCoupon(price - plan.amount - member.amount);
  const slots = useAvailability(
    form.scheduledDate,
    { serviceId: form.serviceId, packageId: form.packageId, quantity: form.areaSqft },
    !!form.scheduledDate && form.scheduledDate >= today,
  );
  const area = useServiceArea();
  const rules = useMemo(() => bookingRulesOf(area.data), [area.data]);
  const [errors, setErrors] = useClearingErrors(form, (f) => validateDraft(f, today, rules));
  const addresses = useAddresses({ enabled: !!auth });
  // The form starts on the customer's default saved address, unless an address is already typed in.
  const startedOnDefault = useRef(false);
  useEffect(() => {
    if (startedOnDefault.current || !addresses.data) return;
    startedOnDefault.current = true;
    const preferred = defaultAddressOf(addresses.data);
    if (!preferred) return;
    setForm((f) =>
      f.address.line1.trim()
        ? f
        : {
            ...f,
            address: {
              line1: preferred.line1,
              line2: preferred.line2,
              city: preferred.city,
              state: preferred.state,
              pincode: preferred.pincode,
              latitude: preferred.latitude,
              longitude: preferred.longitude,
            },
          },
    );
  }, [addresses.data, setForm]);
  // One booking waiting for its payment choice per customer on the site: offered to resume
  // (docs/product-rules.md#booked-means-confirmed).
  const awaiting = useAwaitingPayment({ enabled: !!auth });
  const resume = (booking: NonNullable<typeof awaiting.data>) =>
    navigate(paths.payment, { state: { booking, totalAmount: booking.totalAmount } });

  // On arrival, once the catalogue is here: preselect from ?service= / ?serviceId= / navigation state
  // (matched by id, slug or name) and the package a card's Book sent (?package=, by id or name). A link
  // that names another service or package than a form kept from an earlier visit starts that booking
  // afresh on step 1; otherwise a kept form goes back to its step (a reload or the login detour).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !services.length) return;
    arrived.current = true;
    const wanted =
      params.get('service') ??
      params.get('serviceId') ??
      (location.state as { serviceId?: string } | null)?.serviceId;
    const match = matchService(services, wanted);
    const pkg = match && matchPackage(match.packages, params.get('package'));
    const sameService = !!match && form.serviceId === match._id;
    if (match && (!sameService || (pkg && form.packageId !== pkg._id))) {
      setForm((f) => ({
        ...f,
        serviceId: match._id,
        packageId: pkg?._id ?? (sameService ? f.packageId : ''),
        addons: sameService && !pkg ? f.addons : [],
      }));
      if (step > 0) goTo(0, { replace: true });
    } else if (!params.get('step') && restored?.step) goTo(restored.step, { replace: true });
    // Once, on arrival: the form's later changes are the customer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services]);

  // A later step's URL opened before the earlier steps are done (typed in, or Forward after an edit
  // emptied a field) goes to the first step that needs something, with its messages.
  useEffect(() => {
    if (step === 0 || !services.length) return;
    const stuck = firstInvalidStep(form, today, rules, step);
    if (stuck < 0) return;
    setErrors(validateStep(stuck, form, today, rules));
    goTo(stuck, { replace: true });
    // Checked when the step changes, not on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, services.length]);

  // A new step: to the top, focus on the heading (also for the browser's Back and Forward).
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    top.current?.focus();
  }, [step]);

  // Keep the form through reloads and a login detour (stored as bookingFormState).
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
  function goTo(next: number, opts: { replace?: boolean } = {}) {
    setStep(next);
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next > 0) q.set('step', STEP_KEYS[next]);
        else q.delete('step');
        return q;
      },
      { replace: opts.replace, state: location.state },
    );
  }
  /**
   * The URL names what is chosen (?service=bathroom-cleaning&package=Classic), so a reload or a shared
   * link opens this booking, not the service the page was first opened with (issue 37).
   */
  function showChoiceInUrl(serviceId: string, packageId?: string) {
    const chosen = services.find((s) => s._id === serviceId);
    const pkg = chosen?.packages.find((p) => p._id === packageId);
    const { serviceId: _arrivedWith, ...state } = (location.state ?? {}) as { serviceId?: string };
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        q.delete('serviceId');
        if (chosen) q.set('service', chosen.slug);
        else q.delete('service');
        if (pkg) q.set('package', pkg.name);
        else q.delete('package');
        return q;
      },
      { replace: true, state },
    );
  }
  const next = () => {
    const stepErrors = validateStep(step, form, today, rules);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) goTo(step + 1);
  };

  async function submit() {
    const stuck = firstInvalidStep(form, today, rules);
    if (stuck >= 0) {
      setErrors(validateStep(stuck, form, today, rules));
      return goTo(stuck);
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
      const { booking, seriesBooked } = await createBooking(
        toCreateBookingInput(form, { couponCode: coupon.status === 'applied' ? coupon.code : null }),
        idempotencyKey.current,
      );
      session.remove(sessionKeys.bookingFormState);
      navigate(paths.payment, { state: { booking, totalAmount: booking.totalAmount, seriesBooked } });
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
              onService={(id) => {
                set({ serviceId: id, packageId: '', addons: [] });
                showChoiceInUrl(id);
              }}
              onPackage={(id) => {
                set({ packageId: id, addons: [] });
                showChoiceInUrl(form.serviceId, id);
              }}
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
              slots={slots.data}
              slotsLoading={slots.isFetching}
            />
          ) : null}
          {step === 3 ? (
            <div className="space-y-5">
              <BookingSummary
                service={service}
                form={form}
                price={price}
                discount={coupon.discount}
                plan={plan}
                member={member}
              />
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
            <BookingSummary
              service={service}
              form={form}
              price={price}
              discount={coupon.discount}
              plan={plan}
            />
          </aside>
        ) : null}
      </div>
    </main>
  );
}
