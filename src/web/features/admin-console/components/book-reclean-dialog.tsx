import { useState } from 'react';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { bookReclean, useRecleanSlots } from '../api/reclean';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatDay, formatStartTime } from '../model/format';
import { DateField } from '../../../components/date-field/date-field';

/**
 * The admin books the offered free re-clean for the customer (on the phone with them): one of the
 * times a crew is free that day, at ₹0, preferably another crew (the server picks it). When someone
 * takes the time meanwhile the server answers 409 and the times are read again.
 */
export function BookRecleanDialog({
  complaint,
  onClose,
}: {
  complaint: ComplaintDto | null;
  onClose: () => void;
}) {
  if (!complaint) return null;
  return <BookReclean complaint={complaint} onClose={onClose} />;
}

function BookReclean({ complaint, onClose }: { complaint: ComplaintDto; onClose: () => void }) {
  const today = todayInIndia(new Date());
  const [date, setDate] = useState(addDays(today, 1));
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useRecleanSlots(complaint._id, date, date >= today);
  const free = (slots.data ?? []).filter((s) => s.available);
  const book = useAdminAction(bookReclean, (input) => ({
    title: 'Re-clean booked',
    message: `${formatDay(input.scheduledDate)}, ${formatStartTime(input.scheduledTime)}, at no charge. The customer sees it in My Bookings.`,
  }));

  function submit() {
    if (!time) return setError('Please choose a time.');
    setError(null);
    book.mutate(
      { complaintId: complaint._id, scheduledDate: date, scheduledTime: time },
      {
        onSuccess: onClose,
        onError: (e) => {
          setError(describeApiError(e).message);
          if (e instanceof ApiError && e.status === 409) {
            setTime('');
            void slots.refetch();
          }
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Book the free re-clean"
      description={`For ${complaint.booking?.customerName ?? 'the customer'}: a ₹0 visit at a time they chose from the free ones.`}
    >
      <div className="space-y-4">
        <DateField
          label="Date"
          min={today}
          value={date}
          onChange={(d) => {
            setDate(d);
            setTime('');
          }}
        />
        <SelectField
          label="Time"
          value={time}
          disabled={slots.isFetching || !free.length}
          onChange={(e) => setTime(e.target.value)}
        >
          <option value="">
            {slots.isFetching
              ? 'Checking free times…'
              : free.length
                ? 'Choose a free time'
                : 'No free time that day'}
          </option>
          {free.map((s) => (
            <option key={s.time} value={s.time}>
              {formatStartTime(s.time)}
            </option>
          ))}
        </SelectField>
        {slots.isError ? (
          <p className="text-sm text-red-700">{describeApiError(slots.error).message}</p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={book.isPending}>
            {book.isPending ? 'Booking…' : 'Book re-clean'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
