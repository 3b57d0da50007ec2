import { useState } from 'react';
import type { AdminMessageDto } from '../../../../shared/api-admin';
import { channelLabel, humanize, messageStatusLabel } from '../../../../shared/labels';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useMessage } from '../api/get-message';
import { formatInstant } from '../model/format';

/** An outbox message opened as it was sent: an email's subject, HTML or text and attachments; a text's words. */
export function MessageDialog({
  message,
  onClose,
}: {
  message: AdminMessageDto | null;
  onClose: () => void;
}) {
  const query = useMessage(message);
  const [view, setView] = useState<'html' | 'text'>('html');
  const m = query.data;
  return (
    <Dialog
      open={!!message}
      onOpenChange={(open) => !open && onClose()}
      title={message ? `${channelLabel(message.channel)} · ${humanize(message.kind)}` : ''}
      className="max-w-2xl"
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : m ? (
        <div className="space-y-3 text-sm">
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-2 gap-y-1">
            <dt className="font-semibold text-slate-600">To</dt>
            <dd className="break-all">{m.to}</dd>
            {m.subject !== null ? (
              <>
                <dt className="font-semibold text-slate-600">Subject</dt>
                <dd className="break-words font-medium">{m.subject}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-600">Status</dt>
            <dd>
              {messageStatusLabel(m.status)}
              {m.sentAt ? ` · ${formatInstant(m.sentAt)}` : ''}
            </dd>
            {m.attachments.length ? (
              <>
                <dt className="font-semibold text-slate-600">Attached</dt>
                <dd className="break-all">{m.attachments.join(', ')}</dd>
              </>
            ) : null}
          </dl>
          {m.html ? (
            <div role="group" aria-label="Show the message as" className="flex gap-2">
              {(['html', 'text'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={
                    view === v
                      ? 'rounded-lg bg-brand-700 px-3 py-1 font-semibold text-white'
                      : 'rounded-lg border border-slate-300 px-3 py-1 font-semibold text-slate-700'
                  }
                >
                  {v === 'html' ? 'As sent (HTML)' : 'Plain text'}
                </button>
              ))}
            </div>
          ) : null}
          {m.html && view === 'html' ? (
            // A sandbox with no permissions: the email's HTML shows, runs nothing and reaches nothing.
            <iframe
              title="The email as sent"
              sandbox=""
              srcDoc={m.html}
              className="h-[55vh] w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <pre
              aria-label="Message text"
              className="max-h-[55vh] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans"
            >
              {m.text}
            </pre>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
