import type { DbOrTx } from '../../db/client';
import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';
import { bookingReference } from '../../../shared/booking-reference';
import { TEXT_TEMPLATES, type TextKind } from '../../../shared/notifications';
import { clockTime, shortDate } from '../../platform/i18n/format';
import { dataText, smsText } from '../../platform/i18n/i18n';
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

/** The first name to greet; without one, 'there' ('Hi there') or 'जी' ('नमस्ते जी'). */
const firstName = (name: string, language: Language) =>
  name.trim().split(/\s+/)[0] || (language === 'hi' ? 'जी' : 'there');

/** A Google Maps link to the address: what a cleaner taps to find the house. */
const mapLink = (b: TextBooking) =>
  `https://maps.google.com/?q=${encodeURIComponent([b.addressLine1, b.addressLine2, b.city, b.pincode].filter(Boolean).join(', '))}`;

/** A text's variables in one language (dates, times and the catalogue's names are written in it). */
type Values = (language: Language) => Record<string, string>;

/**
 * SMS and WhatsApp about bookings, queued inside the caller's transaction. Each goes to a valid Indian
 * mobile only, on the channels the person allows (SMS unless they opted out, WhatsApp only after they
 * opted in and never to a number that answered STOP), once per dedupe key, in the person's language:
 * WhatsApp in it always (Meta's templates are per language, the Hindi ones under the same names); an
 * SMS in Hindi only for a kind with a Hindi DLT template (`hindiSmsKinds`), else in English, since a
 * DLT template's wording is fixed.
 */
export function createTextNotifications(deps: { publicUrl: string; hindiSmsKinds?: ReadonlySet<string> }) {
  const channelLanguage = (channel: TextChannel, kind: TextKind, language: Language): Language =>
    channel === 'sms' && language === 'hi' && !deps.hindiSmsKinds?.has(kind) ? 'en' : language;

  async function queue(
    tx: DbOrTx,
    to: { userId: string; phones: (string | null | undefined)[] },
    kind: TextKind,
    valuesIn: Values,
    key: { bookingId: string; suffix?: string },
  ): Promise<number> {
    const number = to.phones.map(indianMobile).find((n) => n !== null);
    if (!number) return 0;
    const prefs = await notificationsRepository.preferences(tx, to.userId);
    const accountLanguage = await notificationsRepository.language(tx, to.userId);
    const template = TEXT_TEMPLATES[kind];
    let queued = 0;
    for (const channel of ['sms', 'whatsapp'] as TextChannel[]) {
      if (!prefs[channel]) continue;
      if (channel === 'whatsapp' && (await notificationsRepository.isOptedOut(tx, channel, number))) continue;
      const language = channelLanguage(channel, kind, accountLanguage);
      const values = valuesIn(language);
      const id = await enqueueText(tx, {
        channel,
        kind,
        to: number,
        variables: template.vars.map((name) => ({ name, value: values[name] ?? '' })),
        language,
        text: smsText(language)(kind, values),
        bookingId: key.bookingId,
        dedupeKey: [key.bookingId, kind, key.suffix, channel, number].filter(Boolean).join(':'),
      });
      if (id) queued++;
    }
    return queued;
  }

  const customer = (b: TextBooking) => ({ userId: b.userId, phones: [b.phoneNumber] });
  const when = (b: TextBooking, language: Language) => ({
    date: shortDate(b.scheduledDate, language),
    time: clockTime(b.scheduledTime, language),
  });
  const service = (b: TextBooking, language: Language) => dataText(language, b.serviceName);
  const ref = (b: TextBooking) => bookingReference(b.id);
  const jobValues = (b: TextBooking) => (language: Language) => ({
    service: service(b, language),
    ...when(b, language),
    area: [b.city, b.pincode].filter(Boolean).join(' '),
    map: mapLink(b),
  });

  return {
    bookingReceived: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-received',
        (l) => ({ name: firstName(b.customerName, l), service: service(b, l), ...when(b, l), ref: ref(b) }),
        { bookingId: b.id },
      ),

    cleanerAssigned: (tx: DbOrTx, b: TextBooking, lead: TextCleaner, assignedAt: Date) =>
      queue(
        tx,
        customer(b),
        'cleaner-assigned',
        (l) => ({
          name: firstName(b.customerName, l),
          cleaner: lead.name,
          phone: lead.phone || '-',
          ...when(b, l),
        }),
        { bookingId: b.id, suffix: `${lead.cleanerId}@${assignedAt.getTime()}` },
      ),

    onMyWay: (tx: DbOrTx, b: TextBooking, cleaner: { name: string; phone: string }) =>
      queue(
        tx,
        customer(b),
        'cleaner-on-the-way',
        () => ({ cleaner: cleaner.name, phone: cleaner.phone || '-' }),
        { bookingId: b.id },
      ),

    reminder: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-reminder',
        (l) => ({ service: service(b, l), ...when(b, l), code: b.startCode }),
        { bookingId: b.id },
      ),

    completed: (tx: DbOrTx, b: TextBooking) =>
      queue(tx, customer(b), 'booking-completed', (l) => ({ service: service(b, l), ref: ref(b) }), {
        bookingId: b.id,
      }),

    paymentReceived: (tx: DbOrTx, b: TextBooking, payment: { id: string; amountPaise: number }) =>
      queue(
        tx,
        customer(b),
        'payment-received',
        () => ({
          amount: formatRupees(payment.amountPaise),
          ref: ref(b),
          link: `${deps.publicUrl.replace(/\/$/, '')}/booking-documents?bookingId=${b.id}`,
        }),
        { bookingId: b.id, suffix: payment.id },
      ),

    cancelled: (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        customer(b),
        'booking-cancelled',
        (l) => ({ service: service(b, l), date: when(b, l).date, ref: ref(b) }),
        { bookingId: b.id },
      ),

    refundStarted: (tx: DbOrTx, b: TextBooking, refund: { id: string; amountPaise: number }) =>
      queue(
        tx,
        customer(b),
        'refund-started',
        () => ({ amount: formatRupees(refund.amountPaise), ref: ref(b) }),
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
