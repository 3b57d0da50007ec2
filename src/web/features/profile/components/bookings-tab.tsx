import type { BookingDto } from '../../../../shared/api-bookings';
import { BookingRow } from './booking-row';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

const PAST_SHOWN = 5;

export function BookingsTab({
  upcoming,
  past,
  loading,
  onCancel,
}: {
  upcoming: BookingDto[];
  past: BookingDto[];
  loading: boolean;
  onCancel: (b: BookingDto) => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  if (loading) return <p className="text-slate-600">{t('bookings.loading')}</p>;
  return (
    <div className="space-y-8">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          {t('bookings.upcoming')}
        </h2>
        {upcoming.length === 0 ? <p className="mt-2 text-slate-600">{t('bookings.noUpcoming')}</p> : null}
        <ul className="mt-3 space-y-3">
          {upcoming.map((b) => (
            <BookingRow key={b._id} booking={b} onCancel={onCancel} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-lg font-semibold text-slate-900">
          {t('bookings.past', { count: past.length })}
        </h2>
        {past.length === 0 ? <p className="mt-2 text-slate-600">{t('bookings.noPast')}</p> : null}
        <ul className="mt-3 space-y-3">
          {past.slice(0, PAST_SHOWN).map((b) => (
            <BookingRow key={b._id} booking={b} />
          ))}
        </ul>
      </section>
    </div>
  );
}
