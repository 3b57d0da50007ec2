import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { Dialog, DialogActions, type DoneDialogProps } from '../../../components/ui/dialog';
import { describeApiError } from '../../../i18n/api-error';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { bookReclean, useRecleanSlots } from '../api/complaints';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';
import { DateField } from '../../../components/date-field/date-field';

/** The customer picks a free time for the re-clean an admin offered; it is booked at ₹0. */
export function RecleanDialog({ complaint, onClose, onDone }: { complaint: ComplaintDto } & DoneDialogProps) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const messageText = useMessageText();
  const today = todayInIndia(new Date());
  const [date, setDate] = useState(addDays(today, 1));
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useRecleanSlots(complaint._id, date, date >= today);
  const book = useMutation({
    mutationFn: () => bookReclean(complaint._id, date, time),
    onSuccess: onDone,
    onError: (e) => {
      setError(describeApiError(e).message);
      void slots.refetch();
    },
  });
  const busy = book.isPending;

  function save() {
    if (!time) return setError('Service time is required');
    book.mutate();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reclean.pickTime')}
      description={t('reclean.description')}
    >
      <div className="space-y-4">
        <DateField
          label={t('reclean.date')}
          min={today}
          value={date}
          onChange={(d) => (setDate(d), setTime(''))}
        />
        <SlotPicker slots={slots.data ?? []} value={time} onChange={setTime} loading={slots.isFetching} />
        <DialogActions
          error={error && messageText(error)}
          cancelLabel={t('reclean.cancel')}
          onCancel={onClose}
          label={t('reclean.book')}
          busyLabel={t('reclean.booking')}
          busy={busy}
          onAction={save}
        />
      </div>
    </Dialog>
  );
}
