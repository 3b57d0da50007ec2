import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { uploadPhoto, useProof } from '../api/job-proof';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { afterVisitKeys } from '../api/after-visit-keys';

const ACCEPT = 'image/jpeg,image/png,image/webp';
type Stage = 'before' | 'after';

/** A picked photo as a small square, from the phone's own copy (its object URL goes when it does). */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <img src={url} alt={alt} className="h-16 w-16 rounded-lg border border-slate-200 object-cover" />
  ) : (
    <span className="block h-16 w-16 rounded-lg bg-slate-100" />
  );
}

/**
 * The crew's before/after photos from the phone's camera or gallery, sent one by one as they are picked,
 * each shown as a thumbnail once sent (or kept). `upload` may keep a photo to send later (the cleaner app
 * without signal): 'queued', and it says so itself. `stages`: which photos are asked for here.
 */
export function PhotoUploader({
  bookingId,
  upload = (file, stage) => uploadPhoto(bookingId, file, stage).then(() => 'sent' as const),
  stages = ['before', 'after'],
}: {
  bookingId: string;
  upload?: (file: File, stage: Stage) => Promise<'sent' | 'queued'>;
  stages?: readonly Stage[];
}) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const qc = useQueryClient();
  const proof = useProof(bookingId);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ file: File; stage: Stage }[]>([]);
  const count = proof.data?.photos.length ?? 0;

  async function send(files: FileList | null, stage: Stage) {
    if (!files?.length) return;
    setBusy(true);
    try {
      let sent = 0;
      for (const file of Array.from(files)) {
        if ((await upload(file, stage)) === 'sent') sent++;
        setAdded((list) => [...list, { file, stage }]);
      }
      if (sent) showToast('success', t('photos.sent', { count: sent }));
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: afterVisitKeys.proof(bookingId) });
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{t('photos.legend', { count })}</legend>
      <div className="flex flex-wrap gap-2">
        {stages.map((stage) => (
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
      {added.length ? (
        <ul aria-label={t('photos.added')} className="flex flex-wrap gap-2">
          {added.map(({ file, stage }, i) => (
            <li key={i}>
              <Thumbnail
                file={file}
                alt={t(stage === 'before' ? 'photos.thumbBefore' : 'photos.thumbAfter', {
                  n: added.slice(0, i + 1).filter((a) => a.stage === stage).length,
                })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
