import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api-client';
import { useUpdateJobStatus } from '../api/update-job-status';
import { JobFormDialog } from './job-form-dialog';
import type { CleanerJob } from '../model/cleaner-job';
import { completeJobFormSchema, type CompleteJobForm } from '../model/start-code';

/** 'Complete job' with an optional note for the office. */
export function CompleteJobDialog({ job, onClose }: { job: CleanerJob | null; onClose: () => void }) {
  const mutation = useUpdateJobStatus();
  const form = useForm<CompleteJobForm>({
    resolver: zodResolver(completeJobFormSchema),
    defaultValues: { notes: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ notes }) => {
    if (!job) return;
    try {
      await mutation.mutateAsync({ bookingId: job.id, status: 'completed', notes: notes || undefined });
      showToast('success', 'Job completed', `Well done! ${job.customerName}'s booking is marked completed.`);
      close();
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    }
  });
  return (
    <JobFormDialog
      open={!!job}
      title="Complete job"
      description="Anything the office should know? (optional)"
      onClose={close}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel="Complete job"
      busyLabel="Saving…"
    >
      <TextAreaField
        label="Note (optional)"
        rows={3}
        error={form.formState.errors.notes?.message}
        {...form.register('notes')}
      />
    </JobFormDialog>
  );
}
