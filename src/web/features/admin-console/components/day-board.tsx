import { bookingStatusLabel } from '../../../../shared/labels';
import { Link } from 'react-router-dom';
import { formatTime12h } from '../../../../shared/domain/time';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import { axisTicks, barPosition, jobMinutes, type BoardRow } from '../model/day-board';

const barTone: Record<string, string> = {
  assigned: 'bg-blue-600',
  'in-progress': 'bg-purple-700',
  completed: 'bg-green-700',
  pending: 'bg-amber-600',
};

/** Cleaners down the side, 08:00–20:00 across; each job a bar as long as it lasts. */
export function DayBoard({ rows }: { rows: BoardRow[] }) {
  return (
    <div
      role="region"
      aria-label="Jobs by cleaner"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <div className="min-w-[640px]">
        <div className="grid grid-cols-[8rem_1fr] border-b border-slate-200 text-xs text-slate-600">
          <span className="px-3 py-2 font-semibold">Cleaner</span>
          <div className="relative h-8">
            {axisTicks.map((t, i) => (
              <span
                key={t}
                className="absolute top-2 -translate-x-1/2"
                style={{ left: `${(i / (axisTicks.length - 1)) * 100}%` }}
              >
                {i === 0 || i === axisTicks.length - 1 ? '' : t}
              </span>
            ))}
          </div>
        </div>
        <ul>
          {rows.map((row) => (
            <li
              key={row.cleaner.id}
              className="grid grid-cols-[8rem_1fr] border-b border-slate-100 last:border-0"
            >
              <div className="px-3 py-2">
                <p className="truncate text-sm font-semibold text-slate-900">{row.cleaner.name}</p>
                <p className="text-xs text-slate-600">
                  {row.jobs.length} {row.jobs.length === 1 ? 'job' : 'jobs'} ·{' '}
                  {Math.round((row.minutes / 60) * 10) / 10} h
                </p>
              </div>
              <div className="relative my-2 h-10 rounded bg-slate-50">
                {row.jobs.map((job) => (
                  <JobBar key={job.id} job={job} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function JobBar({ job }: { job: AdminBookingDto }) {
  const { left, width } = barPosition(job.scheduledTime, jobMinutes(job));
  return (
    <Link
      to={`${paths.adminDashboard}/bookings/${job.id}`}
      title={`${formatTime12h(job.scheduledTime)} ${job.serviceName} · ${job.customer.name} (${bookingStatusLabel(job.status)})`}
      className={cn(
        'absolute top-0 flex h-10 items-center overflow-hidden rounded px-1.5 text-xs font-semibold text-white',
        barTone[job.status] ?? 'bg-slate-600',
      )}
      style={{ left: `${left}%`, width: `${width}%` }}
    >
      <span className="truncate">
        {formatTime12h(job.scheduledTime)} {job.serviceName}
      </span>
    </Link>
  );
}
