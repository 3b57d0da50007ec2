import { Link } from 'react-router-dom';
import type { PaymentAttentionDto } from '../../../../shared/api-payment-attention';
import {
  disputePhaseLabel,
  disputeStatusLabel,
  humanize,
  refundStatusLabel,
} from '../../../../shared/labels';
import { formatRupees } from '../../../../shared/money';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { usePaymentAttention } from '../api/get-payment-attention';
import { formatInstant } from '../model/format';
import { SimpleTable } from './simple-table';

interface AttentionRow {
  key: string;
  what: string;
  amountPaise: number;
  state: string;
  detail: string;
  updatedAt: string;
  bookingId: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each dispute, refund and waiting payment as one line in words, newest first. */
export function attentionRows(data: PaymentAttentionDto): AttentionRow[] {
  const rows: AttentionRow[] = [
    ...data.disputes.map((d) => ({
      key: `dispute-${d.id}`,
      what: `Dispute · ${d.customerName}`,
      amountPaise: d.amountPaise,
      state: [disputeStatusLabel(d.status), d.phase ? disputePhaseLabel(d.phase) : '']
        .filter(Boolean)
        .join(' · '),
      detail: [
        d.reasonCode ? `Reason: ${humanize(d.reasonCode)}` : '',
        d.respondBy ? `Respond by ${formatInstant(d.respondBy)}` : '',
        d.amountDeductedPaise ? `${formatRupees(d.amountDeductedPaise)} deducted` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      updatedAt: d.updatedAt,
      bookingId: d.bookingId,
    })),
    ...data.refunds.map((r) => ({
      key: `refund-${r.id}`,
      what: r.status === 'failed' ? 'Refund failed' : 'Refund retrying',
      amountPaise: r.amountPaise,
      state: refundStatusLabel(r.status),
      detail: [plural(r.attempts, 'attempt'), r.failureReason ?? ''].filter(Boolean).join(' · '),
      updatedAt: r.updatedAt,
      bookingId: r.bookingId,
    })),
    ...data.waitingPayments.map((p) => ({
      key: `payment-${p.id}`,
      what: 'Payment waiting for capture',
      amountPaise: p.amountPaise,
      state: 'Authorized, not received',
      detail: 'The customer paid; the money is held until it is captured.',
      updatedAt: p.updatedAt,
      bookingId: p.bookingId,
    })),
  ];
  return rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Disputes, failed or retrying refunds and payments waiting for capture, for the admin. */
export function PaymentAttentionPanel() {
  const query = usePaymentAttention();
  return (
    <section aria-labelledby="payment-attention-title" className="mb-6">
      <h2 id="payment-attention-title" className="mb-2 text-lg font-semibold text-slate-900">
        Needs attention
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <AttentionTable rows={attentionRows(query.data)} />
      )}
    </section>
  );
}

function AttentionTable({ rows }: { rows: AttentionRow[] }) {
  if (!rows.length)
    return (
      <p className="text-sm text-slate-600">No disputes, failed refunds or payments waiting for capture.</p>
    );
  return (
    <SimpleTable
      caption="Payments that need attention"
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { header: 'What', cell: (r) => <span className="font-semibold text-slate-900">{r.what}</span> },
        { header: 'Amount', cell: (r) => formatRupees(r.amountPaise) },
        { header: 'State', cell: (r) => r.state },
        { header: 'Details', cell: (r) => r.detail || '—' },
        { header: 'Updated', cell: (r) => formatInstant(r.updatedAt) },
        {
          header: 'Booking',
          cell: (r) => (
            <Link
              to={`${paths.adminDashboard}/bookings/${r.bookingId}`}
              className="font-semibold text-brand-700 underline"
            >
              Open booking
            </Link>
          ),
        },
      ]}
    />
  );
}
