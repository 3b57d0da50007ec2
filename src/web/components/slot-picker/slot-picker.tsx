import type { AvailabilitySlot } from '../../../shared/api-bookings';
import { cn } from '../ui/cn';
import { useTranslation } from '../../i18n/react';
import { BOOKING_NS, timeText } from '../../i18n/namespaces/booking';
import { durationText } from '../../i18n/server-text';
import { formatMinutes } from '../../../shared/domain/durations';

/**
 * Why a slot cannot be picked, from what the server says of it: no cleaner works that day ('noCrew'),
 * the job would end after working hours even on an empty day ('late'), a crew is free but the time has
 * gone by ('passed'), or every crew is booked for the job ('full').
 */
export function slotReason(slot: AvailabilitySlot): 'free' | 'full' | 'passed' | 'noCrew' | 'late' {
  if (slot.available) return 'free';
  if (slot.capacity === 0) return 'noCrew';
  if (slot.endsTooLate) return 'late';
  return slot.free > 0 ? 'passed' : 'full';
}

/** What a too-late slot says: the job's length and the last start that ends within working hours. */
function useLateWords(slots: AvailabilitySlot[]) {
  const { t } = useTranslation(BOOKING_NS);
  const late = slots.find((s) => s.endsTooLate && s.jobMinutes);
  if (!late) return null;
  const duration = durationText(formatMinutes(late.jobMinutes!));
  const lastStart = slots.filter((s) => !s.endsTooLate && s.capacity > 0).at(-1)?.time;
  return lastStart
    ? {
        why: t('slots.lateWhy', { duration, time: timeText(lastStart) }),
        note: t('slots.lateNote', { duration, time: timeText(lastStart) }),
      }
    : { why: t('slots.lateWhyNoStart', { duration }), note: t('slots.lateNoteNoStart', { duration }) };
}

/** Hourly slots, each marked free or, crossed out, full with the reason; only free ones can be picked. */
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
  const lateWords = useLateWords(slots);
  if (loading) return <p className="text-sm text-slate-600">{t('slots.checking')}</p>;
  if (!slots.length) return <p className="text-sm text-slate-600">{t('slots.pickDate')}</p>;
  return (
    <div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" aria-label={t('slots.label')}>
        {slots.map((s) => {
          const selected = value === s.time;
          const reason = slotReason(s);
          return (
            <button
              key={s.time}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={!s.available}
              onClick={() => onChange(s.time)}
              data-slot={reason}
              className={cn(
                'rounded-lg border px-2 py-1.5 text-sm font-medium',
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 text-slate-800 hover:border-brand-600',
                !s.available &&
                  'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 hover:border-slate-200',
              )}
            >
              <span className={cn('block', !s.available && 'line-through')}>{timeText(s.time)}</span>
              {/* Seen, not read: the time alone names a free slot; a crossed-out one says why below. */}
              <span
                aria-hidden
                className={cn(
                  'block text-[11px] font-normal leading-4',
                  selected ? 'text-white' : s.available ? 'text-brand-800' : 'text-slate-600',
                )}
              >
                {t(`slots.${reason}`)}
              </span>
              {!s.available ? (
                <span className="sr-only">
                  {reason === 'late' && lateWords ? lateWords.why : t(`slots.${reason}Why`)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {lateWords ? <p className="mt-2 text-sm text-slate-700">{lateWords.note}</p> : null}
    </div>
  );
}
