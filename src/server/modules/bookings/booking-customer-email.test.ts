import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { FOREIGN_EMAIL_BOOKINGS_PER_DAY } from './bookings.routes';

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));

describe("a booking's customerEmail", () => {
  // Limits as in production (no multiplier): a second app of its own.
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ clock });
  });
  afterAll(() => strict.close());

  it("gets only that booking's own mail, without marketing, and only a few times a day per account", async () => {
    const me = await strict.signup();
    const officeId = (await strict.request('GET', '/api/services/office-cleaning')).body.data.service._id;
    let day = 1;
    // Each booked and confirmed by paying after the service (a site booking waits for that choice).
    const book = async (customerEmail: string) => {
      const made = await strict.request('POST', '/api/bookings', {
        token: me.token,
        body: {
          serviceId: officeId,
          packageId: 'Basic',
          address: {
            line1: '12 MG Road',
            line2: '',
            city: 'Indore',
            state: 'Madhya Pradesh',
            pincode: '452001',
          },
          phoneNumber: '9876543210',
          areaSqft: 100,
          scheduledDate: addDays(todayInIndia(clock.now()), day++),
          scheduledTime: '10:00',
          customerEmail,
        },
      });
      if (made.status !== 201) return made;
      const chosen = await strict.request('POST', '/api/bookings/complete-payment', {
        token: me.token,
        body: { bookingId: made.body.data.booking._id, paymentMethod: 'pay_after_service' },
      });
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      return made;
    };
    const stranger = uniqueEmail('stranger');
    expect((await book(stranger)).status).toBe(201);
    const mails = await messagesTo(strict.database.db, stranger);
    expect(mails.map((m) => m.kind)).toEqual(['booking-received']);
    expect(mails[0]!.text).not.toMatch(/offer|newsletter|subscribe|coupon|discount|sign up/i);

    for (let i = 1; i < FOREIGN_EMAIL_BOOKINGS_PER_DAY; i++)
      expect((await book(uniqueEmail('stranger'))).status).toBe(201);
    const refused = await book(uniqueEmail('stranger'));
    expect(refused.status).toBe(429);
    // The account's own address is never limited by this rule.
    expect((await book(me.email)).status).toBe(201);
  });
});
