import type { ServiceDto } from '../../../../shared/api';
import { formatDateLong, formatTime12h } from '../../../../shared/domain/time';
import { rupees } from '../../../components/price/price-labels';
import type { BookingFormData } from '../model/booking-form-model';
import { frequencyLabels } from './step-schedule';

export function BookingSummary({
  service,
  form,
  price,
  discount,
}: {
  service?: ServiceDto;
  form: BookingFormData;
  price: number;
  discount: number;
}) {
  const pkg = service?.packages.find((p) => p._id === form.packageId);
  const rows: [string, string][] = [
    ['Service', service?.name ?? '—'],
    ['Package', pkg?.name ?? '—'],
    ['Add-ons', form.addons.join(', ') || 'None'],
    [service?.measurementField.label ?? 'Area (sq.ft)', form.areaSqft || '—'],
    ['Date', form.scheduledDate ? formatDateLong(form.scheduledDate) : '—'],
    ['Time', form.scheduledTime ? formatTime12h(form.scheduledTime) : '—'],
    ['Frequency', frequencyLabels[form.frequency]],
    [
      'Address',
      [form.address.line1, form.address.line2, form.address.city, form.address.state]
        .filter(Boolean)
        .join(', ') + (form.address.pincode ? ` - ${form.address.pincode}` : ''),
    ],
  ];
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{k}</dt>
          <dd className="text-right font-medium text-slate-900">{v}</dd>
        </div>
      ))}
      <div className="flex justify-between py-2">
        <dt className="text-slate-600">Price</dt>
        <dd className="font-medium">{price > 0 ? rupees(price) : '—'}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between py-2 text-brand-800">
          <dt>Coupon discount</dt>
          <dd>−{rupees(discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between py-2 text-base font-bold">
        <dt>Total</dt>
        <dd>{price > 0 ? rupees(Math.max(0, price - discount)) : '—'}</dd>
      </div>
    </dl>
  );
}
