import { useState } from 'react';
import { formatRupeesExact, rupeesToPaise } from '../../../../shared/money';
import type { CollectionMethod } from '../../../../shared/schemas/collections';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { TextField } from '../../../components/ui/field';
import { describeApiError } from '../../../i18n/api-error';
import { useRecordPayment } from '../api/cash-and-pay';
import { rupeesInputToPaise } from '../model/admin-forms';

const METHODS: { value: CollectionMethod; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'upi', label: 'UPI to the company' },
];

/**
 * Records the customer's cash or UPI for a pay-after-service booking outside Complete (paid at the
 * office, or the crew forgot), through the crew's own collect endpoint; the server's refusal is shown
 * as it says it (paid already, online or at the door; cancelled).
 */
export function RecordPaymentDialog({
  bookingId,
  amountDue,
  open,
  onOpenChange,
}: {
  bookingId: string;
  /** Rupees. */
  amountDue: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [method, setMethod] = useState<CollectionMethod>('cash');
  const [amount, setAmount] = useState(String(amountDue));
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const mutation = useRecordPayment();
  const close = () => {
    setMethod('cash');
    setAmount(String(amountDue));
    setError(undefined);
    setRefused(undefined);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title="Record payment"
      description={`${formatRupeesExact(rupeesToPaise(amountDue))} due for this booking.`}
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          const paise = rupeesInputToPaise(amount);
          if (Number.isNaN(paise) || paise <= 0) return setError('Enter the amount received in rupees');
          setError(undefined);
          setRefused(undefined);
          mutation.mutate(
            { bookingId, method, amount: paise / 100 },
            { onSuccess: close, onError: (err) => setRefused(describeApiError(err).message) },
          );
        }}
      >
        <RadioCards
          legend="Received as"
          name="record-payment-method"
          options={METHODS}
          value={method}
          onChange={setMethod}
        />
        <TextField
          label="Amount received in rupees"
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(e) => setAmount(e.target.value)}
        />
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {refused}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Recording…' : 'Record payment'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
