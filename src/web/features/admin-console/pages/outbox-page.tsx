import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useMessages } from '../api/get-messages';
import { MessagesTable } from '../components/messages-table';
import { SectionHeader } from '../components/section-header';

export default function OutboxPage() {
  const [status, setStatus] = useState('');
  const [channel, setChannel] = useState('');
  const query = useMessages({ status: status || undefined, channel: channel || undefined });
  return (
    <>
      <SectionHeader title="Outbox" />
      <div className="mb-3 flex flex-wrap gap-3">
        <SelectField
          label="Channel"
          value={channel}
          onChange={(e) => setChannel(e.target.value)}
          containerClassName="min-w-[9rem] flex-1 sm:max-w-[12rem]"
        >
          <option value="">All</option>
          <option value="email">Email</option>
          <option value="sms">SMS</option>
          <option value="whatsapp">WhatsApp</option>
        </SelectField>
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          containerClassName="min-w-[9rem] flex-1 sm:max-w-[12rem]"
        >
          <option value="">All</option>
          <option value="queued">Queued</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </SelectField>
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.length ? (
        <EmptyState title="No messages" />
      ) : (
        <MessagesTable caption="Outbox" messages={query.data} />
      )}
    </>
  );
}
