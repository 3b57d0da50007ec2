import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { SeriesPlanDto } from '../../../../shared/api-series';
import { addDays, TIME_SLOTS, todayInIndia } from '../../../../shared/domain/time';
import {
  MAX_PAUSE_DAYS,
  planStepDays,
  SERIES_PAUSED_REASON,
  SERIES_SKIPPED_REASON,
} from '../../../../shared/domain/series-plan';
import { formatDay, formatTime } from '../../../../shared/domain/date-format';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { DateField } from '../../../components/date-field/date-field';
import { FieldShell, inputClass } from '../../../components/ui/field';
import { useBookingWhen, StatusBadge } from '../../../components/booking-status/booking-status';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { describeApiError } from '../../../i18n/api-error';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { useServerText } from '../../../i18n/server-text';
import { paths } from '../../../lib/paths';
import { useChangePlan, usePlan, type PlanChange } from '../api/series-plan';

type Visit = SeriesPlanDto['visits'][number];

/** What each change says when it is done (the server's words, translated by the messages catalogue). */
const DONE: Record<PlanChange['action'], string> = {
  skip: 'Visit skipped',
  pause: 'Plan paused',
  resume: 'Plan resumed',
  cancel: 'Plan cancelled',
  reschedule: 'Plan moved',
};

