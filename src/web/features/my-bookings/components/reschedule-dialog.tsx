import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingDto } from '../../../../shared/api-bookings';
import { todayInIndia } from '../../../../shared/domain/time';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api, describeApiError } from '../../../lib/api-client';
import { getAvailability } from '../../booking/api/booking-api';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { DateField } from '../../../components/date-field/date-field';

/** Move a booking to another free slot (the confirmation promises rescheduling from the dashboard). */
export function RescheduleDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingDto;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const messageText = useMessageText();
  const today = todayInIndia(new Date());
  const [date, setDate] = useState(booking.scheduledDate);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slots = useQuery({
    queryKey: ['availability', date, booking._id],
    queryFn: () =>
      getAvailability(date, {
        serviceId: booking.serviceId._id,
        packageId: booking.packageId ?? undefined,
        quantity: booking.areaSqft,
      }),
    enabled: date >= today,
  });

  async function save() {
    if (!time) return setError('Service time is required');
    setBusy(true);
    try {
      await api.put(`/api/bookings/${booking._id}`, { scheduledDate: date, scheduledTime: time });
      onDone();
    } catch (e) {
      setError(describeApiError(e).message);
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reschedule.title')}
      description={t('reschedule.description')}
    >
      <div className="space-y-4">
        <DateField
          label={t('reschedule.newDate')}
          min={today}
          value={date}
          onChange={(d) => (setDate(d), setTime(''))}
        />
        <SlotPicker slots={slots.data ?? []} value={time} onChange={setTime} loading={slots.isFetching} />
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {messageText(error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('reschedule.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? t('reschedule.saving') : t('reschedule.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
