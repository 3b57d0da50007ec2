import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { paths } from '../../../lib/paths';
import { useConversation, useConversations } from '../api/get-conversations';
import { formatInstant } from '../model/format';
import { SimpleTable } from './simple-table';

/** Customers' WhatsApp messages (other than STOP and START), one conversation per number. */
export function WhatsAppConversations() {
  const list = useConversations();
  const [open, setOpen] = useState<string | null>(null);
  const thread = useConversation(open);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.length) return <EmptyState title="No WhatsApp messages" />;
  return (
    <div className="space-y-4">
      <SimpleTable
        caption="WhatsApp conversations"
        rows={list.data}
        rowKey={(c) => c.number}
        columns={[
          { header: 'Last message', cell: (c) => formatInstant(c.lastAt) },
          {
            header: 'Customer',
            cell: (c) =>
              c.userId ? (
                <Link to={`${paths.adminDashboard}/customers/${c.userId}`} className="underline">
                  {c.customerName ?? c.number}
                </Link>
              ) : (
                'Unknown number'
              ),
          },
          { header: 'Number', cell: (c) => `+${c.number}` },
          { header: 'Messages', cell: (c) => c.messages },
          { header: 'Latest', cell: (c) => <span className="whitespace-pre-line">{c.lastText}</span> },
          {
            header: '',
            cell: (c) => (
              <Button variant="outline" onClick={() => setOpen(open === c.number ? null : c.number)}>
                {open === c.number ? 'Hide' : 'Show all'}
              </Button>
            ),
          },
        ]}
      />
      {open ? (
        <section
          aria-label={`Conversation with +${open}`}
          className="rounded-xl border border-slate-200 bg-white p-3"
        >
          {thread.isPending ? <LoadingState /> : null}
          <ul className="divide-y divide-slate-100 text-sm">
            {thread.data?.map((m) => (
              <li key={m.id} className="flex justify-between gap-4 py-2">
                <span className="whitespace-pre-line">{m.text}</span>
                <span className="shrink-0 text-slate-600">{formatInstant(m.receivedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
