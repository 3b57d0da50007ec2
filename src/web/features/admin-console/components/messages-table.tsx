import { useState } from 'react';
import type { AdminMessageDto } from '../../../../shared/api-admin';
import { channelLabel, humanize, messageStatusLabel } from '../../../../shared/labels';
import { Button } from '../../../components/ui/button';
import { useRetryMessage } from '../api/retry-message';
import { formatInstant } from '../model/format';
import { MessageDialog } from './message-dialog';
import { SimpleTable } from './simple-table';

/** '919876543210' -> '+91 98765 43210' */
const phoneForPeople = (digits: string) =>
  digits.length === 12 ? `+${digits.slice(0, 2)} ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;

/** Messages of every channel: who got what, how it stands, the provider's id and any error; each opens. */
export function MessagesTable({ caption, messages }: { caption: string; messages: AdminMessageDto[] }) {
  const retry = useRetryMessage();
  const [open, setOpen] = useState<AdminMessageDto | null>(null);
  return (
    <>
      <SimpleTable
        caption={caption}
        rows={messages}
        rowKey={(m) => `${m.channel}:${m.id}`}
        columns={[
          { header: 'Created', cell: (m) => formatInstant(m.createdAt) },
          {
            header: 'Channel',
            cell: (m) => (
              <>
                <b>{channelLabel(m.channel)}</b>
                <span className="block text-xs text-slate-600">{humanize(m.kind)}</span>
              </>
            ),
          },
          {
            header: 'To',
            cell: (m) =>
              m.channel === 'email' ? (
                <span className="break-all">{m.to}</span>
              ) : m.channel === 'push' ? (
                // A push goes to a device: its subscription's id.
                <span className="whitespace-nowrap">device {m.to.slice(0, 8)}</span>
              ) : (
                <span className="whitespace-nowrap">{phoneForPeople(m.to)}</span>
              ),
          },
          {
            header: 'Message',
            cell: (m) => (
              <button
                type="button"
                onClick={() => setOpen(m)}
                className="max-w-full text-left font-medium text-brand-700 underline [overflow-wrap:anywhere]"
              >
                {m.summary}
                <span className="sr-only"> (open)</span>
              </button>
            ),
          },
          {
            header: 'Status',
            cell: (m) => (
              <>
                <b>{messageStatusLabel(m.status)}</b>
                {m.deliveryStatus ? ` · ${messageStatusLabel(m.deliveryStatus)}` : ''} · {m.attempts}{' '}
                {m.attempts === 1 ? 'try' : 'tries'}
                {m.providerMessageId ? (
                  <span className="block break-all text-xs text-slate-600">{m.providerMessageId}</span>
                ) : null}
                {m.lastError ? <span className="block text-xs text-red-700">{m.lastError}</span> : null}
              </>
            ),
          },
          {
            header: 'Sent / failed',
            cell: (m) =>
              m.failedAt ? (
                <span className="text-red-700">Failed {formatInstant(m.failedAt)}</span>
              ) : (
                formatInstant(m.sentAt)
              ),
          },
          {
            header: 'Action',
            cell: (m) => (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(m)}>
                  Open
                </Button>
                {m.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate({ id: m.id, channel: m.channel, to: m.to })}
                  >
                    Retry
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
