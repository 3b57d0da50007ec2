import type { Brand } from '../../platform/mail/brand';
import type { EmailMessage } from '../../platform/mail/outbox';
import {
  type BookingFacts,
  type RenderedEmail,
  renderBookingCancelled,
  renderBookingReceived,
  renderBookingRescheduled,
  renderCleanerAssignedToCustomer,
  renderNewJobForCleaner,
  renderOnMyWay,
  renderStatusChanged,
} from '../../platform/mail/templates/index';
import type { BookingRow } from './bookings.repository';
import { inviteAttachment } from './booking-calendar';

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
    address: `${[b.addressLine1, b.addressLine2, b.city, b.state].filter(Boolean).join(', ')} - ${b.pincode}`,
    totalPaise: b.totalPaise,
    instructions: b.instructions,
  };
}

const message = async (
  kind: string,
  to: string,
  rendered: Promise<RenderedEmail>,
): Promise<EmailMessage> => ({
  kind,
  to,
  ...(await rendered),
});

/** The booking-received email carries the visit's calendar invite. */
export async function bookingReceivedEmail(
  to: string,
  b: BookingFactsSource & Pick<BookingRow, 'calendarSequence'>,
  brand: Brand,
  seriesCount = 0,
): Promise<EmailMessage> {
  const mail = await message(
    'booking-received',
    to,
    renderBookingReceived(brand, bookingFacts(b), seriesCount),
  );
  return { ...mail, attachments: [inviteAttachment(b, 'REQUEST')] };
}

export function cleanerAssignedEmail(
  to: string,
  b: BookingRow,
  cleaner: { name: string; phone: string },
  brand: Brand,
) {
  return message('cleaner-assigned', to, renderCleanerAssignedToCustomer(brand, bookingFacts(b), cleaner));
}

export function newJobEmail(to: string, b: BookingRow, brand: Brand, cleaner: { name: string }) {
  const job = { ...bookingFacts(b), customerPhone: b.phoneNumber };
  return message('cleaner-new-job', to, renderNewJobForCleaner(brand, job, cleaner));
}

export function onMyWayEmail(
  to: string,
  b: BookingRow,
  cleaner: { name: string; phone: string },
  brand: Brand,
) {
  return message('cleaner-on-the-way', to, renderOnMyWay(brand, bookingFacts(b), cleaner));
}

export function statusChangedEmail(to: string, b: BookingRow, brand: Brand, note?: string) {
  return message(
    'status-changed',
    to,
    renderStatusChanged(brand, bookingFacts(b), { status: b.status, note }),
  );
}

/** Carries METHOD:CANCEL, so the customer's calendar drops the visit. */
export async function cancelledEmail(to: string, b: BookingRow, brand: Brand): Promise<EmailMessage> {
  const refundPaise = b.paymentStatus === 'refund_pending' ? b.totalPaise : undefined;
  const mail = await message(
    'booking-cancelled',
    to,
    renderBookingCancelled(brand, bookingFacts(b), { refundPaise }),
  );
  return { ...mail, attachments: [inviteAttachment(b, 'CANCEL')] };
}

/** Carries the invite with the next SEQUENCE, so the customer's calendar moves the visit. */
export async function rescheduledEmail(to: string, b: BookingRow, brand: Brand): Promise<EmailMessage> {
  const mail = await message('booking-rescheduled', to, renderBookingRescheduled(brand, bookingFacts(b)));
  return { ...mail, attachments: [inviteAttachment(b, 'REQUEST')] };
}
