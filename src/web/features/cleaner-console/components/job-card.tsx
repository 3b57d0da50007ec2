import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/line-icons';
import { formatDateLong, formatTime12h } from '../../../../shared/domain/time';
import { StatusBadge } from '../../../components/booking-status/booking-status';
import type { CleanerJob } from '../model/cleaner-job';
import { addressLine, endTime, formatDuration, mapLink, telLink } from '../model/job-lists';

interface JobCardProps {
  job: CleanerJob;
  showDate?: boolean;
  /** Today's jobs carry the buttons; the week ahead and history are read-only. */
  actions?: { onMyWay: () => void; start: () => void; complete: () => void; busy?: boolean };
}

/** One job as a cleaner needs it on the doorstep: when, what, where, who, and the next step. */
export function JobCard({ job, showDate, actions }: JobCardProps) {
  const time = job.time ? formatTime12h(job.time) : '';
  return (
    <article
      aria-label={`${time} ${job.serviceName} for ${job.customerName}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-lg font-bold text-slate-900">
            <ClockIcon className="h-5 w-5 shrink-0 text-brand-700" />
            {showDate ? `${formatDateLong(job.date)}, ` : ''}
            {time}
            {job.durationMinutes ? (
              <span className="text-sm font-medium text-slate-600">
                – {formatTime12h(endTime(job.time, job.durationMinutes))} (
                {formatDuration(job.durationMinutes)})
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 break-words font-semibold text-slate-800">
            {job.serviceName}
            {job.packageName ? ` · ${job.packageName}` : ''}
          </p>
        </div>
        <StatusBadge status={job.status} />
      </header>

      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="sr-only">Address</dt>
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 break-words">
            {addressLine(job.address)}{' '}
            <a
              href={mapLink(job.address)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Open map
            </a>
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="sr-only">Customer</dt>
          <dd className="font-medium">{job.customerName}</dd>
          {job.customerPhone ? (
            <dd>
              <a href={telLink(job.customerPhone)} className={buttonClass('outline', 'sm', 'min-h-[44px]')}>
                <PhoneIcon className="h-4 w-4" /> Call {job.customerPhone}
              </a>
            </dd>
          ) : null}
        </div>
        {job.instructions ? (
          <div className="rounded-lg bg-amber-50 p-2 text-amber-900">
            <dt className="font-semibold">Instructions</dt>
            <dd className="break-words">{job.instructions}</dd>
          </div>
        ) : null}
      </dl>

      {actions ? <JobActions job={job} {...actions} /> : null}
    </article>
  );
}

function JobActions({
  job,
  onMyWay,
  start,
  complete,
  busy,
}: NonNullable<JobCardProps['actions']> & { job: CleanerJob }) {
  const big = 'min-h-[48px] w-full sm:w-auto';
  if (job.status === 'assigned') {
    return (
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="button" className={buttonClass('outline', 'lg', big)} onClick={onMyWay} disabled={busy}>
          {job.onMyWayAt ? 'On my way ✓ (send again)' : 'On my way'}
        </button>
        <button type="button" className={buttonClass('primary', 'lg', big)} onClick={start}>
          Start job
        </button>
      </div>
    );
  }
  if (job.status === 'in-progress') {
    return (
      <div className="mt-4">
        <button type="button" className={buttonClass('primary', 'lg', big)} onClick={complete}>
          Complete job
        </button>
      </div>
    );
  }
  return null;
}
