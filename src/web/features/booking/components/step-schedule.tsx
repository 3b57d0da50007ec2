import type { ServiceDto } from '../../../../shared/api';
import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import type { Frequency } from '../../../../shared/schemas/booking';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldShell, inputClass, TextAreaField, TextField } from '../../../components/ui/field';
import type { BookingFormData, FieldErrors } from '../model/booking-draft';
import { NextFreeDates } from './next-free-dates';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { BOOKING_NS, measurementText } from '../../../i18n/namespaces/booking';
import { DateField } from '../../../components/date-field/date-field';
import { useFrequencyChoice } from '../api/plan-discounts';

export const frequencyLabels: Record<Frequency, string> = {
  'one-time': 'One-Time',
  weekly: 'Weekly',
  'bi-weekly': 'Bi-Weekly',
  monthly: 'Monthly',
};
/** Every frequency, in the order above: read from the labels (the type lists them all), so the booking
 * page does not load zod and the booking schemas just for this list. */
const frequencies = Object.keys(frequencyLabels) as Frequency[];

interface Props {
  service?: ServiceDto;
  form: BookingFormData;
  errors: FieldErrors;
  set: (patch: Partial<BookingFormData>) => void;
  today: string;
  /** The last bookable date (the booking horizon), once known. */
  lastDate?: string;
  /** The day's slots; undefined until they are in. */
  slots: AvailabilitySlot[] | undefined;
  slotsLoading: boolean;
}

export function StepSchedule({ service, form, errors, set, today, lastDate, slots, slotsLoading }: Props) {
  const { t } = useTranslation(BOOKING_NS);
  const messageText = useMessageText();
  const measurement = measurementText(service?.measurementField);
  const frequencyChoice = useFrequencyChoice();
  return (
    <div className="space-y-5">
      <TextField
        label={measurement.label}
        type="number"
        min={1}
        inputMode="numeric"
        placeholder={measurement.placeholder}
        value={form.areaSqft}
        onChange={(e) => set({ areaSqft: e.target.value })}
        error={errors.areaSqft}
      />
      <DateField
        label={t('scheduleStep.date')}
        min={today}
        max={lastDate}
        value={form.scheduledDate}
        onChange={(date) => set({ scheduledDate: date, scheduledTime: '' })}
        error={errors.scheduledDate}
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">{t('scheduleStep.time')}</p>
        <SlotPicker
          slots={form.scheduledDate ? (slots ?? []) : []}
          value={form.scheduledTime}
          onChange={(t) => set({ scheduledTime: t })}
          loading={slotsLoading}
        />
        <NextFreeDates
          date={form.scheduledDate}
          job={{ serviceId: form.serviceId, packageId: form.packageId, quantity: form.areaSqft }}
          slots={slotsLoading ? undefined : slots}
          lastDate={lastDate}
          onPick={(date) => set({ scheduledDate: date, scheduledTime: '' })}
        />
        {errors.scheduledTime ? (
          <p role="alert" className="text-sm text-red-600">
            {messageText(errors.scheduledTime)}
          </p>
        ) : null}
      </div>
      {form.preferredCleaner ? (
        <CheckboxField
          label={t('scheduleStep.preferredCleaner', { name: form.preferredCleaner.name })}
          hint={t('scheduleStep.preferredCleanerHint', { name: form.preferredCleaner.name })}
          checked={form.preferredCleaner.wanted}
          onChange={(e) => set({ preferredCleaner: { ...form.preferredCleaner!, wanted: e.target.checked } })}
        />
      ) : null}
      <FieldShell id="frequency" label={t('scheduleStep.frequency')}>
        <select
          id="frequency"
          className={inputClass()}
          value={form.frequency}
          onChange={(e) => set({ frequency: e.target.value as BookingFormData['frequency'] })}
        >
          {frequencies.map((f) => (
            <option key={f} value={f}>
              {frequencyChoice(f)}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextAreaField
        label={t('scheduleStep.instructions')}
        rows={3}
        value={form.instructions}
        onChange={(e) => set({ instructions: e.target.value })}
      />
    </div>
  );
}
