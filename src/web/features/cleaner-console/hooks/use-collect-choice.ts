import { useState } from 'react';
import { collectionMessages } from '../../../../shared/schemas/collections';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { recordCollection } from '../api/collect-payment';
import { sendOrKeep } from '../offline/queue-action';
import type { CollectChoice } from '../components/collect-payment-fields';
import type { CleanerJob } from '../model/cleaner-job';
import { CLEANER_NS } from '../i18n';

/**
 * Complete's payment answer for a job with money to collect: required, and recorded (cash or UPI) before
 * the job is marked completed; 'customer pays online' records nothing (they pay from My Bookings).
 * A job whose amount due goes while Complete is open (the jobs were asked for again), or whose
 * collection the server refuses as already paid online, is shown as paid online: nothing to collect.
 * Cash is an action like any other: without signal it is kept on the phone, for the amount shown, and
 * sent once under its key; UPI is checked against the company's account, so it needs the connection.
 */
export function useCollectChoice(job: CleanerJob | null) {
  const { t } = useTranslation(CLEANER_NS);
  const userId = useAuth()?.user.id ?? '';
  const [choice, setChoice] = useState<CollectChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The job Complete opened with money due, and the server's word that it was paid online meanwhile.
  const [dueAtOpen, setDueAtOpen] = useState<{ jobId: string; paidOnline: string | null } | null>(null);
  const amount = job?.amountToCollect ?? 0;
  if (job && amount > 0 && dueAtOpen?.jobId !== job.id) setDueAtOpen({ jobId: job.id, paidOnline: null });
  const openedWithDue = !!job && dueAtOpen?.jobId === job.id;
  /** The message to show when the job turned out paid online; null while money is still due. */
  const paidOnline = !openedWithDue
    ? null
    : (dueAtOpen.paidOnline ?? (amount > 0 ? null : collectionMessages.alreadyPaidOnline));
  const due = paidOnline ? 0 : amount;
  return {
    due,
    choice,
    error,
    paidOnline,
    choose(next: CollectChoice) {
      setChoice(next);
      setError(undefined);
    },
    reset() {
      setChoice(null);
      setError(undefined);
      setDueAtOpen(null);
    },
    validate() {
      if (due > 0 && !choice) {
        setError(t('collect.choose'));
        return false;
      }
      return true;
    },
    /**
     * Records cash or UPI; 'queued' when the cash was kept on the phone (no signal), 'paid-online' when
     * the server says the customer paid online meanwhile.
     */
    async record(): Promise<'paid-online' | 'queued' | void> {
      if (!job || due <= 0 || (choice !== 'cash' && choice !== 'upi')) return;
      try {
        if (choice === 'upi') await recordCollection(job.id, { method: 'upi', amount: due });
        else if (
          (await sendOrKeep(userId, job, { kind: 'collect', method: 'cash', amount: due })) === 'queued'
        )
          return 'queued';
      } catch (err) {
        // An earlier try got through (its answer was lost): the payment stands.
        if (err instanceof ApiError && err.code === 'ALREADY_COLLECTED') return;
        if (err instanceof ApiError && err.code === 'ALREADY_PAID_ONLINE') {
          setDueAtOpen({
            jobId: job.id,
            paidOnline: err.serverMessage ?? collectionMessages.alreadyPaidOnline,
          });
          setChoice(null);
          return 'paid-online';
        }
        throw err;
      }
    },
  };
}
