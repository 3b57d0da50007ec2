import { bookingStatusLabel } from '../../../shared/labels';
import { useMessageText } from '../../i18n/message-text';
import { cn } from '../ui/cn';
import { statusColours } from './booking-status';

/**
 * A booking's status in words ('In progress', not IN-PROGRESS) for the consoles: the shared label, in
 * Hindi through the messages catalogue when the cleaner reads Hindi.
 */
export function StatusLabelBadge({ status, className }: { status: string; className?: string }) {
  const text = useMessageText();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        statusColours[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
        className,
      )}
    >
      {text(bookingStatusLabel(status))}
    </span>
  );
}
