import { useState } from 'react';
import type { AdminGiftVoucherDto } from '../../../../shared/api-gift-vouchers';
import { formatRupees } from '../../../../shared/money';
import { refundGiftVoucherInputSchema } from '../../../../shared/schemas/gift-vouchers';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useGiftVouchers, useRefundGiftVoucher, type GiftVouchersQuery } from '../api/gift-vouchers';
import { FilterButtons, PagedList, StateBadge } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { useCan } from '../hooks/use-can';
import { formatInstant } from '../model/format';

const stateTones: Record<AdminGiftVoucherDto['state'], string> = {
  pending_payment: 'bg-slate-100 text-slate-800',
  paid: 'bg-green-100 text-green-900',
  redeemed: 'bg-blue-100 text-blue-900',
  refunded: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
};
const stateLabels: Record<AdminGiftVoucherDto['state'], string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  redeemed: 'Redeemed',
  refunded: 'Refunded',
  expired: 'Expired',
};
const refundLabels: Record<NonNullable<AdminGiftVoucherDto['refundStatus']>, string> = {
  pending: 'refund pending at the provider',
  processed: 'refund processed',
  failed: 'refund failed: retry',
};
const filters: { value: GiftVouchersQuery['state']; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'pending_payment', label: 'Pending payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'redeemed', label: 'Redeemed' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'expired', label: 'Expired' },
];
const SIZE = 20;

/** Refund (or retry the refund of) one voucher: a reason, then the server refunds it and the payment. */
function RefundDialog({ voucher, onClose }: { voucher: AdminGiftVoucherDto | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundGiftVoucher();
  if (!voucher) return null;
  function submit() {
    const parsed = refundGiftVoucherInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    refund.mutate(
      { id: voucher!.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
      },
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={voucher.retryRefund ? 'Retry the refund' : 'Refund gift voucher'}
      description={`${formatRupees(voucher.amountPaise)} from ${voucher.buyer.name} for ${voucher.recipientName}. The code stops working at once and the payment goes back to the buyer.`}
    >
      <div className="space-y-4">
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding…' : 'Refund'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Gift vouchers (decision 046): who bought what for whom, its state; refund an unredeemed one. Never a code. */
export default function GiftVouchersPage() {
  const can = useCan();
  const canRefund = can('refunds');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<GiftVouchersQuery['state']>(undefined);
  const [refunding, setRefunding] = useState<AdminGiftVoucherDto | null>(null);
  const query = useGiftVouchers({ page, size: SIZE, state });
  return (
    <>
      <SectionHeader title="Gift vouchers" />
      <FilterButtons
        filters={filters}
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
      />
      <PagedList query={query} empty="No gift vouchers" page={page} size={SIZE} onPage={setPage}>
        {(items) => (
          <SimpleTable
            caption="Gift vouchers"
            rows={items}
            rowKey={(v) => v.id}
            columns={[
              { header: 'Buyer', cell: (v) => `${v.buyer.name} (${v.buyer.email})` },
              { header: 'Recipient', cell: (v) => `${v.recipientName} (${v.recipientContact})` },
              { header: 'Amount', cell: (v) => formatRupees(v.amountPaise) },
              {
                header: 'State',
                cell: (v) => (
                  <StateBadge tone={stateTones[v.state]}>
                    {stateLabels[v.state]}
                    {v.refundStatus ? ` (${refundLabels[v.refundStatus]})` : ''}
                  </StateBadge>
                ),
              },
              { header: 'Paid', cell: (v) => (v.paidAt ? formatInstant(v.paidAt) : '—') },
              { header: 'Redeemed', cell: (v) => (v.redeemedAt ? formatInstant(v.redeemedAt) : '—') },
              {
                header: 'Refund',
                cell: (v) =>
                  canRefund && (v.refundable || v.retryRefund) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRefunding(v)}
                      aria-label={`${v.retryRefund ? 'Retry refund' : 'Refund'} ${formatRupees(v.amountPaise)} voucher for ${v.recipientName}`}
                    >
                      {v.retryRefund ? 'Retry refund' : 'Refund'}
                    </Button>
                  ) : v.refundReason ? (
                    <span className="text-sm text-slate-700">{v.refundReason}</span>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        )}
      </PagedList>
      <RefundDialog voucher={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