/** A recurring plan's page (issue 36 part 2): its next visits, skip one, pause until a date, resume, cancel. */
export default function PlanPage() {
  const { seriesId = '' } = useParams();
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  const serverText = useServerText();
  const messageText = useMessageText();
  const when = useBookingWhen();
  const plan = usePlan(seriesId);
  const change = useChangePlan(seriesId);
  const [skipping, setSkipping] = useState<Visit | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [until, setUntil] = useState('');
  const [moveDate, setMoveDate] = useState('');
  const [moveTime, setMoveTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = todayInIndia(new Date());
  const p = plan.data;
  const title = p ? `${t(`plan.title.${p.frequency}`)} · ${serverText(p.serviceName)}` : t('plan.loading');
  usePageTitle(title);

  async function run(next: PlanChange) {
    setError(null);
    try {
      await change.mutateAsync(next);
      showToast('success', DONE[next.action]);
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setSkipping(null);
      setCancelling(false);
    }
  }

  // The visit a move starts from: the next one still open to change; the rest move with it.
  const nextOpen = p?.visits.find((v) => v.changeable);
  const moveStep = p ? planStepDays(p.frequency) : 7;

  const visitState = (v: Visit) => {
    if (v.cancelReason === SERIES_SKIPPED_REASON) return t('plan.skipped');
    if (v.cancelReason === SERIES_PAUSED_REASON) return t('plan.pausedVisit');
    return null;
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <Link to={paths.myBookings} className="text-sm font-semibold text-brand-800 hover:underline">
        ← {t('plan.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      {plan.error ? (
        <p role="alert" className="mt-4 text-red-700">
          {messageText(describeApiError(plan.error).message)}
        </p>
      ) : null}
      {p ? (
        <>
          <p className="mt-1 text-slate-600">
            {t('plan.what', {
              package: serverText(p.packageName),
              time: formatTime(p.scheduledTime, i18n.language),
            })}
            {p.discountPercent > 0 ? ` · ${t('plan.discount', { percent: p.discountPercent })}` : null}
          </p>
          <p className="mt-3">
            <span
              data-testid="plan-state"
              className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
            >
              {t(`plan.state.${p.state}`, {
                date: p.pausedUntil ? formatDay(p.pausedUntil, i18n.language) : '',
              })}
            </span>
          </p>
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {messageText(error)}
            </p>
          ) : null}

          <section aria-labelledby="plan-visits" className="mt-8">
            <h2 id="plan-visits" className="text-xl font-semibold text-slate-900">
              {t('plan.nextVisits')}
            </h2>
            {p.visits.length === 0 ? <p className="mt-2 text-slate-600">{t('plan.noVisits')}</p> : null}
            <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {p.visits.map((v) => (
                <li key={v._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <span className="font-medium text-slate-900">{when(v.scheduledDate, v.scheduledTime)}</span>
                  <span className="flex items-center gap-3">
                    {visitState(v) ? (
                      <span className="text-sm text-slate-600">{visitState(v)}</span>
                    ) : (
                      <StatusBadge status={v.status} />
                    )}
                    {v.changeable && p.state !== 'cancelled' ? (
                      <Button size="sm" variant="outline" onClick={() => setSkipping(v)}>
                        {t('plan.skip')}
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          {p.state === 'active' && nextOpen ? (
            <section aria-labelledby="plan-move" className="mt-8 space-y-3">
              <h2 id="plan-move" className="text-xl font-semibold text-slate-900">
                {t('plan.moveTitle')}
              </h2>
              <p className="text-slate-600">
                {t('plan.moveHint', { when: when(nextOpen.scheduledDate, nextOpen.scheduledTime) })}
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                <DateField
                  label={t('plan.moveDate')}
                  min={[today, addDays(nextOpen.scheduledDate, -(moveStep - 1))].sort()[1]}
                  max={addDays(nextOpen.scheduledDate, moveStep - 1)}
                  value={moveDate}
                  onChange={setMoveDate}
                />
                <FieldShell id="plan-move-time" label={t('plan.moveTime')}>
                  <select
                    id="plan-move-time"
                    className={inputClass()}
                    value={moveTime || nextOpen.scheduledTime}
                    onChange={(e) => setMoveTime(e.target.value)}
                  >
                    {TIME_SLOTS.map((slot) => (
                      <option key={slot} value={slot}>
                        {formatTime(slot, i18n.language)}
                      </option>
                    ))}
                  </select>
                </FieldShell>
              </div>
              <Button
                disabled={!moveDate || change.isPending}
                onClick={() =>
                  void run({
                    action: 'reschedule',
                    bookingId: nextOpen._id,
                    date: moveDate,
                    time: moveTime || nextOpen.scheduledTime,
                  }).then(() => setMoveDate(''))
                }
              >
                {t('plan.move')}
              </Button>
            </section>
          ) : null}

          {p.state !== 'cancelled' ? (
            <section aria-labelledby="plan-pause" className="mt-8 space-y-3">
              <h2 id="plan-pause" className="text-xl font-semibold text-slate-900">
                {t('plan.pauseTitle')}
              </h2>
              {p.state === 'paused' ? (
                <>
                  <p className="text-slate-600">{t('plan.resumeHint')}</p>
                  <Button onClick={() => void run({ action: 'resume' })} disabled={change.isPending}>
                    {t('plan.resume')}
                  </Button>
                </>
              ) : (
                <>
                  <DateField
                    label={t('plan.pauseUntil')}
                    hint={t('plan.pauseHint')}
                    min={addDays(today, 2)}
                    max={addDays(today, MAX_PAUSE_DAYS)}
                    value={until}
                    onChange={setUntil}
                  />
                  <Button
                    onClick={() => void run({ action: 'pause', until })}
                    disabled={!until || change.isPending}
                  >
                    {t('plan.pause')}
                  </Button>
                </>
              )}
              <div className="border-t border-slate-200 pt-6">
                <Button variant="outline" onClick={() => setCancelling(true)}>
                  {t('plan.cancelPlan')}
                </Button>
              </div>
            </section>
          ) : null}

          <ConfirmDialog
            open={!!skipping}
            onOpenChange={(open) => !open && setSkipping(null)}
            title={t('plan.skipTitle')}
            message={
              skipping
                ? [
                    t('plan.skipMessage', { when: when(skipping.scheduledDate, skipping.scheduledTime) }),
                    skipping.paymentStatus === 'paid'
                      ? t('plan.refund', { amount: formatRupees(skipping.totalPaise) })
                      : '',
                  ].join(' ')
                : ''
            }
            confirmLabel={t('plan.skipConfirm')}
            cancelLabel={t('plan.keep')}
            busy={change.isPending}
            onConfirm={() => skipping && void run({ action: 'skip', bookingId: skipping._id })}
          />
          <ConfirmDialog
            open={cancelling}
            onOpenChange={setCancelling}
            title={t('plan.cancelTitle')}
            message={[
              t('plan.cancelMessage', { count: p.cancelRest.visits }),
              p.cancelRest.refundPaise
                ? t('plan.refund', { amount: formatRupees(p.cancelRest.refundPaise) })
                : t('plan.noRefund'),
            ].join(' ')}
            confirmLabel={t('plan.cancelConfirm')}
            cancelLabel={t('plan.keep')}
            busy={change.isPending}
            danger
            onConfirm={() => void run({ action: 'cancel' })}
          />
        </>
      ) : null}
    </main>
  );
}
