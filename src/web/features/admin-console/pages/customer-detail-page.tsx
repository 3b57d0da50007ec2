import { Titled } from '../components/section-header';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../../../shared/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { StatusLabelBadge } from '../../../components/booking-status/status-label-badge';
import { useCustomer } from '../api/get-customer';
import { PaymentBadge } from '../components/payment-badge';
import { paymentMethodLabel } from '../../../../shared/labels';
import { SimpleTable } from '../components/simple-table';
import { formatInstant, formatVisit } from '../model/format';
import { GoodwillForm } from '../components/goodwill-form';
import { CustomerCreditsCard } from '../components/customer-credits-card';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/admin-keys';
import { useCan } from '../hooks/use-can';

export default function CustomerDetailPage({ id }: { id: string }) {
  const query = useCustomer(id);
  const can = useCan();
  const queryClient = useQueryClient();
  if (query.isPending)
    return (
      <Titled title="Customer">
        <LoadingState />
      </Titled>
    );
  if (query.isError)
    return (
      <Titled title="Customer">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Titled>
    );
  const { customer: c, bookings, payments } = query.data;
  return (
    <>
      <Link
        to={`${paths.adminDashboard}/customers`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        ← All customers
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{c.name}</h1>
      <p className="mb-4 break-all text-sm text-slate-600">
        <a href={`mailto:${c.email}`} className="underline">
          {c.email}
        </a>{' '}
        ·{' '}
        <a href={`tel:${c.phone}`} className="underline">
          {c.phone}
        </a>{' '}
        · joined {formatInstant(c.createdAt)}
      </p>
      <h2 className="mb-2 text-lg font-semibold">Bookings</h2>
      {bookings.length ? (
        <SimpleTable
          caption="Bookings"
          rows={bookings}
          rowKey={(b) => b.id}
          columns={[
            {
              header: 'Ref',
              cell: (b) => (
                <Link
                  to={`${paths.adminDashboard}/bookings/${b.id}`}
                  className="font-mono font-semibold text-brand-700 underline"
                >
                  {b.reference}
                </Link>
              ),
            },
            { header: 'When', cell: (b) => formatVisit(b.scheduledDate, b.scheduledTime) },
            { header: 'Service', cell: (b) => `${b.serviceName} · ${b.packageName}` },
            { header: 'Status', cell: (b) => <StatusLabelBadge status={b.status} /> },
            { header: 'Total', cell: (b) => formatRupees(b.totalPaise) },
          ]}
        />
      ) : (
        <EmptyState title="No bookings yet" />
      )}
      <h2 className="mb-2 mt-6 text-lg font-semibold">Payments</h2>
      {payments.length ? (
        <SimpleTable
          caption="Payments"
          rows={payments}
          rowKey={(p) => p.id}
          columns={[
            { header: 'Booking', cell: (p) => p.bookingReference },
            { header: 'Amount', cell: (p) => formatRupees(p.amountPaise) },
            { header: 'Method', cell: (p) => paymentMethodLabel(p.method) },
            { header: 'Status', cell: (p) => <PaymentBadge status={p.status} /> },
            { header: 'When', cell: (p) => formatInstant(p.createdAt) },
          ]}
        />
      ) : (
        <EmptyState title="No online payments" />
      )}
      {can('credits.read') ? <CustomerCreditsCard customerId={c.id} /> : null}
      {can('credits.grant') ? (
        <GoodwillForm
          customerId={c.id}
          onGranted={() => void queryClient.invalidateQueries({ queryKey: adminKeys.customerCredits(c.id) })}
        />
      ) : null}
    </>
  );
}
