import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateLong } from '../../../../shared/domain/time';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import type { JobOfferDto } from '../../../../shared/schemas/dispatch-offers';
import { buttonClass } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { formatClock, formatDayHindi } from '../../../i18n/time-format';
import { useAuth } from '../../../lib/auth-store';
import { useMyOffers } from '../api/get-my-offers';
import type { QueuedAction } from '../offline/action-queue';
import { toIndia } from '../model/cleaner-job';
import { sendOrKeep } from '../offline/queue-action';
import { CLEANER_NS } from '../i18n';
import { cleanerKeys } from '../api/cleaner-keys';

/** What the action queue needs to recognise an offer's job by, even once the offer is gone. */
const jobOf = (o: JobOfferDto) => ({
  id: o.bookingId,
  date: o.scheduledDate,
  time: o.scheduledTime,
  serviceName: o.serviceName,
  customerName: o.area,
});

/**
 * DISPATCH_MODE=offer: the jobs offered to this cleaner's crew, each with its pay under their rule, the
 * area and how far it is, and Accept / Decline. Without signal the offers last loaded are shown and an
 * answer waits on the phone; an accept sent later may find the job taken (the queue shows why).
 */
/** What a declining cleaner can say, as the office reads it (the admin console is English). */
const DECLINE_REASONS = { far: 'Too far', busy: 'Not free then', other: 'Another reason' } as const;
type DeclineReason = keyof typeof DECLINE_REASONS;

export function OffersPanel({ waiting }: { waiting: QueuedAction[] }) {
  const { t, i18n } = useTranslation(CLEANER_NS);
  const serverText = useServerText();
  const userId = useAuth()?.user.id ?? '';
  const qc = useQueryClient();
  const query = useMyOffers();
  const [busy, setBusy] = useState<string | null>(null);
  // The offer whose Decline was pressed: its reasons are shown in place of the two buttons.
  const [declining, setDeclining] = useState<string | null>(null);
  const offers = query.data?.offers ?? [];
  if (offers.length === 0) return null;

  const day = (date: string) => (i18n.language === 'hi' ? formatDayHindi(date) : formatDateLong(date));
  const answered = (o: JobOfferDto) =>
    waiting.find((a) => (a.kind === 'accept-offer' || a.kind === 'decline-offer') && a.offerId === o._id)
      ?.kind;

  const answer = async (o: JobOfferDto, kind: 'accept-offer' | 'decline-offer', reason?: DeclineReason) => {
    setBusy(o._id);
    setDeclining(null);
    try {
      const accepting = kind === 'accept-offer';
      const result = await sendOrKeep(
        userId,
        jobOf(o),
        kind === 'accept-offer'
          ? { kind, offerId: o._id }
          : { kind, offerId: o._id, ...(reason && { reason: DECLINE_REASONS[reason] }) },
      );
      if (result === 'queued')
        showToast('info', t('offline.queuedTitle'), t(accepting ? 'offers.queuedAccept' : 'offline.queued'));
      else if (accepting) showToast('success', t('offers.accepted'), t('offers.acceptedText'));
      else showToast('success', t('offers.declined'), t('offers.declinedText'));
      void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
    } catch (error) {
      // Taken by someone else, lapsed or withdrawn: the server says which, in the cleaner's language.
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    } finally {
      setBusy(null);
      void qc.invalidateQueries({ queryKey: cleanerKeys.offers() });
    }
  };

  return (
    <section
      aria-labelledby="offers-heading"
      className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <h2 id="offers-heading" className="text-lg font-bold text-slate-900">
        {t('offers.title', { count: offers.length })}
      </h2>
      <p className="text-sm text-slate-700">{t('offers.intro')}</p>
      <ul className="mt-2 space-y-3">
        {offers.map((o) => {
          const pending = answered(o);
          return (
            <li key={o._id} className="rounded-lg bg-white p-3 shadow-sm" data-testid="job-offer">
              <p className="font-semibold text-slate-900">
                {t('offers.label', {
                  service: serverText(o.serviceName),
                  day: day(o.scheduledDate),
                  time: formatClock(o.scheduledTime, i18n.language),
                })}
              </p>
              <p className="text-sm text-slate-700" translate="no">
                {o.area}
              </p>
              <p className="text-sm text-slate-800">
                {o.pay === null
                  ? t('offers.payUnset')
                  : t('offers.pay', { amount: formatRupees(rupeesToPaise(o.pay)) })}
                {o.distanceKm !== null ? ` · ${t('offers.distance', { km: o.distanceKm })}` : ''}
                {o.crewSize > 1 ? ` · ${t('offers.crew', { count: o.crewSize })}` : ''}
              </p>
              {o.laterVisits > 0 ? (
                <p className="text-sm font-medium text-brand-800">
                  {t('offers.laterVisits', { count: o.laterVisits })}
                </p>
              ) : null}
              <p className="text-xs text-slate-600">
                {t('offers.answerBy', {
                  time: formatClock(toIndia(o.expiresAt).time, i18n.language),
                })}
              </p>
              {pending ? (
                <p role="status" className="mt-2 font-semibold text-amber-900">
                  {t(pending === 'accept-offer' ? 'offers.pendingAccept' : 'offers.pendingDecline')}
                </p>
              ) : declining === o._id ? (
                <fieldset className="mt-2">
                  <legend className="text-sm font-semibold text-slate-800">{t('offers.whyDecline')}</legend>
                  <div className="mt-1 grid grid-cols-2 gap-2">
                    {(Object.keys(DECLINE_REASONS) as DeclineReason[]).map((reason) => (
                      <button
                        key={reason}
                        type="button"
                        className={buttonClass('outline', 'sm', 'min-h-[44px]')}
                        disabled={busy === o._id}
                        onClick={() => void answer(o, 'decline-offer', reason)}
                      >
                        {t(`offers.reasons.${reason}`)}
                      </button>
                    ))}
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm', 'min-h-[44px]')}
                      onClick={() => setDeclining(null)}
                    >
                      {t('offers.keep')}
                    </button>
                  </div>
                </fieldset>
              ) : (
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm', 'min-h-[44px] flex-1')}
                    disabled={busy === o._id}
                    onClick={() => void answer(o, 'accept-offer')}
                  >
                    {t('offers.accept')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm', 'min-h-[44px] flex-1')}
                    disabled={busy === o._id}
                    onClick={() => setDeclining(o._id)}
                  >
                    {t('offers.decline')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
