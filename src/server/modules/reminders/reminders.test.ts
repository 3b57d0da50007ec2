import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notificationsSent } from '../../db/schema/index';
import { messagesTo } from '../../platform/mail/outbox';
import { reminderAt } from '../../../shared/domain/reminders';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { brandFromConfig } from '../../platform/mail/brand';
import { emailChannel } from '../../platform/mail/channels';
import { CLAIM_LEASE_MS, messageIdFor, OutboxWorker } from '../../platform/mail/outbox';
import { createSmtpTransport } from '../../platform/mail/smtp-transport';
import { formatIndianDate } from '../../platform/mail/templates/index';
import { closeSmtpServer, received, startSmtpServer } from '../../test/smtp-server';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { createRemindersService, REMINDER_KIND } from './reminders.service';
import { BASIC_VISIT } from '../../test/bookings.test-support';

/**
 * Day-before reminders on an injected clock, delivered over real SMTP on loopback. A second
 * reminders service and a second outbox worker on the same database play a second process.
 */
const MAIL_FROM = 'Chamak Reminders <reminders@chamak.test>';
const HOUR = 18;
// Three days ahead in Indian time, so the visit is bookable whatever the wall clock says.
const visitDate = addDays(todayInIndia(new Date()), 3);
const dueAt = reminderAt(visitDate, HOUR);
// Noon, Indian time, the day before the visit.
const clock = manualClock(new Date(dueAt.getTime() - 6 * 3600_000));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let token: string;
let customerEmail: string;
let officeId: string;
const transport = () => createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
/** Another process: its own reminders service, on the same database and clock. */
const otherProcessReminders = () =>
  createRemindersService({
    db: t.database.db,
    clock,
    brand: brandFromConfig(t.config),
    hour: HOUR,
    channels: [emailChannel],
    // This process sends emails only (the app's reminders send the texts).
    texts: { reminder: async () => 0 },
  });

async function book(date: string, time: string): Promise<string> {
  const res = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      ...BASIC_VISIT,
      scheduledDate: date,
      scheduledTime: time,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // Booked once pay after service is chosen (docs/product-rules.md#booked-means-confirmed): nothing is sent before.
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return res.body.data.booking._id;
}

const remindersFor = (bookingId: string) =>
  t.database.db
    .select()
    .from(notificationsSent)
    .where(and(eq(notificationsSent.bookingId, bookingId), eq(notificationsSent.kind, REMINDER_KIND)));

const reminderRows = () => messagesTo(t.database.db, customerEmail, REMINDER_KIND);

const arrivedReminders = () =>
  received.filter(
    (m) => m.envelopeTo.includes(customerEmail) && m.headers.get('subject')!.startsWith('Reminder'),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({
    clock,
    // Demo cleaners make the crews a booking needs; demo bookings stay off.
    demoData: true,
    env: { MAIL_FROM, RATE_LIMIT_MULTIPLIER: '1000', REMINDER_HOUR: String(HOUR) },
    mailTransport: transport(),
  });
  const customer = await t.signup({ name: 'Meera Joshi' });
  token = customer.token;
  customerEmail = customer.email;
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});

afterAll(async () => {
  await t?.close();
  if (smtp) await closeSmtpServer(smtp.server);
});

