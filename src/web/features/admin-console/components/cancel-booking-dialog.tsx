import { formatRupees } from '../../../../shared/money';
import { useCancelBooking } from '../api/cancel-booking';
import { ReasonDialog } from './reason-dialog';

/** Cancel with a reason; a paid booking is refunded by the server as part of the cancel. */
export function CancelBookingDialog(props: {
  bookingId: string;
  paidPaise: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useCancelBooking();
  return (
    <ReasonDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Cancel booking"
      description={
        props.paidPaise > 0
          ? `The customer paid ${formatRupees(props.paidPaise)} online; it will be refunded.`
          : 'Nothing was paid online; no refund is needed.'
      }
      reasonNeeded="Please give a reason"
      keepLabel="Keep booking"
      actLabel="Cancel booking"
      actingLabel="Cancelling…"
      danger
      pending={mutation.isPending}
      run={(reason, close) => mutation.mutate({ bookingId: props.bookingId, reason }, { onSuccess: close })}
    />
  );
}
