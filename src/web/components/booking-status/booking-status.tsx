import type { BookingDto } from '../../../shared/api-bookings';
import { cn } from '../ui/cn';

/** SPEC §4 status colours: pending amber, assigned blue, in-progress purple, completed green, cancelled red. */
const colours: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  assigned: 'bg-blue-100 text-blue-900 ring-blue-300',
  'in-progress': 'bg-purple-100 text-purple-900 ring-purple-300',
  completed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: string }) {
  const known = status in colours;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide ring-1',
        known ? colours[status] : 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {known ? status : 'unknown'}
    </span>
  );
}

/** SPEC §4 status messages. */
export function statusMessage(booking: Pick<BookingDto, 'status' | 'cleanerId'>): string {
  const name = booking.cleanerId?.name;
  switch (booking.status) {
    case 'pending':
      return 'Your booking is being processed. We will assign a cleaner soon.';
    case 'assigned':
      return name
        ? `${name} has been assigned to your booking and will contact you soon.`
        : 'A cleaner has been assigned to your booking.';
    case 'in-progress':
      return `${name ?? 'The cleaner'} is currently working on your service.`;
    case 'completed':
      return 'Your service has been completed. Thank you for choosing us!';
    case 'cancelled':
      return 'This booking has been cancelled.';
    default:
      return 'Booking status unknown.';
  }
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '24 Nov 2026, 2:00 PM' in en-IN, from the booking's IST date and time. */
export function formatBookingWhen(date: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${dateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`))}, ${hour}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}
