import type { Brand } from '../../platform/mail/brand';
import type { EmailMessage } from '../../platform/mail/outbox';
import {
  type BookingFacts,
  type TemplateCall,
  templateCall,
  type TemplateName,
} from '../../platform/mail/templates/index';
import type { BookingRow } from './bookings.repository';
import { inviteAttachment } from './booking-calendar';
import { bookingAddressText } from '../../../shared/api-address';

/** What a booking email tells: fields of the stored booking (or of the one about to be stored). */
export type BookingFactsSource = Pick<
  BookingRow,
  | 'id'
  | 'customerName'
  | 'serviceName'
  | 'packageName'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'pincode'
  | 'totalPaise'
  | 'instructions'
>;

/** The facts a booking email tells, from the stored booking. */
export function bookingFacts(b: BookingFactsSource): BookingFacts {
  return {
    id: b.id,
    customerName: b.customerName,
    serviceName: b.serviceName,
    packageName: b.packageName,
    date: b.scheduledDate,
    time: b.scheduledTime,
    address: bookingAddressText(b),
    totalPaise: b.totalPaise,
    instructions: b.instructions,
  };
}

/** A booking email is queued as its template and facts; the outbox's sender renders it. */
const message = <N extends TemplateName>(kind: string, to: string, call: TemplateCall<N>): EmailMessage => ({
  kind,
  to,
  ...call,
});

/** The booking-received email carries the visit's calendar invite. */
export function bookingReceivedEmail(
  to: string,
  b: BookingFactsSource & Pick<BookingRow, 'calendarSequence'>,
  brand: Brand,
  seriesCount = 0,
): EmailMessage {
  const mail = message(
    'booking-received',
    to,
    templateCall('booking-received', brand, bookingFacts(b), seriesCount),
  );
  return { ...mail, attachments: [inviteAttachment(b, 'REQUEST')] };
}

/** `crew`: who is coming, lead first; never their numbers. */
export function cleanerAssignedEmail(to: string, b: BookingRow, crew: { names: string[] }, brand: Brand) {
  return message('cleaner-assigned', to, templateCall('cleaner-assigned', brand, bookingFacts(b), crew));
}

export function newJobEmail(to: string, b: BookingRow, brand: Brand, cleaner: { name: string }) {
  const job = { ...bookingFacts(b), customerPhone: b.phoneNumber };
  return message('cleaner-new-job', to, templateCall('cleaner-new-job', brand, job, { name: cleaner.name }));
}

export function onMyWayEmail(to: string, b: BookingRow, cleaner: { name: string }, brand: Brand) {
  return message(
    'cleaner-on-the-way',
    to,
    templateCall('cleaner-on-the-way', brand, bookingFacts(b), { name: cleaner.name }),
  );
}

export function statusChangedEmail(to: string, b: BookingRow, brand: Brand, note?: string) {
  return message(
    'status-changed',
    to,
    templateCall('status-changed', brand, bookingFacts(b), { status: b.status, ...(note ? { note } : {}) }),
  );
}

/** Carries METHOD:CANCEL, so the customer's calendar drops the visit. */
export function cancelledEmail(to: string, b: BookingRow, brand: Brand): EmailMessage {
  const refundPaise = b.paymentStatus === 'refund_pending' ? b.totalPaise : undefined;
  const mail = message(
    'booking-cancelled',
    to,
    templateCall(
      'booking-cancelled',
      brand,
      bookingFacts(b),
      refundPaise === undefined ? {} : { refundPaise },
    ),
  );
  return { ...mail, attachments: [inviteAttachment(b, 'CANCEL')] };
}

/** Carries the invite with the next SEQUENCE, so the customer's calendar moves the visit. */
export function rescheduledEmail(to: string, b: BookingRow, brand: Brand): EmailMessage {
  const mail = message(
    'booking-rescheduled',
    to,
    templateCall('booking-rescheduled', brand, bookingFacts(b)),
  );
  return { ...mail, attachments: [inviteAttachment(b, 'REQUEST')] };
}

/** A held booking released unconfirmed; with `lateRefundPaise`, a payment that came too late goes back. */
export function releasedEmail(to: string, b: BookingRow, brand: Brand, lateRefundPaise?: number) {
  return message(
    'booking-released',
    to,
    templateCall(
      'booking-released',
      brand,
      bookingFacts(b),
      lateRefundPaise === undefined ? {} : { lateRefundPaise },
    ),
  );
}
