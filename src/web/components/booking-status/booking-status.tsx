import { useCallback } from 'react';
import type { BookingDto } from '../../../shared/api-bookings';
import { cn } from '../ui/cn';
import { useTranslation } from '../../i18n/react';
import { formatDayTime } from '../../../shared/domain/date-format';
import { MY_BOOKINGS_NS } from '../../i18n/namespaces/my-bookings';

/** SPEC §4 status colours: pending amber, assigned blue, in-progress purple, completed green, cancelled red. */
const colours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  assigned: 'bg-blue-100 text-blue-900 ring-blue-300',
  'in-progress': 'bg-purple-100 text-purple-900 ring-purple-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const known = status in colours;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1',
        known ? colours[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {t(`status.${known ? status : 'unknown'}`)}
    </span>
  );
}

const messageKeys: Record<string, [named: string, unnamed: string]> = {
  pending: ['pending', 'pending'],
  assigned: ['assignedNamed', 'assigned'],
  'in-progress': ['inProgressNamed', 'inProgress'],
  completed: ['completed', 'completed'],
  cancelled: ['cancelled', 'cancelled'],
};

/** SPEC §4 status messages, in the active language. */
export function useStatusMessage() {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  return useCallback(
    (booking: Pick<BookingDto, 'status' | 'cleanerId'>): string => {
      const name = booking.cleanerId?.name;
      const [named, unnamed] = messageKeys[booking.status] ?? ['unknown', 'unknown'];
      return name ? t(`statusMessage.${named}`, { name }) : t(`statusMessage.${unnamed}`);
    },
    [t],
  );
}

/** 'Tue, 24 Nov 2026, 2:00 PM', from the booking's IST date and time (the one format). */
export const formatBookingWhen = (date: string, time: string): string => formatDayTime(date, time, 'en');

/** formatBookingWhen in the active language: 'मंगल, 24 नवंबर 2026, दोपहर 2:00' in Hindi. */
export function useBookingWhen() {
  const { i18n } = useTranslation(MY_BOOKINGS_NS);
  return useCallback(
    (date: string, time: string) => formatDayTime(date, time, i18n.language),
    [i18n.language],
  );
}
