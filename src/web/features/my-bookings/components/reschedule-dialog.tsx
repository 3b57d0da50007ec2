import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import { todayInIndia } from '../../../../shared/domain/time';
import { Dialog, DialogActions, type DoneDialogProps } from '../../../components/ui/dialog';
import { describeApiError } from '../../../i18n/api-error';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import {
  rescheduleSlotsQueryOptions,
  useFirstFreeDate,
  useRescheduleBooking,
} from '../api/reschedule-booking';
import { DateField } from '../../../components/date-field/date-field';
import { useBookingWhen } from '../../../components/booking-status/booking-status';
import { useServerText } from '../../../i18n/server-text';
import { bookingReference } from '../../../../shared/booking-reference';

/**
 * Move a booking to another free slot (the confirmation promises rescheduling from the dashboard). It
 * names the booking and opens on its own date, or the first date after it with a free time (issue 37).
 */
export function RescheduleDialog({ booking, onClose, onDone }: { booking: BookingDto } & DoneDialogProps) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const messageText = useMessageText();
  const serverText = useServerText();
  const when = useBookingWhen();
  const today = todayInIndia(new Date());
  const own = booking.scheduledDate.slice(0, 10);
  const firstFree = useFirstFreeDate(booking, own > today ? own : today);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? firstFree.data ?? (firstFree.isError ? today : null);
  const [time, setTime] = useState('');
  // A refused time (no time, or taken meanwhile) stops being an error once another time is picked; a
  // new date leaves no time picked, and says so if an error was shown.
  const [error, setError] = useState<string | null>(null);
  const pickTime = (tm: string) => (setTime(tm), tm && setError(null));
  const pickDate = (d: string) => (
    setPicked(d),
    setTime(''),
    setError((shown) => shown && 'Service time is required')
  );
  const reschedule = useRescheduleBooking();
  const slots = useQuery({
    ...rescheduleSlotsQueryOptions(booking, date ?? today),
    enabled: !!date && date >= today,
  });

  function save() {
    if (!time || !date) return setError('Service time is required');
    reschedule.mutate(
      { id: booking._id, date, time },
      {
        onSuccess: onDone,
        onError: (e) => {
          setError(describeApiError(e).message);
          void slots.refetch();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reschedule.title')}
      description={
        <>
          <span className="block font-medium text-slate-900">
            {t('reschedule.which', {
              service: serverText(booking.serviceId?.name || booking.serviceName),
              when: when(booking.scheduledDate, booking.scheduledTime),
              ref: bookingReference(booking._id),
            })}
          </span>
          <span className="block">{t('reschedule.description')}</span>
        </>
      }
    >
      <div className="space-y-4">
        {date ? (
          <DateField label={t('reschedule.newDate')} min={today} value={date} onChange={pickDate} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {t('reschedule.findingDate')}
          </p>
        )}
        {date ? (
          <SlotPicker slots={slots.data ?? []} value={time} onChange={pickTime} loading={slots.isFetching} />
        ) : null}
        <DialogActions
          error={error && messageText(error)}
          cancelLabel={t('reschedule.cancel')}
          onCancel={onClose}
          label={t('reschedule.save')}
          busyLabel={t('reschedule.saving')}
          busy={reschedule.isPending}
          disabled={!date}
          onAction={save}
        />
      </div>
    </Dialog>
  );
}
