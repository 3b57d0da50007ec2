import { useState } from 'react';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { resolveComplaint } from '../api/resolve-complaint';
import { useAdminAction } from '../hooks/use-admin-action';
import { useCan } from '../hooks/use-can';

type Action = 'reclean' | 'refund' | 'close';
const titles: Record<Action, string> = {
  reclean: 'Free re-clean offered',
  refund: 'Refund started',
  close: 'Complaint closed',
};

/**
 * An admin answers a complaint once. A re-clean is offered to the customer, who picks a free time in
 * My Bookings, or the admin books it with them on the phone ('Book re-clean' on the complaint).
 */
export function ResolveComplaintDialog({
  complaint,
  onClose,
}: {
  complaint: ComplaintDto | null;
  onClose: () => void;
}) {
  const [action, setAction] = useState<Action>('reclean');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const resolve = useAdminAction(resolveComplaint, (input) => ({ title: titles[input.action] }));
  // Support resolves complaints; giving money back is for those the permission table lets refund.
  const canRefund = useCan()('refunds');
  if (!complaint) return null;
  const paidOnline = complaint.booking ? complaint.booking.paymentStatus !== 'unpaid' : true;
  // The option says how much there is to give back: 'Refund (up to ₹1,499 paid)'.
  const paidText = complaint.booking
    ? `(up to ${formatRupees(rupeesToPaise(complaint.booking.totalAmount))} paid)`
    : '';

  function submit() {
    const id = complaint!._id;
    const input =
      action === 'refund'
        ? { id, action, amountPaise: rupeesToPaise(Number(amount) || 0), note }
        : { id, action, note };
    resolve.mutate(input, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Resolve complaint"
      description={complaint.description}
    >
      <div className="space-y-4">
        <SelectField label="Resolution" value={action} onChange={(e) => setAction(e.target.value as Action)}>
          <option value="reclean">Offer a free re-clean (a time is booked next)</option>
          {canRefund ? (
            <option value="refund" disabled={!paidOnline}>
              {paidOnline ? `Refund ${paidText}` : 'Refund (not paid online)'}
            </option>
          ) : null}
          <option value="close">Close with a note</option>
        </SelectField>
        {action === 'refund' ? (
          <TextField
            label="Refund amount (₹)"
            hint={
              paidText
                ? `The customer paid ${formatRupees(rupeesToPaise(complaint.booking!.totalAmount))}.`
                : undefined
            }
            type="number"
            min={1}
            max={complaint.booking?.totalAmount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        <TextAreaField
          label={action === 'close' ? 'Note for the customer' : 'Note for the customer (optional)'}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={resolve.isPending}>
            {resolve.isPending ? 'Saving…' : 'Resolve'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
