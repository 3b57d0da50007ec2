import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { OutboxAttachmentRef } from '../../platform/mail/outbox';
import { addDays } from '../../../shared/domain/time';

/** The email outbox's attachment type for a booking's calendar invite (rendered when the mail is sent). */
export const BOOKING_ICS = 'booking-ics';

const IST_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type InviteMethod = 'REQUEST' | 'CANCEL';

export interface InviteBooking {
  id: string;
  serviceName: string;
  packageName: string;
  scheduledDate: string;
  scheduledTime: string;
  durationMinutes: number;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  calendarSequence: number;
}

/** '2026-12-02', '10:00' + 90 min -> the wall-clock end in India, possibly the next day. */
function wallClockEnd(date: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const rest = total % 1440;
  return `${day}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}:00`;
}

/**
 * A booking as an iCalendar invite: one stable UID per booking so a calendar updates the same event,
 * Asia/Kolkata wall-clock times from the start to the end of the job, the address as the location,
 * SEQUENCE from the booking's reschedules, METHOD:CANCEL to remove it.
 */
export function bookingInvite(
  b: InviteBooking,
  opts: { method: InviteMethod; uidDomain: string; organizerEmail?: string; now: Date },
): string {
  const cal = ical({
    prodId: { company: 'Chamak', product: 'Bookings', language: 'EN' },
    method: opts.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: () => IST_VTIMEZONE },
  });
  cal.createEvent({
    id: `booking-${b.id}@${opts.uidDomain}`,
    sequence: b.calendarSequence,
    stamp: opts.now,
    start: `${b.scheduledDate}T${b.scheduledTime}:00`,
    end: wallClockEnd(b.scheduledDate, b.scheduledTime, b.durationMinutes),
    timezone: 'Asia/Kolkata',
    summary: `Chamak: ${[b.serviceName, b.packageName].filter(Boolean).join(' · ')}`,
    location: `${[b.addressLine1, b.addressLine2, b.city, b.state].filter(Boolean).join(', ')} - ${b.pincode}`,
    status: opts.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(opts.organizerEmail ? { organizer: { name: 'Chamak', email: opts.organizerEmail } } : {}),
  });
  return cal.toString();
}

/**
 * The invite as an outbox attachment: the reference carries what it says (time, sequence, method), so
 * a mail sent later still carries the invite of its own moment.
 */
export function inviteAttachment(
  b: Pick<InviteBooking, 'id' | 'scheduledDate' | 'scheduledTime' | 'calendarSequence'>,
  method: InviteMethod,
): OutboxAttachmentRef {
  return {
    type: BOOKING_ICS,
    ref: [b.id, b.calendarSequence, method, b.scheduledDate, b.scheduledTime].join('|'),
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
  };
}

export function parseInviteRef(ref: string) {
  const [id, sequence, method, scheduledDate, scheduledTime] = ref.split('|');
  if (!id || !/^\d+$/.test(sequence) || (method !== 'REQUEST' && method !== 'CANCEL'))
    throw new Error(`bad invite reference '${ref}'`);
  return {
    id,
    calendarSequence: Number(sequence),
    method: method as InviteMethod,
    scheduledDate,
    scheduledTime,
  };
}

export const inviteContentType = (method: InviteMethod) => `text/calendar; charset=utf-8; method=${method}`;
