import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { Stars } from '../../../components/stars/stars';
import { useLowRatings } from '../api/get-low-ratings';
import { formatInstant, formatDay } from '../model/format';
import { SimpleTable } from './simple-table';

/** The inbox's 'Low ratings' tab (docs/product-rules.md#after-a-visit): every visit rated 1 or 2 stars. */
export function LowRatingsTable() {
  const query = useLowRatings();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.items.length) return <EmptyState title="No low ratings" />;
  return (
    <SimpleTable
      caption="Low ratings"
      rows={query.data.items}
      rowKey={(r) => r.bookingId}
      columns={[
        { header: 'Stars', cell: (r) => <Stars value={r.rating} /> },
        {
          header: 'Visit',
          cell: (r) => (
            <Link to={`${paths.adminDashboard}/bookings/${r.bookingId}`} className="text-brand-700 underline">
              {r.serviceName} · {formatDay(r.scheduledDate)}
            </Link>
          ),
        },
        { header: 'Customer', cell: (r) => `${r.customerName} (${r.customerEmail})` },
        { header: 'Crew', cell: (r) => r.cleaners.join(', ') || '—' },
        { header: 'Comment', cell: (r) => r.comment || '—' },
        { header: 'Rated', cell: (r) => formatInstant(r.updatedAt) },
      ]}
    />
  );
}
