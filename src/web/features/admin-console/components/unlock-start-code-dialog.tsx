import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useUnlockStartCode } from '../api/unlock-start-code';

/**
 * After 5 wrong start codes only the office can start a job: unlock the code (after calling the customer)
 * so the crew can try again, with the reason for the audit log. Starting it without the code is
 * 'Change status' → in-progress with a note.
 */
export function UnlockStartCodeDialog(props: {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useUnlockStartCode();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Unlock start code"
      description="5 wrong start codes were tried at the door. Call the customer first; then the crew can enter their code again."
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError('Say why the start code is unlocked.');
          mutation.mutate(
            { bookingId: props.bookingId, reason: reason.trim() },
            { onSuccess: () => props.onOpenChange(false) },
          );
        }}
      >
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            Keep locked
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Unlocking…' : 'Unlock start code'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
