import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { firstUnanswered, type ChecklistEntry } from '../../../../shared/domain/checklist';
import { useServerText } from '../../../i18n/server-text';
import { useMessageText } from '../../../i18n/message-text';
import { useJobChecklist } from '../offline/offline-jobs';
import { sendOrKeep } from '../offline/queue-action';
import { useAuth } from '../../../lib/auth-store';
import { useQueryClient } from '@tanstack/react-query';
import { PhotoUploader } from '../../after-visit';
import { ChecklistFields } from './checklist-fields';
import { TextAreaField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { attendanceConsent, readPositionOnce } from '../model/position';
import { AttendanceConsent } from './attendance-consent';
import { JobFormDialog } from './job-form-dialog';
import { CollectPaymentFields } from './collect-payment-fields';
import { useCollectChoice } from '../hooks/use-collect-choice';
import { useJobPhotoUpload } from '../hooks/use-job-photo-upload';
import type { CleanerJob } from '../model/cleaner-job';
import { completeJobFormSchema, type CompleteJobForm } from '../model/start-code';
import { useTranslation } from '../../../i18n/react';
import { CLEANER_NS } from '../i18n';
import { cleanerKeys } from '../api/cleaner-keys';

/** 'Complete job': the package's checklist (each item answered), before/after photos, and an optional note. */
export function CompleteJobDialog({ job, onClose }: { job: CleanerJob | null; onClose: () => void }) {
  const { t } = useTranslation(CLEANER_NS);
  const userId = useAuth()?.user.id ?? '';
  const qc = useQueryClient();
  const checklistQuery = useJobChecklist(job?.id ?? '', !!job);
  const [answers, setAnswers] = useState<Record<string, ChecklistEntry>>({});
  const collect = useCollectChoice(job);
  const uploadPhoto = useJobPhotoUpload(job);
  const [checklistError, setChecklistError] = useState<string>();
  const [sendPosition, setSendPosition] = useState(attendanceConsent.read);
  const serverText = useServerText();
  const messageText = useMessageText();
  // Opened: the jobs are asked for again, so a payment made online meanwhile shows before any is taken.
  const jobId = job?.id;
  useEffect(() => {
    if (jobId) void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
  }, [jobId, qc]);
  // Paid online found out on Complete (at the dialog's foot): the note at its top is brought into view.
  const paidOnlineNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (collect.paidOnline) paidOnlineNote.current?.scrollIntoView?.({ block: 'center' });
  }, [collect.paidOnline]);
  const items = checklistQuery.data ?? [];
  const form = useForm<CompleteJobForm>({
    resolver: zodResolver(completeJobFormSchema),
    defaultValues: { notes: '' },
  });
  const close = () => {
    form.reset();
    setAnswers({});
    setChecklistError(undefined);
    collect.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ notes }) => {
    if (!job) return;
    // The checklist must be known before Complete can judge it: a click while it loads waits for it.
    const checklistItems = checklistQuery.data ?? (await checklistQuery.refetch()).data;
    if (!checklistItems) return;
    // Both answers are checked together, so neither message hides the other.
    const open = firstUnanswered(checklistItems, answers);
    setChecklistError(open ? t('complete.answerEach', { item: serverText(open) }) : undefined);
    const paid = collect.validate();
    if (open || !paid) return;
    try {
      // UPI is checked against the company's account there and then; cash is kept like any action.
      if (collect.choice === 'upi' && collect.due && !navigator.onLine) {
        showToast('error', t('offline.queuedTitle'), t('collect.upiNeedsSignal'));
        return;
      }
      const recorded = await collect.record();
      if (recorded === 'paid-online') {
        // Nothing was taken: the dialog says it was paid online, and Complete again finishes the job.
        void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
        return;
      }
      const checklist = Object.values(answers).map((a) => ({
        item: a.item,
        done: a.done,
        ...(a.note.trim() ? { note: a.note.trim() } : {}),
      }));
      const position = sendPosition ? await readPositionOnce() : undefined;
      const result = await sendOrKeep(userId, job, {
        kind: 'complete',
        ...(notes ? { notes } : {}),
        checklist,
        ...(position ? { position } : {}),
      });
      if (result === 'queued') showToast('info', t('offline.queuedTitle'), t('offline.queued'));
      else {
        showToast(
          'success',
          t('toasts.completed'),
          t('toasts.completedText', { customer: job.customerName }),
        );
        void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
      }
      close();
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    }
  });
  return (
    <JobFormDialog
      open={!!job}
      title={t('complete.title')}
      description={t('complete.description')}
      onClose={close}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('complete.submit')}
      busyLabel={t('complete.busy')}
    >
      {collect.paidOnline ? (
        <div
          ref={paidOnlineNote}
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-slate-900"
        >
          <p className="text-base font-semibold">{t('collect.paidOnline')}</p>
          <p>{messageText(collect.paidOnline)}</p>
        </div>
      ) : null}
      {collect.due ? (
        <CollectPaymentFields
          bookingId={job!.id}
          amount={collect.due}
          value={collect.choice}
          onChange={collect.choose}
          error={collect.error}
        />
      ) : null}
      <ChecklistFields
        items={items}
        value={answers}
        onChange={(next) => {
          setAnswers(next);
          // The message goes as soon as every item is answered.
          if (checklistError && !firstUnanswered(items, next)) setChecklistError(undefined);
        }}
        error={checklistError}
      />
      {job ? (
        // Before photos are taken at Start; Complete asks for the after ones.
        <PhotoUploader bookingId={job.id} upload={uploadPhoto} stages={['after']} />
      ) : null}
      <TextAreaField
        label={t('complete.note')}
        rows={3}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
      <AttendanceConsent checked={sendPosition} onChange={setSendPosition} />
    </JobFormDialog>
  );
}
