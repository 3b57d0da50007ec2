import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { BOOKINGS_PER_ACCOUNT_PER_HOUR, FOREIGN_EMAIL_BOOKINGS_PER_DAY } from './bookings.routes';
import { BASIC_VISIT } from '../../test/bookings.test-support';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));

describe("an account's bookings, limited as in production", () => {
  // Limits as in production (no multiplier): a second app of its own.
  let strict: TestApp;
  let officeId: string;
  beforeAll(async () => {
    strict = await startTestApp({ clock });
    officeId = (await strict.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  });
  afterAll(() => strict.close());

  let day = 1;
  /** Books a day of its own and confirms it by paying after the service (a site booking waits for that choice). */
  async function book(token: string, customerEmail?: string) {
    const made = await strict.request('POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        ...BASIC_VISIT,
        scheduledDate: addDays(todayInIndia(clock.now()), day++),
        scheduledTime: '10:00',
        ...(customerEmail === undefined ? {} : { customerEmail }),
      },
    });
    if (made.status !== 201) return made;
    const chosen = await strict.request('POST', '/api/bookings/complete-payment', {
      token,
      body: { bookingId: made.body.data.booking._id, paymentMethod: 'pay_after_service' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    return made;
  }

  it("gives a customerEmail only that booking's own mail, without marketing, and only a few times a day", async () => {
    const me = await strict.signup();
    const stranger = uniqueEmail('stranger');
    expect((await book(me.token, stranger)).status).toBe(201);
    const mails = await messagesTo(strict.database.db, stranger);
    expect(mails.map((m) => m.kind)).toEqual(['booking-received']);
    expect(mails[0]!.text).not.toMatch(/offer|newsletter|subscribe|coupon|discount|sign up/i);

    for (let i = 1; i < FOREIGN_EMAIL_BOOKINGS_PER_DAY; i++)
      expect((await book(me.token, uniqueEmail('stranger'))).status).toBe(201);
    const refused = await book(me.token, uniqueEmail('stranger'));
    expect(refused.status).toBe(429);
    // The account's own address is never limited by this rule.
    expect((await book(me.token, me.email)).status).toBe(201);
  });

  it('lets one account make only so many bookings an hour, and no other account feels it', async () => {
    const busy = await strict.signup();
    for (let i = 0; i < BOOKINGS_PER_ACCOUNT_PER_HOUR; i++) expect((await book(busy.token)).status).toBe(201);
    const refused = await book(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const other = await strict.signup();
    expect((await book(other.token)).status).toBe(201);
  });
});
