import { useState } from 'react';
import { formatDay } from '../model/format';
import { Link, useSearchParams } from 'react-router-dom';
import { BOOKING_STATUSES } from '../../../../shared/schemas/booking';
import { formatRupees } from '../../../../shared/money';
import { formatTime12h, todayInIndia } from '../../../../shared/domain/time';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { DateField } from '../../../components/date-field/date-field';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../lib/paths';
import { StatusLabelBadge } from '../../../components/booking-status/status-label-badge';
import { useAdminServices } from '../api/get-admin-services';
import { downloadBookingsCsv, useBookings, type BookingFilters } from '../api/get-bookings';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useCleaners } from '../api/get-cleaners';
import { useAdminCities } from '../api/get-admin-cities';
import { AssignDialog } from '../components/assign-dialog';
import { useCan } from '../hooks/use-can';
import { SimpleTable } from '../components/simple-table';
import { bookingStatusLabel } from '../../../../shared/labels';
import { PaymentBadge } from '../components/payment-badge';
import { SectionHeader } from '../components/section-header';
import type { AdminBookingDto } from '../../../../shared/api-admin';
import { formatInstantDay } from '../../../../shared/domain/date-format';

const FILTER_KEYS = [
  'status',
  'from',
  'to',
  'serviceId',
  'cleanerId',
  'cityId',
  'unassigned',
  'search',
  'sort',
  'order',
] as const;

/**
 * Filters live in the address bar: a filtered list can be reloaded, shared and linked to. The list opens
 * on today onward, soonest first, so the work ahead comes first; 'Include past visits', a search or a
 * date range lifts it.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters: BookingFilters = { size: 20 };
  for (const k of FILTER_KEYS) {
    const v = params.get(k);
    if (v) (filters as Record<string, string>)[k] = v;
  }
  const narrowed = !!(filters.search || filters.from || filters.to);
  const upcomingOnly = !params.get('past') && !narrowed;
  if (upcomingOnly) {
    filters.from = todayInIndia(new Date());
    if (!filters.sort) Object.assign(filters, { sort: 'date', order: filters.order ?? 'asc' });
  }
  // The server's defaults, said here: the column marks and the phone's Order read what the list is in.
  filters.sort ??= 'date';
  filters.order ??= 'desc';
  const set = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    // Links from before cursor paging carried a page number; a filter change starts from the top anyway.
    next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, set, upcomingOnly, narrowed };
}

/**
 * Pages by the list's cursor (`after` = the previous page's `nextCursor`): each page is read from its
 * place in the index, where a page number would make the server skip every row before it (slow a
 * million bookings deep). The cursors of the pages walked through are kept for Previous; any change of
 * filters or order (`listKey`) starts again from the first page.
 */
function useCursorPages(listKey: string) {
  const [walked, setWalked] = useState<{ listKey: string; cursors: string[] }>({ listKey, cursors: [] });
  const cursors = walked.listKey === listKey ? walked.cursors : [];
  return {
    page: cursors.length + 1,
    after: cursors[cursors.length - 1],
    next: (cursor: string) => setWalked({ listKey, cursors: [...cursors, cursor] }),
    previous: () => setWalked({ listKey, cursors: cursors.slice(0, -1) }),
  };
}

