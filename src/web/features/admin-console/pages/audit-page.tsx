import { useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { useAudit } from '../api/get-audit';
import { PagedList } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { formatInstant } from '../model/format';
import { auditActionLabel, auditDetails, auditSubject, roleLabel } from '../../../../shared/labels';

export default function AuditPage() {
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = useAudit({ page, size: 50, from: from || undefined, to: to || undefined });
  return (
    <>
      <SectionHeader title="Audit log" />
      <div className="mb-3 grid max-w-md grid-cols-2 gap-2">
        <DateField label="From" clearable value={from} onChange={(d) => (setFrom(d), setPage(1))} />
        <DateField label="To" clearable value={to} onChange={(d) => (setTo(d), setPage(1))} />
      </div>
      <PagedList query={query} empty="Nothing recorded" onPage={setPage}>
        {(items) => (
          <SimpleTable
            caption="Audit log"
            rows={items}
            rowKey={(a) => a.id}
            columns={[
              { header: 'When', cell: (a) => formatInstant(a.createdAt) },
              { header: 'Who', cell: (a) => `${a.actorName ?? '—'} (${roleLabel(a.actorRole)})` },
              {
                header: 'Did',
                cell: (a) => <span className="font-medium">{auditActionLabel(a.action)}</span>,
              },
              {
                header: 'To',
                cell: (a) => auditSubject(a.entityType, a.entityId, a.names),
              },
              {
                header: 'Details',
                cell: (a) => {
                  const lines = auditDetails(a.details, a.names);
                  return lines.length ? (
                    <dl className="text-xs text-slate-700">
                      {lines.map((d) => (
                        <div key={d.label} className="flex flex-wrap gap-1">
                          <dt className="font-semibold">{d.label}:</dt>
                          <dd className="min-w-0 [overflow-wrap:anywhere]">{d.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    '—'
                  );
                },
              },
            ]}
          />
        )}
      </PagedList>
    </>
  );
}
