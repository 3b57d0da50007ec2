import type { ErrorDescription } from '../../lib/api-client';
import { CheckIcon } from './line-icons';

/** The form's outcome: the server's success message, or the described error. */
export function FormFeedback({
  success,
  failure,
}: {
  success: string | null;
  failure: ErrorDescription | null;
}) {
  if (success) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200"
      >
        <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {success}
      </p>
    );
  }
  if (failure) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
        <p className="font-semibold">{failure.title}</p>
        <p className="mt-0.5">{failure.message}</p>
      </div>
    );
  }
  return null;
}
