import type { ReactNode } from 'react';
import { useMessageText } from '../../i18n/message-text';
import { describeApiError } from '../../i18n/api-error';
import { Button } from './button';
import { Spinner } from './spinner';

/** The three states every list and page has besides its content: loading, failed (with why), empty. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  const message = useMessageText();
  return (
    <div className="flex items-center justify-center gap-2 py-10 text-slate-600">
      <Spinner label={message(label)} />
      <span aria-hidden>{message(label)}</span>
    </div>
  );
}

/** The failure in the active language (describeApiError's words; re-rendered when the language changes). */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const translate = useMessageText();
  const { title, message } = describeApiError(error);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {translate('Try again')}
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  const message = useMessageText();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      <p className="font-semibold text-slate-800">{message(title)}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  );
}
