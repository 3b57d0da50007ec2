import { formatMinutes } from '../../../shared/domain/durations';
import { formatDateLong, formatTime12h } from '../../../shared/domain/time';
import { formatRupeesExact } from '../../../shared/money';
import type { EmailMessage } from '../../platform/mail/outbox';
import type { BookingRow } from './bookings.repository';

const when = (b: BookingRow) => `${formatDateLong(b.scheduledDate)} at ${formatTime12h(b.scheduledTime)}`;
const sign = (company: string) => `\n\n— ${company}`;

export function bookingReceivedEmail(
  to: string,
  b: BookingRow,
  company: string,
  seriesCount = 0,
): EmailMessage {
  return {
    kind: 'booking-received',
    to,
    subject: `Booking received: ${b.serviceName} on ${formatDateLong(b.scheduledDate)}`,
    text:
      `Hi ${b.customerName || 'there'},\n\nWe have received your booking for ${b.serviceName} (${b.packageName}) on ${when(b)}.\n` +
      `Address: ${[b.addressLine1, b.addressLine2, b.city, b.state].filter(Boolean).join(', ')} - ${b.pincode}\n` +
      `Total: ${formatRupeesExact(b.totalPaise)}\nBooking id: ${b.id}\n` +
      (seriesCount > 0
        ? `We have also booked ${seriesCount} more visit(s) of your ${b.frequency} plan.\n`
        : '') +
      `\nA cleaner will be assigned soon, and our team will contact you one day before the visit.` +
      sign(company),
  };
}

export function cleanerAssignedEmail(
  to: string,
  b: BookingRow,
  cleaner: { name: string; phone: string },
  company: string,
): EmailMessage {
  return {
    kind: 'cleaner-assigned',
    to,
    subject: `${cleaner.name} will clean on ${formatDateLong(b.scheduledDate)}`,
    text: `Hi ${b.customerName || 'there'},\n\n${cleaner.name} (${cleaner.phone}) has been assigned to your ${b.serviceName} booking on ${when(b)} and will contact you soon.${sign(company)}`,
  };
}

/** To each cleaner of the crew: when, where and what the customer asked for; never the start code. */
export function newJobEmail(to: string, b: BookingRow, company: string): EmailMessage {
  const address = [b.addressLine1, b.addressLine2, b.city, b.state].filter(Boolean).join(', ');
  return {
    kind: 'cleaner-new-job',
    to,
    subject: `New job: ${b.serviceName} on ${formatDateLong(b.scheduledDate)}`,
    text:
      `You have a new job: ${b.serviceName} (${b.packageName}) on ${when(b)}, about ${formatMinutes(b.durationMinutes)}` +
      (b.crewSize > 1 ? ` with a crew of ${b.crewSize}` : '') +
      `.\nAddress: ${address} - ${b.pincode}\nCustomer: ${b.customerName || 'Customer'}, ${b.phoneNumber}\n` +
      (b.instructions ? `Instructions: ${b.instructions}\n` : '') +
      `Ask the customer for their start code when you arrive.${sign(company)}`,
  };
}

export function onMyWayEmail(to: string, b: BookingRow, cleanerName: string, company: string): EmailMessage {
  return {
    kind: 'cleaner-on-the-way',
    to,
    subject: `${cleanerName} is on the way`,
    text: `Hi ${b.customerName || 'there'},\n\n${cleanerName} is on the way for your ${b.serviceName} booking on ${when(b)}. Please keep your 4-digit start code ready: the job starts when you tell it to ${cleanerName} at the door.${sign(company)}`,
  };
}

const statusWords: Record<string, string> = {
  'in-progress': 'is now in progress',
  completed: 'has been completed. Thank you for choosing us!',
  pending: 'is waiting for a cleaner to be assigned',
  assigned: 'has a cleaner assigned',
};

export function statusChangedEmail(to: string, b: BookingRow, company: string): EmailMessage {
  return {
    kind: 'status-changed',
    to,
    subject: `Your ${b.serviceName} booking ${b.status === 'completed' ? 'is complete' : 'was updated'}`,
    text: `Hi ${b.customerName || 'there'},\n\nYour ${b.serviceName} booking on ${when(b)} ${statusWords[b.status] ?? `is now ${b.status}`}.${sign(company)}`,
  };
}

export function cancelledEmail(to: string, b: BookingRow, company: string): EmailMessage {
  const refund =
    b.paymentStatus === 'refund_pending'
      ? `\nYour payment of ${formatRupeesExact(b.totalPaise)} will be refunded to the original method within 5-7 business days.`
      : '';
  return {
    kind: 'booking-cancelled',
    to,
    subject: `Booking cancelled: ${b.serviceName} on ${formatDateLong(b.scheduledDate)}`,
    text: `Hi ${b.customerName || 'there'},\n\nYour ${b.serviceName} booking on ${when(b)} has been cancelled.${refund}${sign(company)}`,
  };
}

export function rescheduledEmail(to: string, b: BookingRow, company: string): EmailMessage {
  return {
    kind: 'booking-rescheduled',
    to,
    subject: `Booking moved to ${formatDateLong(b.scheduledDate)}`,
    text: `Hi ${b.customerName || 'there'},\n\nYour ${b.serviceName} booking is now on ${when(b)}.${sign(company)}`,
  };
}
