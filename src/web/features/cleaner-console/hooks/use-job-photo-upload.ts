import { showToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/react';
import { useAuth } from '../../../lib/auth-store';
import type { CleanerJob } from '../model/cleaner-job';
import { sendOrKeep } from '../offline/queue-action';
import { CLEANER_NS } from '../i18n';

/** The PhotoUploader's upload for a job: sent now, or kept on the phone without signal (and said so). */
export function useJobPhotoUpload(job: CleanerJob | null) {
  const { t } = useTranslation(CLEANER_NS);
  const userId = useAuth()?.user.id ?? '';
  return async (photo: File, stage: 'before' | 'after') => {
    if (!job) throw new Error('No job to add a photo to');
    const result = await sendOrKeep(userId, job, { kind: 'photo', stage, photo });
    if (result === 'queued') showToast('info', t('offline.queuedTitle'), t('offline.queued'));
    return result;
  };
}
