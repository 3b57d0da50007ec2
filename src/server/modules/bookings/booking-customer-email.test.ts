import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { messagesTo } from '../../platform/mail/outbox';
import { manualClock, startTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { bookings } from '../../db/schema/index';
import { BOOKINGS_PER_ACCOUNT_PER_HOUR } from './bookings.routes';
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
  async function book(token: string, customerEmail?: string, customerName?: string) {
    const made = await strict.request('POST', '/api/bookings', {
      token,
      body: {
        serviceId: officeId,
        ...BASIC_VISIT,
        scheduledDate: addDays(todayInIndia(clock.now()), day++),
        scheduledTime: '10:00',
        ...(customerEmail === undefined ? {} : { customerEmail }),
        ...(customerName === undefined ? {} : { customerName }),
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

  it("sends a customer's booking mail to their own account, never to another address they type", async () => {
    const me = await strict.signup();
    const stranger = uniqueEmail('stranger');
    const made = await book(me.token, stranger, 'WIN Rs5000 http://evil.example/claim');
    expect(made.status).toBe(201);
    expect(await messagesTo(strict.database.db, stranger)).toEqual([]);
    const mine = await messagesTo(strict.database.db, me.email);
    expect(mine.map((m) => m.kind)).toContain('booking-received');
    const [row] = await strict.database.db
      .select({ customerEmail: bookings.customerEmail })
      .from(bookings)
      .where(eq(bookings.id, made.body.data.booking._id));
    expect(row!.customerEmail).toBe(me.email);
    // No limit of its own any more: the same account books with other addresses as often as with its own.
    for (let i = 0; i < 6; i++) expect((await book(me.token, uniqueEmail('stranger'))).status).toBe(201);
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
