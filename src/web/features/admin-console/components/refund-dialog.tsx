import { paymentMethodLabel } from '../../../../shared/labels';
import { useState } from 'react';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useRefundPayment } from '../api/refund-payment';
import type { AdminPaymentDto } from '../../../../shared/api-admin';
import { useClearingErrors } from '../../../lib/use-clearing-errors';
import { rupeesInputToPaise } from '../model/admin-forms';

/** A full or part refund of one captured payment. */
export function RefundDialog({ payment, onClose }: { payment: AdminPaymentDto | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const mutation = useRefundPayment();
  const max = payment?.amountPaise ?? 0;
  const refundPaise = (text: string) => (text.trim() ? rupeesInputToPaise(text) : max);
  const [errors, setErrors] = useClearingErrors(amount, (text) => {
    const paise = refundPaise(text);
    return Number.isNaN(paise) || paise <= 0 || paise > max
      ? { amount: `Enter an amount up to ${formatRupees(max)}` }
      : {};
  });
  const error = errors.amount;
  const setError = (message?: string) => setErrors(message ? { amount: message } : {});
  const close = () => {
    setAmount('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog
      open={!!payment}
      onOpenChange={(o) => (o ? undefined : close())}
      title="Refund payment"
      description={
        payment ? `Paid ${formatRupees(max)} by ${paymentMethodLabel(payment.method)}.` : undefined
      }
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!payment) return;
          const paise = refundPaise(amount);
          if (Number.isNaN(paise) || paise <= 0 || paise > max)
            return setError(`Enter an amount up to ${formatRupees(max)}`);
          mutation.mutate({ paymentId: payment.id, amountPaise: paise }, { onSuccess: close });
        }}
      >
        <TextField
          label="Amount in rupees (empty: the full amount)"
          inputMode="decimal"
          value={amount}
          error={error}
          onChange={(e) => setAmount(e.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? 'Refunding…' : 'Refund'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
