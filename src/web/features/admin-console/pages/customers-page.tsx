import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useCustomers } from '../api/get-customers';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { formatInstant, formatDay } from '../model/format';

export default function CustomersPage() {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const query = useCustomers({ search: applied || undefined, page, size: 20 });
  return (
    <>
      <SectionHeader title="Customers" />
      <form
        role="search"
        className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(search.trim());
          setPage(1);
        }}
      >
        <TextField
          label="Search customers"
          placeholder="Name, email or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit">Search</Button>
      </form>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.items.length ? (
        <EmptyState title="No customers found" />
      ) : (
        <>
          <SimpleTable
            caption="Customers"
            rows={query.data.items}
            rowKey={(c) => c.id}
            columns={[
              {
                header: 'Name',
                cell: (c) => (
                  <Link
                    to={`${paths.adminDashboard}/customers/${c.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {c.name}
                  </Link>
                ),
              },
              { header: 'Email', cell: (c) => <span className="break-all">{c.email}</span> },
              { header: 'Phone', cell: (c) => c.phone },
              { header: 'Bookings', cell: (c) => `${c.bookingsCount} (${c.activeBookingsCount} active)` },
              {
                header: 'Last booking',
                cell: (c) => (c.lastBookingDate ? formatDay(c.lastBookingDate) : '—'),
              },
              { header: 'Joined', cell: (c) => formatInstant(c.createdAt) },
            ]}
          />
          <Pager page={query.data.page} size={query.data.size} total={query.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
