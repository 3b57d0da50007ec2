import { useState } from 'react';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useCancelBooking } from '../api/cancel-booking';

/** Cancel with a reason; a paid booking is refunded by the server as part of the cancel. */
export function CancelBookingDialog(props: {
  bookingId: string;
  paidPaise: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useCancelBooking();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Cancel booking"
      description={
        props.paidPaise > 0
          ? `The customer paid ${formatRupees(props.paidPaise)} online; it will be refunded.`
          : 'Nothing was paid online; no refund is needed.'
      }
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return setError('Please give a reason');
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
            Keep booking
          </Button>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