export default function BookingsPage() {
  const { filters, set, upcomingOnly, narrowed } = useFilters();
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useBookings({ ...filters, after: pages.after });
  const services = useAdminServices();
  const cities = useAdminCities();
  const can = useCan();
  const cleaners = useCleaners(undefined, { enabled: can('cleaners.calendar') });
  const [search, setSearch] = useState(filters.search ?? '');
  const [assigning, setAssigning] = useState<AdminBookingDto | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBookingsCsv(filters);
    } catch (error) {
      const d = describeApiError(error);
      showToast('error', d.title, d.message);
    } finally {
      setExporting(false);
    }
  };

  const sortBy = (key: 'date' | 'created' | 'total') =>
    set({ sort: key, order: filters.sort === key && filters.order !== 'desc' ? 'desc' : 'asc' });
  const sortMark = (key: string) =>
    (filters.sort ?? 'date') === key ? (filters.order === 'desc' ? ' ↓' : ' ↑') : '';
  const ariaSort = (key: string) =>
    (filters.sort ?? 'date') === key ? (filters.order === 'desc' ? 'descending' : 'ascending') : undefined;
  const sortButton = (key: 'date' | 'created' | 'total', label: string) => (
    <button type="button" className="font-semibold uppercase" onClick={() => sortBy(key)}>
      {label}
      {sortMark(key)}
    </button>
  );

  return (
    <>
      <SectionHeader title="Bookings">
        {can('exports') ? (
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        ) : null}
      </SectionHeader>
      <form
        role="search"
        className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <TextField
          label="Search"
          placeholder="Customer name, phone, email or reference"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit">Search</Button>
      </form>
      <div className="mb-4 grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-6">
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">Any</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {bookingStatusLabel(s)}
            </option>
          ))}
        </SelectField>
        <DateField
          label="From"
          clearable
          value={upcomingOnly ? '' : (filters.from ?? '')}
          onChange={(from) => set({ from })}
        />
        <DateField label="To" clearable value={filters.to ?? ''} onChange={(to) => set({ to })} />
        <SelectField
          label="Service"
          value={filters.serviceId ?? ''}
          onChange={(e) => set({ serviceId: e.target.value })}
        >
          <option value="">Any</option>
          {services.data?.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Cleaner"
          value={filters.cleanerId ?? ''}
          onChange={(e) => set({ cleanerId: e.target.value })}
        >
          <option value="">Any</option>
          {cleaners.data?.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {(cities.data?.length ?? 0) > 1 && (
          <SelectField
            label="City"
            value={filters.cityId ?? ''}
            onChange={(e) => set({ cityId: e.target.value })}
          >
            <option value="">Any</option>
            {cities.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        <label className="flex min-h-[44px] items-center gap-2 self-end text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={filters.unassigned === 'true'}
            onChange={(e) => set({ unassigned: e.target.checked ? 'true' : undefined })}
          />
          Unassigned only
        </label>
        <label className="flex min-h-[44px] items-center gap-2 self-end text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={!upcomingOnly}
            disabled={narrowed}
            onChange={(e) => set({ past: e.target.checked ? '1' : undefined })}
          />
          Include past visits
        </label>
        {/* On a phone the list is cards without column headers: its order is chosen here. */}
        <SelectField
          label="Order"
          containerClassName="md:hidden"
          value={`${filters.sort ?? 'date'}:${filters.order ?? 'asc'}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':');
            set({ sort, order });
          }}
        >
          <option value="date:asc">Visit, soonest first</option>
          <option value="date:desc">Visit, latest first</option>
          <option value="created:desc">Newest bookings first</option>
          <option value="total:desc">Highest total first</option>
        </SelectField>
      </div>
      {upcomingOnly ? (
        <p className="mb-3 text-sm text-slate-600">Showing visits from today onward, soonest first.</p>
      ) : null}

      {query.isPending ? (
        <LoadingState label="Loading bookings…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No bookings match">Clear a filter or search for something else.</EmptyState>
      ) : (
        <>
          <SimpleTable
            caption="Bookings"
            rows={query.data.items}
            rowKey={(b) => b.id}
            minWidth="md:min-w-[760px]"
            columns={[
              {
                header: 'Ref',
                className: 'font-mono',
                cell: (b) => (
                  <Link
                    to={`${paths.adminDashboard}/bookings/${b.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {b.reference}
                  </Link>
                ),
              },
              {
                header: 'When',
                headerContent: sortButton('date', 'When'),
                ariaSort: ariaSort('date'),
                cell: (b) => (
                  <span className="md:whitespace-nowrap">
                    {formatDay(b.scheduledDate)}
                    <br className="hidden md:inline" /> {formatTime12h(b.scheduledTime)}
                  </span>
                ),
              },
              {
                header: 'Customer',
                cell: (b) => (
                  <>
                    {b.customer.name}
                    <span className="block text-xs text-slate-600">{b.customer.phone}</span>
                  </>
                ),
              },
              {
                header: 'Service',
                cell: (b) => (
                  <>
                    {b.serviceName}
                    <span className="block text-xs text-slate-600">{b.packageName}</span>
                  </>
                ),
              },
              {
                header: 'Cleaner',
                cell: (b) =>
                  b.cleaner ? (
                    b.cleaners.length > 1 ? (
                      b.cleaners.map((c) => c.name).join(', ')
                    ) : (
                      b.cleaner.name
                    )
                  ) : b.status === 'pending' && b.holdExpiresAt ? (
                    'Awaiting payment'
                  ) : b.status === 'pending' && can('bookings.assign') ? (
                    <Button size="sm" variant="outline" onClick={() => setAssigning(b)}>
                      Assign<span className="sr-only"> {b.reference}</span>
                    </Button>
                  ) : (
                    '—'
                  ),
              },
              { header: 'Status', cell: (b) => <StatusLabelBadge status={b.status} /> },
              {
                header: 'Total',
                headerContent: sortButton('total', 'Total'),
                ariaSort: ariaSort('total'),
                cell: (b) => (
                  <span className="md:whitespace-nowrap">
                    {formatRupees(b.totalPaise)} <PaymentBadge status={b.paymentStatus} booking={b} />
                  </span>
                ),
              },
              {
                header: 'Booked',
                headerContent: sortButton('created', 'Booked'),
                ariaSort: ariaSort('created'),
                cell: (b) => (
                  <span className="text-xs text-slate-600 md:whitespace-nowrap">
                    {formatInstantDay(b.createdAt)}
                  </span>
                ),
              },
            ]}
          />
          <Pager
            page={pages.page}
            size={query.data.size}
            total={query.data.total}
            // Not while the next page loads (its predecessor shown meanwhile): one press, one page.
            hasNext={!!query.data.nextCursor && !query.isPlaceholderData}
            onPage={(page) =>
              page > pages.page && query.data.nextCursor
                ? pages.next(query.data.nextCursor)
                : pages.previous()
            }
          />
        </>
      )}
      <AssignDialog booking={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
