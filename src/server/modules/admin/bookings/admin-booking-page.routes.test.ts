import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../../test/test-app';
import {
  bookBathroom,
  complete,
  payAfterService,
  payOnline,
} from '../../complaints/after-visit.test-support';
import { verifyPhone } from '../../users/phone-verification.test-support';

/** A booking's admin page shows every message about it, its rating and complaints. */
const clock = manualClock(new Date('2026-12-01T03:30:00Z')); // 09:00 IST
let t: TestApp;
let admin: string;
let day = 2;
const nextDay = () => addDays(todayInIndia(clock.now()), day++);

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

interface Message {
  channel: string;
  kind: string;
  to: string;
  summary: string;
  bookingId: string | null;
  status: string;
  sentAt: string | null;
  failedAt: string | null;
}

async function messagesOf(bookingId: string): Promise<Message[]> {
  const res = await t.request('GET', `/api/admin/messages?bookingId=${bookingId}&size=100`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.items;
}
const kinds = (messages: Message[]) => messages.map((m) => `${m.channel}:${m.kind}`).sort();

describe("a booking's messages on its admin page", () => {
  it('lists the emails of its whole life, with rendered subjects, and none of the account or another booking', async () => {
    const customer = await t.signup();
    await verifyPhone(t, customer.token); // texts go to verified mobiles only
    const visit = await bookBathroom(t, customer.token, nextDay(), '10:00', { held: true });
    const other = await bookBathroom(t, customer.token, nextDay(), '10:00', { held: true });
    await payAfterService(t, customer.token, other._id);
    await payOnline(t, customer.token, visit._id);
    await complete(t, admin, visit._id);
    const rated = await t.request('POST', `/api/bookings/${visit._id}/rating`, {
      token: customer.token,
      body: { rating: 2, comment: 'The balcony was skipped.' },
    });
    expect(rated.status).toBe(201);
    const complaint = await t.request('POST', `/api/bookings/${visit._id}/complaints`, {
      token: customer.token,
      body: { category: 'missed-area', description: 'The balcony was not cleaned at all.' },
    });
    const refunded = await t.request(
      'POST',
      `/api/admin/complaints/${complaint.body.data.complaint._id}/resolve`,
      {
        token: admin,
        body: { action: 'refund', amountPaise: 10_000, note: 'Sorry about the balcony.' },
      },
    );
    expect(refunded.status).toBe(200);

    const messages = await messagesOf(visit._id);
    const emails = messages.filter((m) => m.channel === 'email');
    expect(kinds(emails)).toEqual(
      [
        'booking-received',
        'payment-received',
        // assigned: the customer hears who comes, the cleaner of a new job
        'cleaner-assigned',
        'cleaner-new-job',
        // in progress, completed
        'status-changed',
        'status-changed',
        'low-rating',
        // the customer's complaint is acknowledged with its reference
        'complaint-received',
        // the sandbox provider processes a refund at once
        'refund-started',
        'refund-processed',
      ]
        .map((k) => `email:${k}`)
        .sort(),
    );
    expect(emails.every((m) => m.bookingId === visit._id)).toBe(true);
    const received = emails.find((m) => m.kind === 'booking-received')!;
    expect(received).toMatchObject({ to: customer.email, status: 'queued', sentAt: null, failedAt: null });
    expect(received.summary).toMatch(/^Booking received: Bathroom Cleaning on /);
    expect(emails.find((m) => m.kind === 'low-rating')!.summary).toMatch(/^2-star rating: /);
    // Texts are listed beside them (SMS is a sandbox without MSG91 keys: queued for admins to read).
    expect(messages.some((m) => m.channel === 'sms' && m.kind === 'booking-received')).toBe(true);

    const others = await messagesOf(other._id);
    expect(kinds(others.filter((m) => m.channel === 'email'))).toEqual(['email:booking-received']);
    const all = await t.request('GET', '/api/admin/messages?channel=email&size=100', { token: admin });
    const welcome = all.body.data.items.find((m: Message) => m.to === customer.email && m.kind === 'welcome');
    expect(welcome).toMatchObject({ bookingId: null });
  });

  it('links the reschedule and the cancellation to the booking', async () => {
    const customer = await t.signup();
    const visit = await bookBathroom(t, customer.token, nextDay(), '10:00', { held: true });
    await payAfterService(t, customer.token, visit._id);
    const moved = await t.request('PUT', `/api/bookings/${visit._id}`, {
      token: customer.token,
      body: { scheduledDate: nextDay(), scheduledTime: '11:00' },
    });
    expect(moved.status).toBe(200);
    const cancelled = await t.request('PATCH', `/api/bookings/${visit._id}/cancel`, {
      token: customer.token,
      body: { reason: 'Travelling' },
    });
    expect(cancelled.status).toBe(200);
    expect(kinds((await messagesOf(visit._id)).filter((m) => m.channel === 'email'))).toEqual([
      'email:booking-cancelled',
      'email:booking-received',
      'email:booking-rescheduled',
    ]);
  });

  it('links the day-before reminder to its booking', async () => {
    const customer = await t.signup({ phone: '9876512345' });
    await verifyPhone(t, customer.token);
    const tomorrow = addDays(todayInIndia(clock.now()), 1);
    const visit = await bookBathroom(t, customer.token, tomorrow, '16:00', { held: true });
    await payAfterService(t, customer.token, visit._id);
    clock.set(new Date('2026-12-01T12:45:00Z')); // 18:15 IST, past the reminder hour
    expect(await t.app.reminders.runOnce()).toBeGreaterThanOrEqual(1);
    const reminders = (await messagesOf(visit._id)).filter((m) => m.kind === 'booking-reminder');
    expect(reminders.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe("the booking's rating on its admin page", () => {
  it('is null before the customer rates and shows the stars and comment after', async () => {
    const customer = await t.signup();
    const visit = await bookBathroom(t, customer.token, nextDay());
    await complete(t, admin, visit._id);
    const before = await t.request('GET', `/api/admin/bookings/${visit._id}`, { token: admin });
    expect(before.status).toBe(200);
    expect(before.body.data.rating).toBeNull();
    await t.request('POST', `/api/bookings/${visit._id}/rating`, {
      token: customer.token,
      body: { rating: 5, comment: 'Spotless, thank you!' },
    });
    const after = await t.request('GET', `/api/admin/bookings/${visit._id}`, { token: admin });
    expect(after.body.data.rating).toMatchObject({ rating: 5, comment: 'Spotless, thank you!' });
  });
});
