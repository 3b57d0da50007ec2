import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { OutboxAttachmentRef } from '../../platform/mail/outbox';
import { addDays } from '../../../shared/domain/time';
import { bookingAddressText } from '../../../shared/api-address';

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

/** REQUEST and CANCEL travel in mail (iTIP, RFC 5546); a download is PUBLISH: a copy, not a meeting request. */
export type InviteMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** Who sends the invite (ORGANIZER: the mail's From) and to whom (ATTENDEE: the customer). */
export interface InviteParties {
  organizer: { name: string; email: string };
}

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
  /** The ATTENDEE; none when the booking has no address (an erased account). */
  customerName: string;
  customerEmail: string;
  /** PUBLISH only: a cancelled visit downloads as CANCELLED. */
  cancelled?: boolean;
}

/** '2026-12-02', '10:00' + 90 min -> the wall-clock end in India, possibly the next day. */
function wallClockEnd(date: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const rest = total % 1440;
  return `${day}T${String(Math.floor(rest / 60)).padStart(2, '0')}:${String(rest % 60).padStart(2, '0')}:00`;
}

const METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/** The address of a From header ('Chamak <hello@chamak.in>' -> hello@chamak.in). */
export function addressOf(from: string): string {
  const trimmed = from.trim();
  const open = trimmed.lastIndexOf('<');
  return open >= 0 && trimmed.endsWith('>') ? trimmed.slice(open + 1, -1).trim() : trimmed;
}

/**
 * A booking as an iCalendar invite: one stable UID per booking so a calendar updates the same event,
 * Asia/Kolkata wall-clock times from the start to the end of the job, the address as the location,
 * SEQUENCE from the booking's reschedules, METHOD:CANCEL to remove it. RFC 6047/5546: a REQUEST or
 * CANCEL names its ORGANIZER (the sender) and ATTENDEE (the customer, RSVP=FALSE: nothing to answer),
 * or Gmail and Outlook treat it as a plain file.
 */
export function bookingInvite(
  b: InviteBooking,
  opts: { method: InviteMethod; uidDomain: string; now: Date } & InviteParties,
): string {
  const cal = ical({
    prodId: { company: 'Chamak', product: 'Bookings', language: 'EN' },
    method: METHODS[opts.method],
    timezone: { name: null, generator: () => IST_VTIMEZONE },
  });
  const cancelled = opts.method === 'CANCEL' || (opts.method === 'PUBLISH' && b.cancelled);
  cal.createEvent({
    id: `booking-${b.id}@${opts.uidDomain}`,
    sequence: b.calendarSequence,
    stamp: opts.now,
    start: `${b.scheduledDate}T${b.scheduledTime}:00`,
    end: wallClockEnd(b.scheduledDate, b.scheduledTime, b.durationMinutes),
    timezone: 'Asia/Kolkata',
    summary: `Chamak: ${[b.serviceName, b.packageName].filter(Boolean).join(' · ')}`,
    location: bookingAddressText(b),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: opts.organizer,
    attendees:
      opts.method !== 'PUBLISH' && b.customerEmail
        ? [
            {
              email: b.customerEmail,
              name: b.customerName || null,
              role: ICalAttendeeRole.REQ,
              status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ]
        : [],
  });
  return cal.toString();
}

/**
 * The invite as an outbox attachment: the reference carries what it says (time, sequence, method), so
 * a mail sent later still carries the invite of its own moment.
 */
export function inviteAttachment(
  b: Pick<InviteBooking, 'id' | 'scheduledDate' | 'scheduledTime' | 'calendarSequence'>,
  method: Exclude<InviteMethod, 'PUBLISH'>,
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
    method: method as Exclude<InviteMethod, 'PUBLISH'>,
    scheduledDate,
    scheduledTime,
  };
}

export const inviteContentType = (method: InviteMethod) => `text/calendar; charset=utf-8; method=${method}`;
