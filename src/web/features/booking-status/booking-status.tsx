import type { BookingDto } from '../../../shared/api-bookings';
import { cn } from '../../components/ui/cn';
import { i18n } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { BOOKING_NS, statusName, timeText } from '../booking/i18n';

const t = (key: string, values?: Record<string, string>) => i18n.t(key, { ns: BOOKING_NS, ...values });

/** SPEC §4 status colours: pending amber, assigned blue, in-progress purple, completed green, cancelled red. */
const colours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  assigned: 'bg-blue-100 text-blue-900 ring-blue-300',
  'in-progress': 'bg-purple-100 text-purple-900 ring-purple-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: string }) {
  useTranslation(BOOKING_NS); // re-render on a language change
  const known = status in colours;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1',
        known ? colours[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {known ? statusName(status) : t('status.names.unknown')}
    </span>
  );
}

/** SPEC §4 status messages. */
export function statusMessage(booking: Pick<BookingDto, 'status' | 'cleanerId'>): string {
  const name = booking.cleanerId?.name;
  switch (booking.status) {
    case 'pending':
      return t('status.pending');
    case 'assigned':
      return name ? t('status.assignedTo', { name }) : t('status.assigned');
    case 'in-progress':
      return t('status.inProgress', { name: name ?? t('status.theCleaner') });
    case 'completed':
      return t('status.completed');
    case 'cancelled':
      return t('status.cancelled');
    default:
      return t('status.unknown');
  }
}

const dateFormat = (language: string) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '24 Nov 2026, 2:00 PM' (en-IN; '24 नव॰ 2026, 2:00 अपराह्न' in Hindi), from the booking's IST date and time. */
export function formatBookingWhen(date: string, time: string): string {
  const day = dateFormat(i18n.language).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return `${day}, ${timeText(time.slice(0, 5))}`;
}
