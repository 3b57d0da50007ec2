import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTexts } from '../../db/schema/index';
import { reminderAt } from '../../../shared/domain/reminders';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { messagesTo } from '../../platform/mail/outbox';
import { formatIndianDate } from '../../platform/mail/templates/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { verifyPhone } from '../users/phone-verification.test-support';
import { BASIC_VISIT, PALASIA } from '../../test/bookings.test-support';

/**
 * A reminder says today or tomorrow as the customer reads it in India, whatever the server's zone (the
 * tests run in UTC): a reminder once said "your Bathroom Cleaning is tomorrow, Thu, 26 Nov" sent at 1:10 am
 * IST on 26 Nov. The clock is moved to the moments that matter; email and SMS are read from the outbox.
 */
const HOUR = 18;
const visitDate = addDays(todayInIndia(new Date()), 4);
// 1:10 am in India on the visit's day: still the day before in UTC (19:40).
const visitDayNight = slotStart(visitDate, '01:10');
const clock = manualClock(new Date(visitDayNight.getTime() - 3600_000));

let t: TestApp;
let token: string;
let email: string;
let officeId: string;

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
  const id = res.body.data.booking._id as string;
  const confirmed = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: id, paymentMethod: 'pay_after_service' },
  });
  expect(confirmed.status).toBe(200);
  return id;
}

const reminderText = async (bookingId: string) => {
  const rows = await t.database.db
    .select()
    .from(outboxTexts)
    .where(and(eq(outboxTexts.bookingId, bookingId), eq(outboxTexts.channel, 'sms')));
  return rows.filter((r) => r.kind.startsWith('booking-reminder'));
};

beforeAll(async () => {
  t = await startTestApp({
    clock,
    demoData: true,
    env: { RATE_LIMIT_MULTIPLIER: '1000', REMINDER_HOUR: String(HOUR) },
  });
  const customer = await t.signup({ name: 'Meera Joshi', phone: '9826012345' });
  token = customer.token;
  email = customer.email;
  await verifyPhone(t, token);
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('reminders in India time', () => {
  it('says today, in the email and the SMS, when it goes out at 1:10 am on the visit’s day', async () => {
    // Booked at 00:10 IST for 11:00 the same day: the day-before hour has passed, so it is due at once.
    const id = await book(visitDate, '11:00');
    clock.set(visitDayNight);
    expect(new Date(clock.now()).toISOString().slice(0, 10)).toBe(addDays(visitDate, -1));
    expect(await t.app.reminders.runOnce()).toBe(1);

    const [mail] = (await messagesTo(t.database.db, email, 'booking-reminder')).filter((m) =>
      m.text.includes('11:00 AM'),
    );
    expect(mail.subject).toBe(`Reminder: Office Cleaning today, ${formatIndianDate(visitDate)}, 11:00 AM`);
    expect(mail.text).toContain('See you today');
    expect(mail.subject + mail.text).not.toMatch(/tomorrow/i);

    const texts = await reminderText(id);
    expect(texts.map((r) => r.kind)).toEqual(['booking-reminder-today']);
    expect(texts[0].text).toMatch(
      /^Reminder: your Office Cleaning is today, .+ at 11:00 AM\. Give your cleaner start code \d{4} at the door\. - Chamak$/,
    );
  });

  it('says tomorrow when it goes out at the hour the day before', async () => {
    const nextDay = addDays(visitDate, 1);
    const id = await book(nextDay, '09:00');
    clock.set(reminderAt(nextDay, HOUR));
    expect(await t.app.reminders.runOnce()).toBe(1);

    const [mail] = (await messagesTo(t.database.db, email, 'booking-reminder')).filter((m) =>
      m.subject.includes(formatIndianDate(nextDay)),
    );
    expect(mail.subject).toBe(`Reminder: Office Cleaning tomorrow, ${formatIndianDate(nextDay)}, 9:00 AM`);
    expect(mail.text).toContain('See you tomorrow');
    const texts = await reminderText(id);
    expect(texts.map((r) => r.kind)).toEqual(['booking-reminder']);
    expect(texts[0].text).toContain('is tomorrow');
  });

  it('says today for a visit booked on its own morning, sent in the Hindi account’s words too', async () => {
    const hindi = await t.signup({ name: 'Asha Verma', phone: '9826054321', language: 'hi' } as never);
    await verifyPhone(t, hindi.token);
    const sameDay = addDays(visitDate, 1);
    // 7:30 am IST on the visit's day.
    clock.set(slotStart(sameDay, '07:30'));
    const res = await t.request('POST', '/api/bookings', {
      token: hindi.token,
      body: {
        serviceId: officeId,
        packageId: 'Basic',
        address: PALASIA,
        phoneNumber: '9826054321',
        areaSqft: 100,
        scheduledDate: sameDay,
        scheduledTime: '15:00',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.booking._id as string;
    await t.request('POST', '/api/bookings/complete-payment', {
      token: hindi.token,
      body: { bookingId: id, paymentMethod: 'pay_after_service' },
    });
    expect(await t.app.reminders.runOnce()).toBe(1);
    const [mail] = await messagesTo(t.database.db, hindi.email, 'booking-reminder');
    expect(mail.subject).toMatch(/^याद दिलाना: ऑफ़िस की सफ़ाई आज, /);
    expect(mail.text).toContain('आज मिलते हैं');
    const [sms] = await reminderText(id);
    expect(sms.kind).toBe('booking-reminder-today');
    // The sandbox (no MSG91) keeps every SMS in the account's language: the reminder and the code.
    expect(sms.text).toMatch(/^याद दिलाना: आपकी ऑफ़िस की सफ़ाई आज, /);
    const [code] = await t.database.db
      .select({ text: outboxTexts.text })
      .from(outboxTexts)
      .where(and(eq(outboxTexts.kind, 'phone-verification'), eq(outboxTexts.to, '919826054321')));
    expect(code.text).toMatch(/^\d{6} इस मोबाइल की पुष्टि के लिए आपका चमक कोड है।/);
    // Its booking email promised no reminder 'the day before' (there is none for a same-day visit).
    const [received] = await messagesTo(t.database.db, hindi.email, 'booking-received');
    expect(received.text).toContain('विज़िट से पहले आपको याद दिलाएँगे');
    expect(received.text).not.toContain('एक दिन पहले');
  });

  it('promises an English customer a reminder before the visit, not the day before', async () => {
    const [received] = await messagesTo(t.database.db, email, 'booking-received');
    expect(received.text).toContain('we will remind you before the visit');
    expect(received.text).not.toMatch(/day before/);
  });
});
