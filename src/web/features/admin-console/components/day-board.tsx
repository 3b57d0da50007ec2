import { bookingStatusLabel } from '../../../../shared/labels';
import { Link } from 'react-router-dom';
import { formatTime12h } from '../../../../shared/domain/time';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import { axisTicks, barPosition, endTime, jobMinutes, type BoardRow } from '../model/day-board';
import { formatBookedHours } from '../../../../shared/domain/booked-hours';

const barBorder: Record<string, string> = {
  assigned: 'border-blue-600',
  'in-progress': 'border-purple-700',
  completed: 'border-green-700',
  pending: 'border-amber-600',
};

const barTone: Record<string, string> = {
  assigned: 'bg-blue-600',
  'in-progress': 'bg-purple-700',
  completed: 'bg-green-700',
  pending: 'bg-amber-600',
};

/** Cleaners down the side, 08:00–20:00 across; each job a bar as long as it lasts. On a phone, a list. */
export function DayBoard({ rows }: { rows: BoardRow[] }) {
  return (
    <>
      <DayList rows={rows} />
      <Timeline rows={rows} />
    </>
  );
}

const hoursText = (row: BoardRow) =>
  `${row.jobs.length} ${row.jobs.length === 1 ? 'job' : 'jobs'} · ${formatBookedHours(row.minutes)}`;

/** A phone's day: each cleaner with their whole jobs, start to end, one per line. */
function DayList({ rows }: { rows: BoardRow[] }) {
  return (
    <ul aria-label="Jobs by cleaner" className="space-y-2 md:hidden">
      {rows.map((row) => (
        <li key={row.cleaner.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-semibold text-slate-900">{row.cleaner.name}</span>
            <span className="text-xs text-slate-600">{hoursText(row)}</span>
          </p>
          {row.jobs.length ? (
            <ul className="mt-2 space-y-1.5">
              {row.jobs.map((job) => (
                <li key={job.id}>
                  <Link
                    to={`${paths.adminDashboard}/bookings/${job.id}`}
                    className={cn(
                      'block rounded-lg border-l-4 bg-slate-50 px-2 py-1.5 text-sm',
                      barBorder[job.status] ?? 'border-slate-500',
                    )}
                  >
                    <span className="font-semibold text-slate-900">
                      {formatTime12h(job.scheduledTime)}–
                      {formatTime12h(endTime(job.scheduledTime, jobMinutes(job)))}
                    </span>{' '}
                    {job.serviceName}
                    <span className="block text-xs text-slate-600">
                      {job.customer.name} · {bookingStatusLabel(job.status)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No jobs today</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Timeline({ rows }: { rows: BoardRow[] }) {
  return (
    <div
      role="region"
      aria-label="Jobs by cleaner"
      tabIndex={0}
      className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block"
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
                <p className="text-xs text-slate-600">{hoursText(row)}</p>
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
