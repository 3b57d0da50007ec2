import type { AvailabilitySlot } from '../../../../shared/api-bookings';
import { useNextFreeDates, type AvailabilityJob } from '../api/booking-api';
import { useTranslation } from '../../../i18n/react';
import { BOOKING_NS, dateText } from '../../../i18n/namespaces/booking';

/**
 * A day with no free start time is not a dead end: it names the next dates that have one, each a single
 * tap (which picks that date). Shown only once the day's slots are in and none is free. With `band`, only
 * the start times of that time of day count: a full morning names the next dates with a free morning.
 */
export function NextFreeDates({
  date,
  job,
  slots,
  lastDate,
  band,
  onPick,
}: {
  date: string;
  job: AvailabilityJob;
  /** The day's slots as loaded (undefined while loading). */
  slots: AvailabilitySlot[] | undefined;
  /** The last bookable date: later ones are not offered. */
  lastDate?: string;
  /** The time of day looked at: its name and start times. */
  band?: { name: string; times: string[] };
  onPick: (date: string) => void;
}) {
  const { t } = useTranslation(BOOKING_NS);
  const looked = band ? slots?.filter((s) => band.times.includes(s.time)) : slots;
  const full = !!date && !!looked?.length && !looked.some((s) => s.available);
  const next = useNextFreeDates({ date, job, times: band?.times, enabled: full });
  if (!full) return null;
  const dates = (next.data?.dates ?? []).filter((d) => !lastDate || d.date <= lastDate);
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="next-free-dates"
    >
      <p className="font-semibold">
        {band
          ? t('nextFree.noneInBand', { date: dateText(date), band: band.name })
          : t('nextFree.none', { date: dateText(date) })}
      </p>
      {next.isPending ? (
        <p className="mt-1">{t('nextFree.searching')}</p>
      ) : dates.length ? (
        <>
          <p className="mt-1">{t('nextFree.pick')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {dates.map((d) => (
              <button
                key={d.date}
                type="button"
                onClick={() => onPick(d.date)}
                className="rounded-full border border-brand-600 bg-white px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50"
              >
                {t('nextFree.date', { date: dateText(d.date), count: d.freeSlots })}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-1">{t('nextFree.noneSoon', { days: next.data?.searchedDays ?? 30 })}</p>
      )}
    </div>
  );
}
