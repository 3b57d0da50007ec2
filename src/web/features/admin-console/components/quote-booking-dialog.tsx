import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { QuoteBookingDraftDto } from '../../../../shared/api-admin';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { formatRupees } from '../../../../shared/money';
import { quoteNeedsAccount } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldShell, inputClass, TextAreaField, TextField } from '../../../components/ui/field';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useAvailability, usePrice } from '../../booking/api/booking-api';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { useAdminServices } from '../api/get-admin-services';
import { useCreateQuoteBooking, useQuoteBookingDraft } from '../api/quote-booking';
import type { QuoteRequestDto } from '../../../../shared/api-admin';
import { formFromDraft, toQuoteBookingInput, type QuoteBookingForm } from '../model/quote-booking-form';
import { useClearingErrors } from '../../../lib/use-clearing-errors';
import { DateField } from '../../../components/date-field/date-field';

/**
 * Inbox: 'Create booking' on a quote request. Opens filled in from the quote and the customer's account,
 * with the first free time of the first bookable day picked, so a second click books it.
 */
export function QuoteBookingDialog({
  quote,
  onClose,
}: {
  quote: QuoteRequestDto | null;
  onClose: () => void;
}) {
  const draft = useQuoteBookingDraft(quote?.id ?? null);
  return (
    <Dialog
      open={!!quote}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Create booking"
      description={
        quote ? `Quote from ${quote.name || 'a visitor'} · ${quote.phone} · ${quote.service}` : undefined
      }
      className="max-w-2xl"
    >
      {draft.isPending ? (
        <LoadingState label="Filling in the booking…" />
      ) : draft.isError ? (
        <ErrorState error={draft.error} onRetry={() => void draft.refetch()} />
      ) : (
        <QuoteBookingBody key={draft.data.quote.id} data={draft.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function QuoteBookingBody({ data, onClose }: { data: QuoteBookingDraftDto; onClose: () => void }) {
  const { quote, customers, booking } = data;
  if (booking)
    return (
      <div className="space-y-4">
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          This quote is booked: <b>{booking.reference}</b>.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Link
            to={`${paths.adminDashboard}/bookings/${booking.id}`}
            className="inline-flex min-h-[44px] items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            Open booking
          </Link>
        </div>
      </div>
    );
  if (!customers.length)
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {quoteNeedsAccount(quote.name, quote.phone)}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <a
            href={`tel:${quote.phone}`}
            className="inline-flex min-h-[44px] items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            Call {quote.phone}
          </a>
        </div>
      </div>
    );
  return <QuoteBookingForm data={data} onClose={onClose} />;
}

function QuoteBookingForm({ data, onClose }: { data: QuoteBookingDraftDto; onClose: () => void }) {
  const today = todayInIndia(new Date());
  const [form, setForm] = useState<QuoteBookingForm>(() => formFromDraft(data, addDays(today, 1)));
  const [errors, setErrors] = useClearingErrors(form, (f) => {
    const result = toQuoteBookingInput(f);
    return result.ok ? {} : result.errors;
  });
  const set = (patch: Partial<QuoteBookingForm>) => setForm((f) => ({ ...f, ...patch }));
  const services = useAdminServices();
  const create = useCreateQuoteBooking();
  const ids = { customer: useId(), service: useId(), pkg: useId() };

  const active = (services.data ?? []).filter((s) => s.isActive);
  const service = active.find((s) => s._id === form.serviceId);
  const packages = service?.packages.filter((p) => p.isActive) ?? [];
  const pkg = packages.find((p) => p._id === form.packageId);
  const quantity = Number(form.areaSqft);
  const job = { serviceId: form.serviceId, packageId: form.packageId, quantity };

  const slots = useAvailability(
    form.scheduledDate,
    job,
    !!form.scheduledDate && form.scheduledDate >= today && !!pkg,
  );
  const price = usePrice(
    pkg && quantity > 0
      ? { serviceId: job.serviceId, packageName: pkg.name, area: quantity, addons: [] }
      : null,
  );
  // The first free time is picked for the admin; picking another is one click away.
  const firstFree = slots.data?.find((s) => s.available)?.time;
  useEffect(() => {
    if (!form.scheduledTime && firstFree) setForm((f) => ({ ...f, scheduledTime: firstFree }));
  }, [firstFree, form.scheduledTime]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = toQuoteBookingInput(form);
    if (!result.ok) return setErrors(result.errors);
    // Not mutate's own callbacks: the refreshed draft (now booked) replaces this form before they would run.
    create
      .mutateAsync({ quoteId: data.quote.id, input: result.input })
      .then(onClose, () => void slots.refetch());
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Booking from quote" className="space-y-4">
      {data.customers.length === 1 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm">
          For <b>{data.customers[0]!.name}</b> · <span className="break-all">{data.customers[0]!.email}</span>
        </p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            Several accounts use {data.quote.phone}: who is it for?
          </legend>
          {data.customers.map((c) => (
            <label
              key={c.id}
              className="mb-2 flex min-h-[44px] cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3"
            >
              <input
                type="radio"
                name={ids.customer}
                checked={form.customerId === c.id}
                onChange={() => set({ customerId: c.id })}
                className="h-4 w-4"
              />
              <span className="font-medium">{c.name}</span>
              <span className="break-all text-xs text-slate-600">{c.email}</span>
            </label>
          ))}
          {errors.customerId ? <p className="text-sm text-red-700">{errors.customerId}</p> : null}
        </fieldset>
      )}

      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
        <FieldShell id={ids.service} label="Service" error={errors.serviceId}>
          <select
            id={ids.service}
            className={inputClass(!!errors.serviceId)}
            value={form.serviceId}
            onChange={(e) => {
              const next = active.find((s) => s._id === e.target.value);
              set({
                serviceId: e.target.value,
                packageId: next?.packages.find((p) => p.isActive)?._id ?? '',
                scheduledTime: '',
              });
            }}
          >
            <option value="">Choose a service</option>
            {active.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={ids.pkg} label="Package" error={errors.packageId}>
          <select
            id={ids.pkg}
            className={inputClass(!!errors.packageId)}
            value={form.packageId}
            onChange={(e) => set({ packageId: e.target.value, scheduledTime: '' })}
          >
            <option value="">Choose a package</option>
            {packages.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField
          label={service?.measurementField.label ?? 'Quantity'}
          inputMode="decimal"
          value={form.areaSqft}
          error={errors.areaSqft}
          onChange={(e) => set({ areaSqft: e.target.value, scheduledTime: '' })}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {price.data !== undefined ? (
          <>
            Price: <b>{formatRupees(Math.round(price.data * 100))}</b> (the customer's price, checked again
            when booked)
          </>
        ) : price.isError ? (
          <span className="text-red-700">This package cannot be priced for that quantity.</span>
        ) : null}
      </p>

      <DateField
        label="Date"
        min={today}
        value={form.scheduledDate}
        error={errors.scheduledDate}
        onChange={(d) => set({ scheduledDate: d, scheduledTime: '' })}
      />
      <div>
        <SlotPicker
          slots={slots.data ?? []}
          value={form.scheduledTime}
          onChange={(time) => set({ scheduledTime: time })}
          loading={slots.isFetching}
        />
        {errors.scheduledTime ? <p className="mt-1 text-sm text-red-700">{errors.scheduledTime}</p> : null}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Address line 1"
          value={form.line1}
          error={errors['address.line1']}
          onChange={(e) => set({ line1: e.target.value })}
        />
        <TextField
          label="Address line 2"
          hint="Optional"
          value={form.line2}
          error={errors['address.line2']}
          onChange={(e) => set({ line2: e.target.value })}
        />
        <TextField
          label="City"
          value={form.city}
          error={errors['address.city']}
          onChange={(e) => set({ city: e.target.value })}
        />
        <TextField
          label="State"
          value={form.state}
          error={errors['address.state']}
          onChange={(e) => set({ state: e.target.value })}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          value={form.pincode}
          error={errors['address.pincode']}
          onChange={(e) => set({ pincode: e.target.value })}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          value={form.phoneNumber}
          error={errors.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
        />
      </div>
      <TextAreaField
        label="Instructions"
        rows={2}
        value={form.instructions}
        error={errors.instructions}
        onChange={(e) => set({ instructions: e.target.value })}
      />
      {/* Kept in view while the form scrolls: the second click is always at hand. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Booking…' : 'Create booking'}
        </Button>
      </div>
    </form>
  );
}
