import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/line-icons';
import { formatDateLong } from '../../../../shared/domain/time';
import { crewFirstNames } from '../../../../shared/domain/masked-calls';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { useServerText } from '../../../i18n/server-text';
import { quantityText } from '../../../components/price/price-labels';
import { formatClock, formatDayHindi } from '../../../i18n/time-format';
import { StatusLabelBadge } from '../../../components/booking-status/status-label-badge';
import type { CleanerJob } from '../model/cleaner-job';
import type { QueuedAction } from '../offline/action-queue';
import { addressLine, endTime, mapLink, telLink } from '../model/job-lists';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';
import { CallButton } from '../../calls';

interface JobCardProps {
  job: CleanerJob;
  showDate?: boolean;
  /** Today's jobs carry the buttons; the week ahead and history are read-only. */
  actions?: {
    /** India's date today: On my way is offered on the job's own day only. */
    today: string;
    onMyWay: () => void;
    start: () => void;
    complete: () => void;
    busy?: boolean;
    /** Actions done on this job without signal, kept on the phone until sent. */
    waiting?: QueuedAction['kind'][];
  };
}

/** One job as a cleaner needs it on the doorstep: when, what, where, who, and the next step. */
/** '2 h 30 min', '45 min', '3 h' (and in the active language). */
function useDuration() {
  const { t } = useTranslation(CLEANER_NS);
  return (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    if (!hours) return t('card.minutes', { minutes });
    return minutes ? t('card.hoursMinutes', { count: hours, minutes }) : t('card.hours', { count: hours });
  };
}

/** What the job covers when it is a count ('2 bathrooms'); a flat package or sq.ft says nothing more. */
const countedQuantity = (job: CleanerJob) =>
  job.quantity > 0 && job.measurementUnit && job.measurementUnit !== 'sq.ft'
    ? quantityText(job.quantity, job.measurementUnit)
    : job.quantity > 1 && job.measurementUnit === 'sq.ft'
      ? quantityText(job.quantity, 'sq.ft')
      : '';

export function JobCard({ job, showDate, actions }: JobCardProps) {
  const { t, i18n } = useTranslation(CLEANER_NS);
  const serverText = useServerText();
  const duration = useDuration();
  const language = i18n.language;
  const time = job.time ? formatClock(job.time, language) : '';
  const day = language === 'hi' ? formatDayHindi(job.date) : formatDateLong(job.date);
  const service = serverText(job.serviceName);
  return (
    <article
      aria-label={t('card.label', { time, service, customer: job.customerName })}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-lg font-bold text-slate-900">
            <ClockIcon className="h-5 w-5 shrink-0 text-brand-700" />
            {showDate ? `${day}, ` : ''}
            {time}
            {job.durationMinutes ? (
              <span className="text-sm font-medium text-slate-600">
                – {formatClock(endTime(job.time, job.durationMinutes), language)} (
                {duration(job.durationMinutes)})
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 break-words font-semibold text-slate-800">
            {service}
            {job.packageName ? ` · ${serverText(job.packageName)}` : ''}
            {countedQuantity(job) ? ` · ${countedQuantity(job)}` : ''}
          </p>
          {job.coWorkers.length ? (
            <p className="text-sm text-slate-700">
              {t('card.withCrew')}{' '}
              <span translate="no">{crewFirstNames(job.coWorkers, language === 'hi' ? 'hi' : 'en')}</span>
            </p>
          ) : null}
        </div>
        <StatusLabelBadge status={job.status} />
      </header>

      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="sr-only">{t('card.address')}</dt>
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 break-words">
            <span translate="no">{addressLine(job.address)}</span>{' '}
            <a
              href={mapLink(job.address)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t('card.openMap')}
            </a>
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="sr-only">{t('card.customer')}</dt>
          <dd className="font-medium" translate="no">
            {job.customerName}
          </dd>
          {job.canCall ? (
            // Through the masking number: neither side sees the other's.
            <dd>
              <CallButton bookingId={job.id} label={t('card.callCustomer')} />
            </dd>
          ) : job.customerPhone ? (
            <dd>
              <a href={telLink(job.customerPhone)} className={buttonClass('outline', 'sm', 'min-h-[44px]')}>
                <PhoneIcon className="h-4 w-4" /> {t('card.call', { phone: job.customerPhone })}
              </a>
            </dd>
          ) : null}
        </div>
        {job.amountToCollect > 0 ? (
          <div className="rounded-lg bg-emerald-50 p-2 text-emerald-950" data-testid="amount-to-collect">
            <dt className="text-base font-bold">
              {t('card.toCollect', { amount: formatRupees(rupeesToPaise(job.amountToCollect)) })}
            </dt>
            <dd>{t('card.toCollectNote')}</dd>
          </div>
        ) : null}
        {job.instructions ? (
          <div className="rounded-lg bg-amber-50 p-2 text-amber-900">
            <dt className="font-semibold">{t('card.instructions')}</dt>
            <dd className="break-words" translate="no">
              {job.instructions}
            </dd>
          </div>
        ) : null}
      </dl>

      {actions ? <JobActions job={job} {...actions} /> : null}
    </article>
  );
}

function JobActions({
  job,
  today,
  onMyWay,
  start,
  complete,
  busy,
  waiting = [],
}: NonNullable<JobCardProps['actions']> & { job: CleanerJob }) {
  const { t } = useTranslation(CLEANER_NS);
  const big = 'min-h-[48px] w-full sm:w-auto';
  if (waiting.includes('complete')) return <WaitingNote text={t('offline.pendingComplete')} />;
  if (job.status === 'assigned' && waiting.includes('on-my-way')) {
    return (
      <>
        <WaitingNote text={t('offline.pendingOnMyWay')} />
        <div className="mt-2">
          <button type="button" className={buttonClass('primary', 'lg', big)} onClick={start}>
            {t('card.start')}
          </button>
        </div>
      </>
    );
  }
  if (job.status === 'assigned') {
    return (
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {/* Telling the customer one is coming makes sense on the day only (India's date). */}
        {job.date === today ? (
          <button
            type="button"
            className={buttonClass('outline', 'lg', big)}
            onClick={onMyWay}
            disabled={busy}
          >
            {job.onMyWayAt ? t('card.onMyWayAgain') : t('card.onMyWay')}
          </button>
        ) : null}
        <button type="button" className={buttonClass('primary', 'lg', big)} onClick={start}>
          {t('card.start')}
        </button>
      </div>
    );
  }
  if (job.status === 'in-progress') {
    return (
      <div className="mt-4">
        <button type="button" className={buttonClass('primary', 'lg', big)} onClick={complete}>
          {t('card.complete')}
        </button>
      </div>
    );
  }
  return null;
}

function WaitingNote({ text }: { text: string }) {
  return <p className="mt-4 rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-950">{text}</p>;
}
