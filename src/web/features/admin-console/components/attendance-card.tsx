import { formatInstantTime } from '../../../../shared/domain/date-format';
import { ATTENDANCE_FAR_METRES } from '../../../../shared/domain/geo';
import { useAttendance } from '../api/get-crews-on-the-way';
import { distanceText, pointMapLink } from '../model/distance-text';

/** Where the cleaner's phone was at start and completion (sent with their consent); a far start is flagged. */
export function AttendanceCard({ bookingId }: { bookingId: string }) {
  const attendance = useAttendance(bookingId);
  const rows = attendance.data ?? [];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label="Attendance">
      <h2 className="mb-2 text-lg font-semibold">Attendance</h2>
      {attendance.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : !rows.length ? (
        <p className="text-sm text-slate-600">No position was shared at start or completion.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {rows.map((a) => (
            <li key={a.event} className={a.far ? 'rounded-lg border border-red-300 bg-red-50 p-2' : ''}>
              <p className="font-medium">
                {a.event === 'start' ? 'Started' : 'Completed'} at {formatInstantTime(a.recordedAt)}
                {a.cleanerName ? ` by ${a.cleanerName}` : ''}
              </p>
              <p className="text-slate-700">
                {a.distanceMetres !== null
                  ? `${distanceText(a.distanceMetres)} from ${a.distanceFrom === 'address' ? "the address's exact location" : "the address's PIN centre"}`
                  : 'No coordinates for this address'}{' '}
                (± {Math.round(a.accuracy)} m) ·{' '}
                <a
                  href={pointMapLink(a.lat, a.lng)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  Map
                </a>
              </p>
              {a.far ? (
                <p role="status" className="font-semibold text-red-800">
                  Flagged: started more than {distanceText(ATTENDANCE_FAR_METRES)} from the address.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
