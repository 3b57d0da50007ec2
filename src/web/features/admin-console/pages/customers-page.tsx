import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCustomers } from '../api/get-customers';
import { ListSearch, PagedList } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { formatInstant, formatDay } from '../model/format';

export default function CustomersPage() {
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const query = useCustomers({ search: applied || undefined, page, size: 20 });
  return (
    <>
      <SectionHeader title="Customers" />
      <ListSearch
        label="Search customers"
        placeholder="Name, email or phone"
        onSearch={(search) => {
          setApplied(search);
          setPage(1);
        }}
      />
      <PagedList query={query} empty="No customers found" onPage={setPage}>
        {(items) => (
          <SimpleTable
            caption="Customers"
            rows={items}
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
        )}
      </PagedList>
    </>
  );
}
