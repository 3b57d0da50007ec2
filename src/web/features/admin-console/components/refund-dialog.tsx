import { paymentMethodLabel } from '../../../../shared/labels';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useRefundPayment } from '../api/refund-payment';
import type { AdminPaymentDto } from '../../../../shared/api-admin';
import { refundFormSchema } from '../model/admin-forms';

/** A full or part refund of one captured payment. */
export function RefundDialog({ payment, onClose }: { payment: AdminPaymentDto | null; onClose: () => void }) {
  const mutation = useRefundPayment();
  const max = payment?.amountPaise ?? 0;
  const schema = useMemo(() => refundFormSchema(max), [max]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const error = form.formState.errors.amount?.message;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ amount }) => {
    if (!payment) return;
    mutation.mutate({ paymentId: payment.id, amountPaise: amount }, { onSuccess: close });
  });
  return (
    <Dialog
      open={!!payment}
      onOpenChange={(o) => (o ? undefined : close())}
      title="Refund payment"
      description={
        payment ? `Paid ${formatRupees(max)} by ${paymentMethodLabel(payment.method)}.` : undefined
      }
    >
      <form className="space-y-3" onSubmit={submit}>
        <TextField
          label="Amount in rupees (empty: the full amount)"
          inputMode="decimal"
          error={error}
          {...form.register('amount')}
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
