import { useState } from 'react';
import type { ComplaintDto } from '../../../../shared/api-after-visit';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '../../../../shared/domain/complaint-rules';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useComplaints } from '../api/get-complaints';
import { BookRecleanDialog } from '../components/book-reclean-dialog';
import { ComplaintItem } from '../components/complaint-item';
import { ResolveComplaintDialog } from '../components/resolve-complaint-dialog';
import { SectionHeader } from '../components/section-header';
import { adminComplaintStatusLabels } from '../model/complaint-labels';

/** Complaints about visits, open ones first by default; each answered once. */
export default function ComplaintsPage() {
  const [status, setStatus] = useState<ComplaintStatus | ''>('open');
  const query = useComplaints(status || undefined);
  const [resolving, setResolving] = useState<ComplaintDto | null>(null);
  const [booking, setBooking] = useState<ComplaintDto | null>(null);
  return (
    <>
      <SectionHeader title="Complaints">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ComplaintStatus | '')}
        >
          <option value="">All</option>
          {COMPLAINT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {adminComplaintStatusLabels[s]}
            </option>
          ))}
        </SelectField>
      </SectionHeader>
      {query.isPending ? <LoadingState label="Loading complaints…" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.length === 0 ? <EmptyState title="No complaints here" /> : null}
      <ul className="space-y-3">
        {query.data?.map((c) => (
          <ComplaintItem
            key={c._id}
            complaint={c}
            onResolve={() => setResolving(c)}
            onBookReclean={() => setBooking(c)}
          />
        ))}
      </ul>
      <ResolveComplaintDialog complaint={resolving} onClose={() => setResolving(null)} />
      <BookRecleanDialog complaint={booking} onClose={() => setBooking(null)} />
    </>
  );
}
