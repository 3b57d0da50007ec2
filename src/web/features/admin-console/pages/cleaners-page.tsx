import { formatBookedHours } from '../../../../shared/domain/booked-hours';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/stars/stars';
import { useCleaners } from '../api/get-cleaners';
import { useUpdateCleaner } from '../api/update-cleaner';
import { CleanerManageDialog } from '../components/cleaner-manage-dialog';
import { NewCleanerDialog } from '../components/new-cleaner-dialog';
import { useCan } from '../hooks/use-can';
import { ListSearch, PagedList } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';

export default function CleanersPage() {
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
      <ListSearch
        label="Search cleaners"
        placeholder="Name, email or phone"
        onSearch={(search) => {
          setApplied(search);
          setPage(1);
        }}
      />
      <PagedList query={query} empty="No cleaners found" loadingLabel="Loading cleaners…" onPage={setPage}>
        {(items) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((c) => (
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
        )}
      </PagedList>
      {canManage ? <NewCleanerDialog open={adding} onOpenChange={setAdding} /> : null}
      <CleanerManageDialog cleaner={managing} onClose={() => setManagingId(null)} />
    </>
  );
}
