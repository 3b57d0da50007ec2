import { formatBookedHours } from '../../../../shared/domain/booked-hours';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Stars } from '../../../components/stars/stars';
import { useCleaners } from '../api/get-cleaners';
import { useUpdateCleaner } from '../api/update-cleaner';
import { CleanerManageDialog } from '../components/cleaner-manage-dialog';
import { NewCleanerDialog } from '../components/new-cleaner-dialog';
import { useCan } from '../hooks/use-can';
import { SectionHeader } from '../components/section-header';

export default function CleanersPage() {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const query = useCleaners({ search: applied || undefined, page, size: 20 });
  const update = useUpdateCleaner();
  const [adding, setAdding] = useState(false);
  const [managingId, setManagingId] = useState<string | null>(null);
  const canManage = useCan()('cleaners.manage');
  const managing = query.data?.items.find((c) => c.id === managingId) ?? null;

  return (
    <>
      <SectionHeader title="Cleaners">
        {canManage ? <Button onClick={() => setAdding(true)}>Add cleaner</Button> : null}
      </SectionHeader>
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
          label="Search cleaners"
          placeholder="Name, email or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit">Search</Button>
      </form>
      {query.isPending ? (
        <LoadingState label="Loading cleaners…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.items.length ? (
        <EmptyState title="No cleaners found" />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {query.data.items.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {c.name}{' '}
                      {c.isActive ? null : (
                        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                          inactive
                        </span>
                      )}
                    </p>
                    <p className="break-all text-sm text-slate-600">
                      {c.email} · {c.phone}
                    </p>
                    <p className="text-sm text-slate-700">
                      {c.rating?.count ? (
                        <>
                          <Stars value={c.rating.average ?? 0} /> {c.rating.average?.toFixed(1)} from{' '}
                          {c.rating.count} rating{c.rating.count === 1 ? '' : 's'}
                        </>
                      ) : (
                        'No ratings yet'
                      )}
                    </p>
                  </div>
                  <p className="text-sm text-slate-700">
                    Today: <b>{formatBookedHours(c.todayLoadMinutes)}</b> booked
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setManagingId(c.id)}>
                    Week, hours &amp; leave<span className="sr-only"> of {c.name}</span>
                  </Button>
                  {canManage ? (
                    <Button
                      size="sm"
                      variant={c.isActive ? 'ghost' : 'outline'}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: c.id, name: c.name, isActive: !c.isActive })}
                    >
                      {c.isActive ? 'Deactivate' : 'Activate'}
                      <span className="sr-only"> {c.name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={query.data.page} size={query.data.size} total={query.data.total} onPage={setPage} />
        </>
      )}
      {canManage ? <NewCleanerDialog open={adding} onOpenChange={setAdding} /> : null}
      <CleanerManageDialog cleaner={managing} onClose={() => setManagingId(null)} />
    </>
  );
}
