import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { proofKey, uploadPhoto, useProof } from '../api/job-proof';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The crew's before/after photos from the phone's camera or gallery, sent one by one as they are picked.
 * `upload` may keep a photo to send later (the cleaner app without signal): 'queued', and it says so itself.
 */
export function PhotoUploader({
  bookingId,
  upload = (file, stage) => uploadPhoto(bookingId, file, stage).then(() => 'sent' as const),
}: {
  bookingId: string;
  upload?: (file: File, stage: 'before' | 'after') => Promise<'sent' | 'queued'>;
}) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const qc = useQueryClient();
  const proof = useProof(bookingId);
  const [busy, setBusy] = useState(false);
  const count = proof.data?.photos.length ?? 0;

  async function send(files: FileList | null, stage: 'before' | 'after') {
    if (!files?.length) return;
    setBusy(true);
    try {
      let sent = 0;
      for (const file of Array.from(files)) if ((await upload(file, stage)) === 'sent') sent++;
      if (sent) showToast('success', t('photos.added', { count: sent }));
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: proofKey(bookingId) });
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{t('photos.legend', { count })}</legend>
      <div className="flex flex-wrap gap-2">
        {(['before', 'after'] as const).map((stage) => (
          <label
            key={stage}
            className="cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {busy ? t('photos.uploading') : t(`photos.${stage}`)}
            <input
              type="file"
              accept={ACCEPT}
              multiple
              className="sr-only"
              disabled={busy}
              aria-label={t(`photos.${stage}`)}
              onChange={(e) => {
                void send(e.target.files, stage);
                e.target.value = '';
              }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
