import { useState } from 'react';
import { COMPLAINT_PHOTOS_MAX } from '../../../../shared/texts-complaint-photos';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { uploadComplaintPhoto } from '../api/complaint-photos';
import { COMPLAINT_PHOTOS_NS } from '../complaint-photos-i18n';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
type Problem = 'wrongType' | 'tooLarge' | 'tooMany';
const MAX_BYTES = 10 * 1024 * 1024;

/** The first rule a set of picked files breaks (the server checks them again), or null. */
export function complaintPhotosProblem(files: File[]): Problem | null {
  if (files.some((f) => !ACCEPT.includes(f.type))) return 'wrongType';
  if (files.some((f) => f.size > MAX_BYTES)) return 'tooLarge';
  if (files.length > COMPLAINT_PHOTOS_MAX) return 'tooMany';
  return null;
}

const problemOfCode: Record<string, Problem> = {
  PHOTO_TYPE: 'wrongType',
  PHOTO_UNREADABLE: 'wrongType',
  PHOTO_TOO_LARGE: 'tooLarge',
  TOO_MANY_PHOTOS: 'tooMany',
};

/**
 * The complaint dialog's photos: the picked files, what is wrong with them before sending (translated),
 * and sending them one by one once the complaint exists (the reason of the first failure, or null).
 */
export function useComplaintPhotos() {
  const { t } = useTranslation(COMPLAINT_PHOTOS_NS);
  const messageText = useMessageText();
  const [files, setFiles] = useState<File[]>([]);
  const describe = (problem: Problem) => t(problem, { max: COMPLAINT_PHOTOS_MAX });
  return {
    files,
    setFiles,
    problem: () => {
      const found = complaintPhotosProblem(files);
      return found ? describe(found) : null;
    },
    async send(complaintId: string): Promise<string | null> {
      try {
        for (const file of files) await uploadComplaintPhoto(complaintId, file);
        return null;
      } catch (error) {
        const known = error instanceof ApiError && error.code ? problemOfCode[error.code] : undefined;
        const reason = known ? describe(known) : messageText(describeApiError(error).message);
        return t('uploadFailed', { reason });
      }
    },
  };
}

/** Optional photos for a complaint, picked before sending it; each can be taken out again. */
export function ComplaintPhotoPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(COMPLAINT_PHOTOS_NS);
  const full = files.length >= COMPLAINT_PHOTOS_MAX;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{t('label')}</legend>
      <p className="text-xs text-slate-600">{t('hint', { max: COMPLAINT_PHOTOS_MAX })}</p>
      {files.length ? (
        <ul className="flex flex-wrap gap-2">
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex max-w-full items-center gap-2 rounded-lg bg-slate-100 px-2 py-1 text-xs"
            >
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                className="rounded px-1 font-bold text-slate-700 hover:bg-slate-200"
                aria-label={t('remove', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <label className="inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t('add')}
          <input
            type="file"
            accept={ACCEPT.join(',')}
            multiple
            className="sr-only"
            disabled={disabled}
            aria-label={t('add')}
            onChange={(e) => {
              onChange([...files, ...Array.from(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
