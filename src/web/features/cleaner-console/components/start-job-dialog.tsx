import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { useUpdateJobStatus } from '../api/update-job-status';
import { JobFormDialog } from './job-form-dialog';
import { PhotoUploader } from '../../after-visit';
import { useJobPhotoUpload } from '../hooks/use-job-photo-upload';
import { AttendanceConsent } from './attendance-consent';
import { attendanceConsent, readPositionOnce } from '../model/position';
import type { CleanerJob } from '../model/cleaner-job';
import { startCodeFormSchema, type StartCodeForm } from '../model/start-code';
import { useTranslation } from '../../../i18n/react';
import { serverText } from '../../../i18n/server-text';
import { CLEANER_NS } from '../i18n';

/**
 * 'Start job': the customer tells the cleaner their 4-digit code; a wrong code stays in the dialog. The
 * before photos are offered here.
 */
export function StartJobDialog({ job, onClose }: { job: CleanerJob | null; onClose: () => void }) {
  const { t } = useTranslation(CLEANER_NS);
  const mutation = useUpdateJobStatus();
  const [sendPosition, setSendPosition] = useState(attendanceConsent.read);
  const uploadPhoto = useJobPhotoUpload(job);
  const form = useForm<StartCodeForm>({
    resolver: zodResolver(startCodeFormSchema),
    defaultValues: { startCode: '' },
  });
  const [waitingForSignal, setWaitingForSignal] = useState(false);
  const close = () => {
    form.reset();
    setWaitingForSignal(false);
    onClose();
  };
  const submit = form.handleSubmit(async ({ startCode }) => {
    if (!job) return;
    // The code is checked by the server only: without signal the start waits for the connection.
    if (!navigator.onLine) {
      setWaitingForSignal(true);
      await signalReturns();
      setWaitingForSignal(false);
    }
    try {
      const position = sendPosition ? await readPositionOnce() : undefined;
      await mutation.mutateAsync({ bookingId: job.id, status: 'in-progress', startCode, position });
      showToast(
        'success',
        t('toasts.started'),
        t('toasts.startedText', { service: serverText(job.serviceName), customer: job.customerName }),
      );
      close();
    } catch (error) {
      // 400/403/422 about the code belong beside the field; anything else is a toast.
      if (error instanceof ApiError && error.status !== null && error.status < 500 && error.status !== 401) {
        form.setError('startCode', { message: describeApiError(error).message });
      } else {
        const { title, message } = describeApiError(error);
        showToast('error', title, message);
      }
    }
  });
  return (
    <JobFormDialog
      open={!!job}
      title={t('start.title')}
      description={job ? t('start.description', { name: job.customerName }) : undefined}
      onClose={close}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('start.submit')}
      busyLabel={t('start.busy')}
    >
      <TextField
        label={t('start.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        autoFocus
        className="text-center text-2xl tracking-[0.5em]"
        error={form.formState.errors.startCode?.message}
        {...form.register('startCode')}
      />
      {/* Before photos are taken as the job starts (kept on the phone without signal, like Complete's). */}
      {job ? <PhotoUploader bookingId={job.id} upload={uploadPhoto} stages={['before']} /> : null}
      <AttendanceConsent checked={sendPosition} onChange={setSendPosition} />
      {waitingForSignal ? (
        <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-950">
          {t('offline.startWaits')}
        </p>
      ) : null}
    </JobFormDialog>
  );
}

const signalReturns = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
