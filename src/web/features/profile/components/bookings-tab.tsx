import type { BookingDto } from '../../../../shared/api-bookings';
import { BookingRow } from './booking-row';

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
  if (loading) return <p className="text-slate-600">Loading your bookings...</p>;
  return (
    <div className="space-y-8">
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
          Upcoming Bookings
        </h2>
        {upcoming.length === 0 ? <p className="mt-2 text-slate-600">No upcoming bookings.</p> : null}
        <ul className="mt-3 space-y-3">
          {upcoming.map((b) => (
            <BookingRow key={b._id} booking={b} onCancel={onCancel} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-lg font-semibold text-slate-900">
          Past Bookings ({past.length})
        </h2>
        {past.length === 0 ? <p className="mt-2 text-slate-600">No past bookings yet.</p> : null}
        <ul className="mt-3 space-y-3">
          {past.slice(0, PAST_SHOWN).map((b) => (
            <BookingRow key={b._id} booking={b} />
          ))}
        </ul>
      </section>
    </div>
  );
}
