import { buttonClass } from '../../../components/ui/button';
import { useServerText } from '../../../i18n/server-text';
import { useMessageText } from '../../../i18n/message-text';
import { formatDateLong } from '../../../../shared/domain/time';
import { formatClock, formatDayHindi } from '../../../i18n/time-format';
import { useTranslation } from '../../../i18n/react';
import type { QueuedAction } from '../offline/action-queue';
import { toIndia } from '../model/cleaner-job';
import { CLEANER_NS } from '../i18n';

const actionLabel = {
  'on-my-way': 'offline.actionOnMyWay',
  complete: 'offline.actionComplete',
  photo: 'offline.actionPhoto',
  collect: 'offline.actionCollect',
  'accept-offer': 'offline.actionAcceptOffer',
  'decline-offer': 'offline.actionDeclineOffer',
} as const;

/**
 * What the phone holds: a notice without signal, how many actions wait to be sent, and each action the
 * server refused with its reason, kept until the cleaner dismisses it.
 */
export function OfflineStatus({
  online,
  savedAt,
  waiting,
  refused,
  onDismiss,
  onSendNow,
}: {
  online: boolean;
  savedAt: string | null;
  waiting: number;
  refused: QueuedAction[];
  onDismiss: (seq: number) => void;
  onSendNow: () => void;
}) {
  const { t, i18n } = useTranslation(CLEANER_NS);
  const message = useMessageText();
  const serverText = useServerText();
  const day = (date: string) => (i18n.language === 'hi' ? formatDayHindi(date) : formatDateLong(date));
  return (
    <div className="mt-3 space-y-2">
      {!online || savedAt ? (
        <p
          role="status"
          className="rounded-lg border border-slate-300 bg-slate-100 p-3 text-sm text-slate-900"
        >
          {savedAt
            ? t('offline.noSignal', { time: formatClock(toIndia(savedAt).time, i18n.language) })
            : t('offline.noSignalNow')}
        </p>
      ) : null}
      {waiting ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
          <p role="status" className="font-semibold" data-testid="waiting-to-send">
            {t('offline.waiting', { count: waiting })}
          </p>
          {online ? (
            <button
              type="button"
              className={buttonClass('outline', 'sm', 'min-h-[44px]')}
              onClick={onSendNow}
            >
              {t('offline.sendNow')}
            </button>
          ) : null}
        </div>
      ) : null}
      {refused.map((a) => (
        <div
          key={a.seq}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950"
          data-testid="refused-action"
        >
          <p className="font-semibold">
            {t('offline.refusedTitle', {
              action: t(actionLabel[a.kind]),
              customer: a.job.customerName,
              service: serverText(a.job.serviceName),
              day: day(a.job.date),
              time: a.job.time ? formatClock(a.job.time, i18n.language) : '',
            })}
          </p>
          <p className="mt-1">
            {a.code === 'BOOKING_NOT_FOUND' ? t('offline.notYours') : message(a.message ?? '')}{' '}
            {t('offline.callOffice')}
          </p>
          <button
            type="button"
            className={buttonClass('outline', 'sm', 'mt-2 min-h-[44px]')}
            onClick={() => onDismiss(a.seq!)}
          >
            {t('offline.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
