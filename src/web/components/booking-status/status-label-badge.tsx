import { bookingStatusLabel } from '../../../shared/labels';
import { useTranslation } from '../../i18n/react';
import { MY_BOOKINGS_NS } from '../../i18n/namespaces/my-bookings';
import { cn } from '../ui/cn';
import { statusColours } from './booking-status';

/**
 * A booking's status in words ('In progress', not IN-PROGRESS) for the consoles: the shared label in
 * English, and the status words customers already read in Hindi (my-bookings texts) for a Hindi cleaner.
 */
export function StatusLabelBadge({ status, className }: { status: string; className?: string }) {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  const known = status in statusColours;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        known ? statusColours[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
        className,
      )}
    >
      {i18n.language === 'en' ? bookingStatusLabel(status) : t(`status.${known ? status : 'unknown'}`)}
    </span>
  );
}
