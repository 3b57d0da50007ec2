import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useOutbox } from '../api/get-outbox';
import { useRetryOutbox } from '../api/retry-outbox';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { formatInstant } from '../model/format';

export default function OutboxPage() {
  const [status, setStatus] = useState('');
  const query = useOutbox(status || undefined);
  const retry = useRetryOutbox();
  return (
    <>
      <SectionHeader title="Outbox" />
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        containerClassName="mb-3 max-w-xs"
      >
        <option value="">All</option>
        <option value="queued">Queued</option>
        <option value="sent">Sent</option>
        <option value="failed">Failed</option>
      </SelectField>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.length ? (
        <EmptyState title="No mails" />
      ) : (
        <SimpleTable
          caption="Outbox"
          rows={query.data}
          rowKey={(m) => m.id}
          columns={[
            { header: 'Created', cell: (m) => formatInstant(m.createdAt) },
            { header: 'To', cell: (m) => <span className="break-all">{m.to}</span> },
            {
              header: 'Subject',
              cell: (m) => (
                <>
                  {m.subject}
                  {m.attachments?.length ? (
                    <span className="block text-xs text-slate-600">Attached: {m.attachments.join(', ')}</span>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Status',
              cell: (m) => (
                <>
                  <b>{m.status}</b> · {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}
                  {m.lastError ? <span className="block text-xs text-red-700">{m.lastError}</span> : null}
                </>
              ),
            },
            { header: 'Sent', cell: (m) => formatInstant(m.sentAt) },
            {
              header: 'Action',
              cell: (m) =>
                m.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate({ id: m.id, to: m.to })}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </>
  );
}
