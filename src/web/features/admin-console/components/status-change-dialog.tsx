import { bookingStatusLabel } from '../../../../shared/labels';
import { useState } from 'react';
import { canTransition } from '../../../../shared/domain/booking-rules';
import { BOOKING_STATUSES, type BookingStatus } from '../../../../shared/schemas/booking';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useUpdateBookingStatus } from '../api/update-booking-status';

/** Move a booking along (pending → assigned → in-progress → completed) with a note for its history. */
export function StatusChangeDialog(props: {
  bookingId: string;
  current: BookingStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Cancelling has its own dialog (reason, refund); assigning needs a cleaner.
  const next = BOOKING_STATUSES.filter(
    (s) => s !== 'cancelled' && s !== 'assigned' && canTransition(props.current, s),
  );
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [notes, setNotes] = useState('');
  const mutation = useUpdateBookingStatus();
  const chosen = status || next[0];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Change status">
      {next.length === 0 ? (
        <p className="text-sm text-slate-700">
          A {bookingStatusLabel(props.current).toLowerCase()} booking cannot move to another status from here.
        </p>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosen) return;
            mutation.mutate(
              { bookingId: props.bookingId, status: chosen, notes: notes.trim() || undefined },
              { onSuccess: () => props.onOpenChange(false) },
            );
          }}
        >
          <SelectField
            label="New status"
            value={chosen}
            onChange={(e) => setStatus(e.target.value as BookingStatus)}
          >
            {next.map((s) => (
              <option key={s} value={s}>
                {bookingStatusLabel(s)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            // Without the customer's code, the office says why it starts the job (audited).
            label={chosen === 'in-progress' ? 'Why the office starts this job (required)' : 'Note (optional)'}
            required={chosen === 'in-progress'}
            rows={3}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving…' : 'Save status'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
