import { useUnlockStartCode } from '../api/unlock-start-code';
import { ReasonDialog } from './reason-dialog';

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
  const mutation = useUnlockStartCode();
  return (
    <ReasonDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Unlock start code"
      description="5 wrong start codes were tried at the door. Call the customer first; then the crew can enter their code again."
      reasonNeeded="Say why the start code is unlocked."
      keepLabel="Keep locked"
      actLabel="Unlock start code"
      actingLabel="Unlocking…"
      pending={mutation.isPending}
      run={(reason, close) => mutation.mutate({ bookingId: props.bookingId, reason }, { onSuccess: close })}
    />
  );
}
