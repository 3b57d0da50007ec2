import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api-client';
import { useUpdateJobStatus } from '../api/update-job-status';
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
    <Dialog
      open={!!job}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Complete job"
      description="Anything the office should know? (optional)"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          label="Note (optional)"
          rows={3}
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Complete job'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
