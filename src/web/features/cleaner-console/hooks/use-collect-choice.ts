import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { recordCollection } from '../api/collect-payment';
import type { CollectChoice } from '../components/collect-payment-fields';
import type { CleanerJob } from '../model/cleaner-job';
import { CLEANER_NS } from '../i18n';

/**
 * Complete's payment answer for a job with money to collect: required, and recorded (cash or UPI) before
 * the job is marked completed; 'customer pays online' records nothing (they pay from My Bookings).
 */
export function useCollectChoice(job: CleanerJob | null) {
  const { t } = useTranslation(CLEANER_NS);
  const [choice, setChoice] = useState<CollectChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const due = job?.amountToCollect ?? 0;
  return {
    due,
    choice,
    error,
    choose(next: CollectChoice) {
      setChoice(next);
      setError(undefined);
    },
    reset() {
      setChoice(null);
      setError(undefined);
    },
    validate() {
      if (due > 0 && !choice) {
        setError(t('collect.choose'));
        return false;
      }
      return true;
    },
    async record() {
      if (!job || due <= 0 || (choice !== 'cash' && choice !== 'upi')) return;
      await recordCollection(job.id, { method: choice, amount: due });
    },
  };
}
