import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../../../shared/domain/complaint-rules';
import { createComplaintInputSchema, type CreateComplaintInput } from '../../../../shared/schemas/complaints';
import { Dialog, DialogActions, type DoneDialogProps } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { describeApiError } from '../../../i18n/api-error';
import { fileComplaint } from '../api/complaints';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { ComplaintPhotoPicker, useComplaintPhotos } from './complaint-photo-picker';
import { showToast } from '../../../components/ui/toast';

/** The customer tells what went wrong with a completed visit (up to 48 hours after it). */
export function ComplaintDialog({ booking, onClose, onDone }: { booking: BookingDto } & DoneDialogProps) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const messageText = useMessageText();
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const photos = useComplaintPhotos();
  const file = useMutation({
    mutationFn: async (input: CreateComplaintInput) => {
      const filed = await fileComplaint(booking._id, input);
      const photoFailure = await photos.send(filed.complaint._id);
      if (photoFailure) showToast('error', photoFailure);
    },
    onSuccess: onDone,
    onError: (e) => setError(describeApiError(e).message),
  });
  const busy = file.isPending;

  function send() {
    const parsed = createComplaintInputSchema.safeParse({ category: category || undefined, description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    const photoProblem = photos.problem();
    if (photoProblem) return setError(photoProblem);
    file.mutate(parsed.data);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('complaint.report')}
      description={t('complaint.description')}
    >
      <div className="space-y-4">
        <SelectField
          label={t('complaint.whatWentWrong')}
          value={category}
          onChange={(e) => setCategory(e.target.value as ComplaintCategory)}
        >
          <option value="">{t('complaint.chooseOne')}</option>
          {COMPLAINT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`complaint.categories.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('complaint.details')}
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <ComplaintPhotoPicker
          files={photos.files}
          onChange={(files) => {
            photos.setFiles(files);
            setError(null);
          }}
          disabled={busy}
        />
        <DialogActions
          error={error && messageText(error)}
          cancelLabel={t('complaint.cancel')}
          onCancel={onClose}
          label={t('complaint.send')}
          busyLabel={t('complaint.sending')}
          busy={busy}
          onAction={send}
        />
      </div>
    </Dialog>
  );
}
