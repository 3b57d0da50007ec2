import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { PREFERRED_CLEANER_UNKNOWN } from '../../../shared/schemas/booking';
import { bookings } from '../../db/schema/index';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from '../dispatch/crew.test-support';

/**
 * "Book Sunita again" (issue 35 part 4): a booking names a cleaner who has served this customer, and that
 * cleaner is on its crew whenever free at the time, whatever their load; anyone else's id is refused.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let customer: string;
let ids: { home: string; bathroom: string };
let cleaners: { _id: string; name: string }[];
let dayCounter = 1;
const nextDay = () => addDays(today, dayCounter++);

beforeAll(async () => {
  ({ t, ids, admin, customer, cleaners } = await startCrewTestApp(clock));
});
afterAll(() => t.close());

const visit = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  crewJobBody(ids.bathroom, 'Normal', date, time, extra);

const book = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/bookings', { token, body });

const crewOf = async (id: string) =>
  (
    (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking.crew as {
      _id: string;
    }[]
  ).map((c) => c._id);

/** A visit the cleaner did for the customer: booked, confirmed, assigned, and (arranged) completed. */
async function servedBy(token: string, cleanerId: string) {
  const made = await book(token, visit(nextDay(), '10:00'));
  expect(made.status).toBe(201);
  const id = made.body.data.booking._id as string;
  await t.payAfterService(token, id);
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId },
  });
  expect(assigned.status).toBe(200);
  await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
}

describe('a preferred cleaner', () => {
  it('leads the crew when free, though others hold fewer hours that day; a time they are busy still books with another crew', async () => {
    const [sunita] = cleaners;
    await servedBy(customer, sunita._id);
    const day = nextDay();
    // Sunita already holds the morning: least loaded first would send someone else at 14:00.
    const morning = await book(customer, visit(day, '09:00', { preferredCleanerId: sunita._id }));
    expect(morning.status).toBe(201);
    expect(await crewOf(morning.body.data.booking._id)).toEqual([sunita._id]);
    const plain = await book(customer, visit(day, '14:00'));
    expect(await crewOf(plain.body.data.booking._id)).not.toContain(sunita._id);

    const afternoon = await book(customer, visit(day, '16:00', { preferredCleanerId: sunita._id }));
    expect(afternoon.status).toBe(201);
    expect(await crewOf(afternoon.body.data.booking._id)).toEqual([sunita._id]);

    // At 09:00 she is taken (her own booking): the visit goes to another free cleaner.
    const clash = await book(customer, visit(day, '09:00', { preferredCleanerId: sunita._id }));
    expect(clash.status).toBe(201);
    expect(await crewOf(clash.body.data.booking._id)).not.toContain(sunita._id);
  });

  it('holds every visit of a weekly plan with them where free (the series books in a transaction)', async () => {
    const [, , third] = cleaners;
    await servedBy(customer, third._id);
    const made = await book(customer, {
      ...visit(nextDay(), '11:00', { preferredCleanerId: third._id }),
      frequency: 'weekly',
    });
    expect(made.status).toBe(201);
    const visits = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.seriesId, made.body.data.booking.seriesId));
    expect(visits.length).toBeGreaterThan(1);
    for (const v of visits) expect(await crewOf(v.id)).toEqual([third._id]);
  });

  it("refuses a cleaner who never served this customer, or another customer's cleaner, by name of the field", async () => {
    // This customer was served by the first and third cleaners (the tests above), never by the second.
    const [sunita, stranger] = cleaners;
    const never = await book(customer, visit(nextDay(), '10:00', { preferredCleanerId: stranger._id }));
    // The first test's customer was served by Sunita; a new customer was not.
    const someoneElse = (await t.signup()).token;
    const theirs = await book(someoneElse, visit(nextDay(), '10:00', { preferredCleanerId: sunita._id }));
    const unknown = await book(
      customer,
      visit(nextDay(), '10:00', { preferredCleanerId: '00000000-0000-4000-8000-000000000000' }),
    );
    const notAnId = await book(customer, visit(nextDay(), '10:00', { preferredCleanerId: 'x'.repeat(5000) }));
    for (const res of [never, theirs, unknown, notAnId]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PREFERRED_CLEANER_UNKNOWN);
      expect(res.body.details).toEqual([{ field: 'preferredCleanerId', message: PREFERRED_CLEANER_UNKNOWN }]);
    }
  });
});
