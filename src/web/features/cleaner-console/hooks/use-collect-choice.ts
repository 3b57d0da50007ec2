import { useState } from 'react';
import { collectionMessages } from '../../../../shared/schemas/collections';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { recordCollection } from '../api/collect-payment';
import type { CollectChoice } from '../components/collect-payment-fields';
import type { CleanerJob } from '../model/cleaner-job';
import { CLEANER_NS } from '../i18n';

/**
 * Complete's payment answer for a job with money to collect: required, and recorded (cash or UPI) before
 * the job is marked completed; 'customer pays online' records nothing (they pay from My Bookings).
 * A job whose amount due goes while Complete is open (the jobs were asked for again), or whose
 * collection the server refuses as already paid online, is shown as paid online: nothing to collect.
 */
export function useCollectChoice(job: CleanerJob | null) {
  const { t } = useTranslation(CLEANER_NS);
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
    /** Records cash or UPI; 'paid-online' when the server says the customer paid online meanwhile. */
    async record(): Promise<'paid-online' | void> {
      if (!job || due <= 0 || (choice !== 'cash' && choice !== 'upi')) return;
      try {
        await recordCollection(job.id, { method: choice, amount: due });
      } catch (err) {
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
