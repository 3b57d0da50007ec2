import { useCallback } from 'react';
import type { BookingDto } from '../../../shared/api-bookings';
import { cn } from '../ui/cn';
import { useTranslation } from '../../i18n/react';
import { formatDayTime, formatInstantTime } from '../../../shared/domain/date-format';
import { MY_BOOKINGS_NS } from '../../i18n/namespaces/my-bookings';
import { HOLD_RELEASED_REASON } from '../../../shared/domain/booking-rules';

/** Status colours: pending amber, assigned blue, in-progress purple, completed green, cancelled red. */
export const statusColours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  assigned: 'bg-blue-100 text-blue-900 ring-blue-300',
  'in-progress': 'bg-purple-100 text-purple-900 ring-purple-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const known = status in statusColours;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1',
        known ? statusColours[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {t(`status.${known ? status : 'unknown'}`)}
    </span>
  );
}

/**
 * The state as the customer reads it: held for payment, received (booked, no crew confirmed yet),
 * assigned, on the way, in progress, completed or cancelled. Never 'confirmed' before a crew is assigned.
 */
export type CustomerState =
  | 'awaitingPayment'
  | 'received'
  | 'assigned'
  | 'onTheWay'
  | 'in-progress'
  | 'completed'
  | 'cancelled'
  | 'notBooked'
  | 'unknown';

type StateOf = Pick<BookingDto, 'status' | 'holdExpiresAt' | 'onMyWayAt' | 'paymentStatus'> &
  Partial<Pick<BookingDto, 'cancelReason'>>;

/** A hold released because its payment never came: it was never booked, so it is not "cancelled". */
export const isUnpaidHoldReleased = (
  b: Pick<BookingDto, 'status'> & Partial<Pick<BookingDto, 'cancelReason'>>,
) => b.status === 'cancelled' && b.cancelReason === HOLD_RELEASED_REASON;

export function customerState(b: StateOf): CustomerState {
  switch (b.status) {
    case 'pending':
      return b.holdExpiresAt && b.paymentStatus === 'unpaid' ? 'awaitingPayment' : 'received';
    case 'assigned':
      return b.onMyWayAt ? 'onTheWay' : 'assigned';
    case 'cancelled':
      return isUnpaidHoldReleased(b) ? 'notBooked' : 'cancelled';
    case 'in-progress':
    case 'completed':
      return b.status;
    default:
      return 'unknown';
  }
}

const stateColours: Record<CustomerState, string> = {
  awaitingPayment: 'bg-amber-50 text-amber-900 ring-amber-300',
  received: statusColours.pending,
  assigned: statusColours.assigned,
  onTheWay: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  'in-progress': statusColours['in-progress'],
  completed: statusColours.completed,
  cancelled: statusColours.cancelled,
  notBooked: 'bg-slate-100 text-slate-800 ring-slate-300',
  unknown: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** The customer's badge: the same words as the card's message and the confirmation page. */
export function CustomerStatusBadge({ booking }: { booking: StateOf }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const state = customerState(booking);
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1',
        stateColours[state],
      )}
    >
      {t(`customerStatus.${state}`)}
    </span>
  );
}

/** An instant's time of day in India, as 'HH:MM'. */
export const indiaTimeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const messageKeys: Record<string, [named: string, unnamed: string]> = {
  pending: ['pending', 'pending'],
  assigned: ['assignedNamed', 'assigned'],
  'in-progress': ['inProgressNamed', 'inProgress'],
  completed: ['completed', 'completed'],
  cancelled: ['cancelled', 'cancelled'],
};

/** Status messages, in the active language; on the way with the time the crew set out. */
export function useStatusMessage() {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  return useCallback(
    (
      booking: Pick<BookingDto, 'status' | 'cleanerId'> &
        Partial<Pick<BookingDto, 'onMyWayAt' | 'cancelReason'>>,
    ): string => {
      const name = booking.cleanerId?.name;
      if (isUnpaidHoldReleased(booking)) return t('statusMessage.notBooked');
      // The crew set out: the card says so with the time, not 'will contact you soon'.
      if (booking.status === 'assigned' && booking.onMyWayAt) {
        const time = formatInstantTime(booking.onMyWayAt, i18n.language);
        return name
          ? t('statusMessage.onTheWayNamed', { name, time })
          : t('statusMessage.onTheWay', { time });
      }
      const [named, unnamed] = messageKeys[booking.status] ?? ['unknown', 'unknown'];
      return name ? t(`statusMessage.${named}`, { name }) : t(`statusMessage.${unnamed}`);
    },
    [t, i18n.language],
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
