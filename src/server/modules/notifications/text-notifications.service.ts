import type { DbOrTx } from '../../db/client';
import { formatRupees } from '../../../shared/money';
import { bookingReference } from '../../../shared/booking-reference';
import { shortIndianDate, shortTime, TEXT_TEMPLATES, type TextKind } from '../../../shared/notifications';
import { indianMobile } from '../../platform/messaging/phone';
import type { TextChannel } from '../../platform/messaging/provider';
import { enqueueText } from '../../platform/messaging/text-outbox';
import { notificationsRepository } from './notifications.repository';

/** What a booking's texts read from it: fields of the stored booking row. */
export interface TextBooking {
  id: string;
  userId: string;
  customerName: string;
  phoneNumber: string;
  serviceName: string;
  scheduledDate: string;
  scheduledTime: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  startCode: string;
}

export interface TextCleaner {
  cleanerId: string;
  name: string;
  phone: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** A Google Maps link to the address: what a cleaner taps to find the house. */
const mapLink = (b: TextBooking) =>
  `https://maps.google.com/?q=${encodeURIComponent([b.addressLine1, b.addressLine2, b.city, b.pincode].filter(Boolean).join(', '))}`;

/**
 * SMS and WhatsApp about bookings, queued inside the caller's transaction. Each goes to a valid Indian
 * mobile only, on the channels the person allows (SMS unless they opted out, WhatsApp only after they
 * opted in and never to a number that answered STOP), once per dedupe key.
 */
export function createTextNotifications(deps: { publicUrl: string }) {
  async function queue(
    tx: DbOrTx,
    to: { userId: string; phones: (string | null | undefined)[] },
    kind: TextKind,
    values: Record<string, string>,
    key: { bookingId: string; suffix?: string },
  ): Promise<number> {
    const number = to.phones.map(indianMobile).find((n) => n !== null);
    if (!number) return 0;
    const prefs = await notificationsRepository.preferences(tx, to.userId);
    const template = TEXT_TEMPLATES[kind];
    const variables = template.vars.map((name) => ({ name, value: values[name] ?? '' }));
    const text = (template.text as (v: Record<string, string>) => string)(values);
    let queued = 0;
    for (const channel of ['sms', 'whatsapp'] as TextChannel[]) {
      if (!prefs[channel]) continue;
      if (channel === 'whatsapp' && (await notificationsRepository.isOptedOut(tx, channel, number))) continue;
      const id = await enqueueText(tx, {
        channel,
        kind,
        to: number,
        variables,
        language: 'en',
        text,
        bookingId: key.bookingId,
        dedupeKey: [key.bookingId, kind, key.suffix, channel, number].filter(Boolean).join(':'),
      });
      if (id) queued++;
    }
    return queued;
  }

  const customer = (b: TextBooking) => ({ userId: b.userId, phones: [b.phoneNumber] });
  const when = (b: TextBooking) => ({
    date: shortIndianDate(b.scheduledDate),
    time: shortTime(b.scheduledTime),
  });
  const ref = (b: TextBooking) => bookingReference(b.id);
  const jobValues = (b: TextBooking) => ({
    service: b.serviceName,
    ...when(b),
    area: [b.city, b.pincode].filter(Boolean).join(' '),
    map: mapLink(b),
  });

  return {
    bookingReceived: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-received',
        { name: firstName(b.customerName), service: b.serviceName, ...when(b), ref: ref(b) },
        { bookingId: b.id },
      ),

    cleanerAssigned: (tx: DbOrTx, b: TextBooking, lead: TextCleaner, assignedAt: Date) =>
      queue(
        tx,
        customer(b),
        'cleaner-assigned',
        { name: firstName(b.customerName), cleaner: lead.name, phone: lead.phone || '-', ...when(b) },
        { bookingId: b.id, suffix: `${lead.cleanerId}@${assignedAt.getTime()}` },
      ),

    onMyWay: (tx: DbOrTx, b: TextBooking, cleaner: { name: string; phone: string }) =>
      queue(
        tx,
        customer(b),
        'cleaner-on-the-way',
        { cleaner: cleaner.name, phone: cleaner.phone || '-' },
        { bookingId: b.id },
      ),

    reminder: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-reminder',
        { service: b.serviceName, ...when(b), code: b.startCode },
        { bookingId: b.id },
      ),

    completed: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-completed',
        { service: b.serviceName, ref: ref(b) },
        { bookingId: b.id },
      ),

    paymentReceived: (tx: DbOrTx, b: TextBooking, payment: { id: string; amountPaise: number }) =>
      queue(
        tx,
        customer(b),
        'payment-received',
        {
          amount: formatRupees(payment.amountPaise),
          ref: ref(b),
          link: `${deps.publicUrl.replace(/\/$/, '')}/booking-documents?bookingId=${b.id}`,
        },
        { bookingId: b.id, suffix: payment.id },
      ),

    cancelled: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-cancelled',
        { service: b.serviceName, date: when(b).date, ref: ref(b) },
        { bookingId: b.id },
      ),

    refundStarted: (tx: DbOrTx, b: TextBooking, refund: { id: string; amountPaise: number }) =>
      queue(
        tx,
        customer(b),
        'refund-started',
        { amount: formatRupees(refund.amountPaise), ref: ref(b) },
        { bookingId: b.id, suffix: refund.id },
      ),

    /** A cleaner's new job: time, area and map, never the customer's start code. */
    cleanerNewJob: (tx: DbOrTx, b: TextBooking, cleaner: TextCleaner, assignedAt: Date) =>
      queue(tx, { userId: cleaner.cleanerId, phones: [cleaner.phone] }, 'cleaner-new-job', jobValues(b), {
        bookingId: b.id,
        suffix: `${cleaner.cleanerId}@${assignedAt.getTime()}`,
      }),

    cleanerJobChanged: (tx: DbOrTx, b: TextBooking, cleaner: TextCleaner) =>
      queue(tx, { userId: cleaner.cleanerId, phones: [cleaner.phone] }, 'cleaner-job-changed', jobValues(b), {
        bookingId: b.id,
        suffix: `${cleaner.cleanerId}@${b.scheduledDate}T${b.scheduledTime}`,
      }),
  };
}

export type TextNotifications = ReturnType<typeof createTextNotifications>;
