import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { createSmtpTransport } from '../../platform/mail/smtp-transport';
import { closeSmtpServer, startSmtpServer, waitForMail } from '../../test/smtp-server';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD_FLAT_4 } from '../../test/bookings.test-support';

/**
 * The calendar invite travels with the booking's emails (rendered by the outbox when it sends, through a
 * real SMTP server on loopback) and is parsed here by ical.js, as a calendar would read it.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let smtp: { server: SMTPServer; port: number };
let t: TestApp;
let officeId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', MAIL_FROM: 'Chamak <mailer@chamak.test>' },
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, {
      from: 'Chamak <mailer@chamak.test>',
    }),
  });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  await t.app.outbox.runOnce(1_000);
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

function parseInvite(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vtimezone = cal.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    tzid: event.component.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    location: event.location,
    status: event.component.getFirstPropertyValue('status'),
    // A URI's scheme is case-insensitive (RFC 3986): compared in lower case.
    organizer: String(event.component.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    organizerName: event.component.getFirstProperty('organizer')?.getParameter('cn'),
    attendees: event.attendees.map((a) => ({
      value: String(a.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      cn: a.getParameter('cn'),
      rsvp: a.getParameter('rsvp'),
      role: a.getParameter('role'),
    })),
  };
}

/** The content-type of every MIME part, depth first, as `type; method` (the calendar's method only). */
function mimeTree(raw: string): string[] {
  return [...raw.matchAll(/^Content-Type:\s*([^;\r\n]+)(?:;[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*)?/gim)].map(
    (m) => {
      const method = /method=([A-Z]+)/i.exec(m[0])?.[1];
      return method ? `${m[1].toLowerCase()}; method=${method}` : m[1].toLowerCase();
    },
  );
}

/** Sends what is queued and returns the invite of the customer's mail with this subject prefix. */
async function inviteIn(email: string, subject: string) {
  const arriving = waitForMail(
    (m) => m.envelopeTo.includes(email) && m.headers.get('subject')!.startsWith(subject),
  );
  await t.app.outbox.runOnce(1_000);
  const raw = (await arriving).raw;
  const mail = await simpleParser(raw);
  // nodemailer's icalEvent: the invite is an alternative of the text and HTML (what makes Gmail and
  // Outlook show an invitation), with the iTIP method in its content type.
  const tree = mimeTree(raw.toString('utf8'));
  expect(tree[0]).toBe('multipart/mixed');
  expect(tree).toContain('multipart/alternative');
  const calendarPart = tree.find((c) => c.startsWith('text/calendar'));
  const ics = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(ics.length).toBeGreaterThanOrEqual(1);
  const invite = parseInvite(ics[0].content.toString('utf8'));
  expect(calendarPart).toBe(`text/calendar; method=${invite.method}`);
  return { ...invite, filename: ics[0].filename };
}

describe('calendar invites', () => {
  it('books, reschedules and cancels one calendar event: same UID, next SEQUENCE, then METHOD:CANCEL', async () => {
    const { token, email } = await t.signup({ phone: '9876509876' });
    const date = addDays(today, 3);
    const res = await t.request('POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: MG_ROAD_FLAT_4,
        phoneNumber: '9876509876',
        areaSqft: 100,
        scheduledDate: date,
        scheduledTime: '10:00',
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.data.booking._id as string;
    // Booked once its payment is chosen (docs/product-rules.md#booked-means-confirmed): the invite comes with the confirmation.
    const confirm = await t.request('POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId: id, paymentMethod: 'pay_after_service' },
    });
    expect(confirm.status).toBe(200);
    const booked = await inviteIn(email, 'Booking received');
    // 10:00 IST is 04:30 UTC; Office Cleaning Basic on 100 sq.ft takes the booking's duration.
    const minutes = (await t.database.db.query.bookings.findFirst({ where: (b, { eq }) => eq(b.id, id) }))!
      .durationMinutes;
    expect(booked).toMatchObject({
      method: 'REQUEST',
      uid: `booking-${id}@chamak.test`,
      sequence: 0,
      tzid: 'Asia/Kolkata',
      start: `${date}T04:30:00.000Z`,
      end: new Date(Date.parse(`${date}T04:30:00Z`) + minutes * 60_000).toISOString(),
      location: '12 MG Road, Flat 4, Indore, Madhya Pradesh - 452001',
      status: 'CONFIRMED',
      organizer: 'mailto:mailer@chamak.test',
      organizerName: t.config.COMPANY_NAME,
      attendees: [
        { value: `mailto:${email}`, cn: expect.any(String), rsvp: 'FALSE', role: 'REQ-PARTICIPANT' },
      ],
    });

    const later = addDays(today, 5);
    const moved = await t.request('PUT', `/api/bookings/${id}`, {
      token,
      body: { scheduledDate: later, scheduledTime: '14:00' },
    });
    expect(moved.status).toBe(200);
    const rescheduled = await inviteIn(email, 'Booking moved');
    expect(rescheduled).toMatchObject({
      method: 'REQUEST',
      uid: booked.uid,
      sequence: 1,
      start: `${later}T08:30:00.000Z`,
    });

    const cancelled = await t.request('PATCH', `/api/bookings/${id}/cancel`, {
      token,
      body: { reason: 'Travelling' },
    });
    expect(cancelled.status).toBe(200);
    const cancel = await inviteIn(email, 'Booking cancelled');
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid: booked.uid,
      sequence: 2,
      status: 'CANCELLED',
      organizer: 'mailto:mailer@chamak.test',
      attendees: [{ value: `mailto:${email}`, rsvp: 'FALSE' }],
    });

    // A download is a copy to import, not a meeting request: METHOD:PUBLISH, said by its content type too.
    const download = await t.request('GET', `/api/bookings/${id}/calendar.ics`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(parseInvite(download.body)).toMatchObject({
      method: 'PUBLISH',
      uid: booked.uid,
      sequence: 2,
      status: 'CANCELLED',
      organizer: 'mailto:mailer@chamak.test',
      attendees: [],
    });
  });

  it('gives two reschedules of one visit at once their own SEQUENCE numbers', async () => {
    const { token } = await t.signup({ phone: '9876509874' });
    const res = await t.request('POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: {
          line1: '3 Palasia',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876509874',
        areaSqft: 100,
        scheduledDate: addDays(today, 9),
        scheduledTime: '09:00',
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.data.booking._id as string;
    const moves = await Promise.all(
      ['12:00', '15:00'].map((scheduledTime) =>
        t.request('PUT', `/api/bookings/${id}`, {
          token,
          body: { scheduledDate: addDays(today, 10), scheduledTime },
        }),
      ),
    );
    expect(
      moves.map((m) => m.status),
      JSON.stringify(moves.map((m) => m.body)),
    ).toEqual([200, 200]);
    const invite = await t.request('GET', `/api/bookings/${id}/calendar.ics`, { token });
    expect(parseInvite(invite.body).sequence).toBe(2);
  });

  it('gives a visit’s invite to its owner and 404 to another customer', async () => {
    const owner = await t.signup({ phone: '9876509875' });
    const res = await t.request('POST', '/api/bookings', {
      token: owner.token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: {
          line1: '1 Park Road',
          line2: '',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452001',
        },
        phoneNumber: '9876509875',
        areaSqft: 100,
        scheduledDate: addDays(today, 7),
        scheduledTime: '11:00',
      },
    });
    const id = res.body.data.booking._id;
    const mine = await t.request('GET', `/api/bookings/${id}/calendar.ics`, { token: owner.token });
    expect(parseInvite(mine.body)).toMatchObject({
      method: 'PUBLISH',
      sequence: 0,
      start: `${addDays(today, 7)}T05:30:00.000Z`,
    });
    const other = await t.signup();
    expect((await t.request('GET', `/api/bookings/${id}/calendar.ics`, { token: other.token })).status).toBe(
      404,
    );
    expect((await t.request('GET', `/api/bookings/${id}/calendar.ics`)).status).toBe(401);
  });
});
