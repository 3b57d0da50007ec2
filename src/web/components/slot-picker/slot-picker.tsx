import type { AvailabilitySlot } from '../../../shared/api-bookings';
import { cn } from '../ui/cn';
import { useTranslation } from '../../i18n/react';
import { BOOKING_NS, timeText } from '../../i18n/namespaces/booking';

/** Hourly slots; full or past ones are shown but cannot be picked. */
export function SlotPicker({
  slots,
  value,
  onChange,
  loading,
}: {
  slots: AvailabilitySlot[];
  value: string;
  onChange: (t: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation(BOOKING_NS);
  if (loading) return <p className="text-sm text-slate-600">{t('slots.checking')}</p>;
  if (!slots.length) return <p className="text-sm text-slate-600">{t('slots.pickDate')}</p>;
  return (
    <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={t('slots.label')}>
      {slots.map((s) => {
        const selected = value === s.time;
        return (
          <button
            key={s.time}
            type="button"
            role="radio"
            aria-checked={selected}
            disabled={!s.available}
            onClick={() => onChange(s.time)}
            className={cn(
              'rounded-lg border px-2 py-2 text-sm font-medium',
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 text-slate-800 hover:border-brand-600',
              !s.available &&
                'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 line-through hover:border-slate-200',
            )}
          >
            {timeText(s.time)}
            {!s.available ? <span className="sr-only">{t('slots.unavailable')}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