describe('day-before reminders', () => {
  let nine: string;
  let ten: string;
  let cancelled: string;
  let dayAfter: string;

  it('sends nothing before the reminder hour', async () => {
    nine = await book(visitDate, '09:00');
    ten = await book(visitDate, '10:00');
    cancelled = await book(visitDate, '11:00');
    dayAfter = await book(addDays(visitDate, 1), '09:00');
    const cancel = await t.request('PATCH', `/api/bookings/${cancelled}/cancel`, { token, body: {} });
    expect(cancel.status).toBe(200);

    clock.set(new Date(dueAt.getTime() - 60_000));
    expect(await t.app.reminders.runOnce()).toBe(0);
    expect(await reminderRows()).toHaveLength(0);
  });

  it('at the hour, two processes running at once queue one reminder per live booking, none for a cancelled one', async () => {
    clock.set(dueAt);
    const queued = await Promise.all([t.app.reminders.runOnce(), otherProcessReminders().sendDue()]);
    console.log(
      `[${t.database.kind}] reminders at ${HOUR}:00 IST from two runners at once: ${queued.join(' + ')} queued`,
    );
    expect(queued[0] + queued[1]).toBe(2);
    expect(await remindersFor(nine)).toHaveLength(1);
    expect(await remindersFor(ten)).toHaveLength(1);
    expect(await remindersFor(cancelled)).toHaveLength(0);
    expect(await remindersFor(dayAfter)).toHaveLength(0);

    const rows = await reminderRows();
    expect(rows).toHaveLength(2);
    const nineMail = rows.find((r) => r.text.includes('9:00 AM'))!;
    expect(nineMail.subject).toBe(
      `Reminder: Office Cleaning tomorrow, ${formatIndianDate(visitDate)}, 9:00 AM`,
    );
    expect(nineMail.text).toContain('Hi Meera Joshi,');
    expect(nineMail.html).toContain(formatIndianDate(visitDate));
  });

  it('never twice: later runs and a restarted process queue nothing more', async () => {
    clock.advance(3 * 3600_000);
    expect(await t.app.reminders.runOnce()).toBe(0);
    expect(await otherProcessReminders().sendDue()).toBe(0);
    expect(await reminderRows()).toHaveLength(2);
  });

  it('delivers each reminder once over SMTP with its stable Message-ID', async () => {
    await t.app.outbox.runOnce(100);
    const rows = await reminderRows();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const arrived = arrivedReminders();
    expect(arrived).toHaveLength(2);
    expect(arrived.map((m) => m.headers.get('message-id')).sort()).toEqual(
      rows.map((r) => messageIdFor(r.id, MAIL_FROM)).sort(),
    );
  });

  it("tells the customer each booking's start code", async () => {
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [nine, ten]));
    const codesInMails = (await reminderRows())
      .map((mail) => /start code (\d{4}) when they arrive/.exec(mail.text)?.[1])
      .sort();
    expect(codesInMails).toEqual(rows.map((b) => b.startCode).sort());
  });

  it('resends a reminder whose sender died after claiming it, once its lease ends', async () => {
    const noon = await book(visitDate, '12:00');
    await t.app.outbox.runOnce(100); // its 'booking received'
    expect(await t.app.reminders.runOnce()).toBe(1);

    // A process claims the reminder and dies before sending it.
    const dead = new OutboxWorker(t.database.db, transport(), clock, MAIL_FROM);
    const claimed = await dead.claimNext();
    expect(claimed).toMatchObject({ kind: REMINDER_KIND, lockedBy: dead.workerId, attempts: 1 });

    // While the lease holds, no other worker touches it.
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(arrivedReminders()).toHaveLength(2);

    clock.advance(CLAIM_LEASE_MS);
    expect(await t.app.outbox.runOnce()).toBe(1);
    const [row] = (await reminderRows()).filter((r) => r.id === claimed!.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lockedBy: t.app.outbox.workerId });
    const mails = arrivedReminders().filter(
      (m) => m.headers.get('message-id') === messageIdFor(row.id, MAIL_FROM),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('12:00 PM');
    expect(await remindersFor(noon)).toHaveLength(1);
  });

  it('does not resend a reminder that was sent and marked before its sender died', async () => {
    clock.advance(CLAIM_LEASE_MS * 10);
    const restarted = new OutboxWorker(t.database.db, transport(), clock, MAIL_FROM);
    expect(await restarted.runOnce()).toBe(0);
    expect(await t.app.outbox.runOnce()).toBe(0);
    expect(await otherProcessReminders().sendDue()).toBe(0);
    expect(arrivedReminders()).toHaveLength(3);
  });
});
