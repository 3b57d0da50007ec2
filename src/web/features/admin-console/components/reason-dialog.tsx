import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';

/**
 * An office action that needs a reason (it goes to the audit log): the reason, a button that keeps
 * things as they are and one that acts. `run` gets the trimmed reason and closes the dialog on success.
 */
export function ReasonDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Shown when Submit is pressed without a reason. */
  reasonNeeded: string;
  keepLabel: string;
  actLabel: string;
  actingLabel: string;
  danger?: boolean;
  pending: boolean;
  run: (reason: string, close: () => void) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => props.onOpenChange(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError(props.reasonNeeded);
          props.run(reason.trim(), close);
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
          <Button variant="outline" onClick={close}>
            {props.keepLabel}
          </Button>
          <Button type="submit" variant={props.danger ? 'danger' : undefined} disabled={props.pending}>
            {props.pending ? props.actingLabel : props.actLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
