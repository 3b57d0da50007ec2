import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import { contentOf } from '../../platform/mail/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { ratingTexts } from '../../../shared/schemas/rating';
import {
  bookingAssignments,
  bookingRatings,
  cleanerRatingTotals,
  outboxEmails,
  users,
} from '../../db/schema/index';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';

/** Stars after a completed visit. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;
let raviId: string;
let dayCounter = 1;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  raviId = cleaners.find((c: { email: string }) => c.email === demo.cleaner.email)._id;
});
afterAll(() => t.close());

/** A booking of the customer's, assigned to Ravi; completed unless asked otherwise. */
async function visit(token: string, opts: { complete?: boolean } = {}) {
  const made = await t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1: '12 MG Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(today, dayCounter++),
      scheduledTime: '10:00',
    },
  });
  expect(made.status).toBe(201);
  const id = made.body.data.booking._id as string;
  await t.payAfterService(token, id);
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId: raviId },
  });
  expect(assigned.status).toBe(200);
  // The customer's copy of the code, read after the assignment.
  const startCode = (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking.startCode;
  if (opts.complete ?? true) await finish(id, startCode);
  return id;
}

/** The job starts with the customer's code at the door, then is completed. */
async function finish(id: string, startCode: string) {
  for (const body of [{ status: 'in-progress', startCode }, { status: 'completed' }]) {
    const moved = await t.request('PATCH', `/api/bookings/${id}/status`, { token: admin, body });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

const rate = (token: string, id: string, body: unknown, method = 'POST') =>
  t.request(method, `/api/bookings/${id}/rating`, { token, body });

describe('rating a visit', () => {
  it('is refused with 409 and a clear message before the visit is completed', async () => {
    const { token } = await t.signup();
    const id = await visit(token, { complete: false });
    const res = await rate(token, id, { rating: 5 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'BOOKING_NOT_COMPLETED', message: ratingTexts.notCompleted });
  });

  it('takes 1–5 stars and a comment once (201), then answers 409 to a second POST', async () => {
    const { token } = await t.signup();
    const id = await visit(token);
    const first = await rate(token, id, { rating: 4, comment: '  Spotless kitchen  ' });
    expect(first.status).toBe(201);
    expect(first.body.data.rating).toMatchObject({ rating: 4, comment: 'Spotless kitchen', canEdit: true });
    expect(first.body.data.rating.editableUntil).toBe(
      new Date(clock.now().getTime() + 7 * 86_400_000).toISOString(),
    );
    const again = await rate(token, id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_RATED', message: ratingTexts.alreadyRated });

    // The booking shows it to its customer, and the cleaner's stars beside his name.
    const read = await t.request('GET', `/api/bookings/${id}`, { token });
    expect(read.body.data.booking.rating).toMatchObject({ rating: 4, comment: 'Spotless kitchen' });
    const ravi = read.body.data.booking.crew.find((c: { _id: string }) => c._id === raviId);
    expect(ravi.rating).toEqual({ average: expect.any(Number), count: expect.any(Number) });
    expect(ravi.rating.count).toBeGreaterThanOrEqual(1);
    const listed = await t.request('GET', '/api/bookings', { token });
    expect(listed.body.data.bookings[0].rating).toMatchObject({ rating: 4 });
  });

  it("answers 404 for another account's booking and 403 to cleaners and admins", async () => {
    const owner = await t.signup();
    const other = await t.signup();
    const id = await visit(owner.token);
    expect((await rate(other.token, id, { rating: 5 })).status).toBe(404);
    expect((await rate(other.token, id, { rating: 5 }, 'PUT')).status).toBe(404);
    expect((await rate(other.token, '00000000-0000-4000-8000-000000000000', { rating: 5 })).status).toBe(404);
    expect((await rate(await t.login('cleaner'), id, { rating: 5 })).status).toBe(403);
    expect((await rate(admin, id, { rating: 5 })).status).toBe(403);
    expect((await t.request('POST', `/api/bookings/${id}/rating`, { body: { rating: 5 } })).status).toBe(401);
  });

  it.each([
    [{ rating: 0 }, 'rating', ratingTexts.ratingRange],
    [{ rating: 6 }, 'rating', ratingTexts.ratingRange],
    [{ rating: 3.5 }, 'rating', ratingTexts.ratingRange],
    [{ rating: '5' }, 'rating', ratingTexts.ratingRange],
    [{}, 'rating', ratingTexts.ratingRequired],
    [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment', ratingTexts.commentTooLong],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const { token } = await t.signup();
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await rate(token, id, body);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field, message }]);
  });

  it('takes a comment of exactly 1,000 characters', async () => {
    const { token } = await t.signup();
    const id = await visit(token);
    expect((await rate(token, id, { rating: 5, comment: 'y'.repeat(1000) })).status).toBe(201);
  });

  it('lets the customer change it with PUT for 7 days, then 409', async () => {
    const { token } = await t.signup();
    const id = await visit(token);
    expect((await rate(token, id, { rating: 3 }, 'PUT')).status).toBe(404);
    expect((await rate(token, id, { rating: 3 })).status).toBe(201);
    const start = clock.now();
    try {
      clock.advance(7 * 86_400_000 - 60_000);
      const changed = await rate(token, id, { rating: 5, comment: 'Better on reflection' }, 'PUT');
      expect(changed.status).toBe(200);
      expect(changed.body.data.rating).toMatchObject({ rating: 5, comment: 'Better on reflection' });
      clock.advance(60_000);
      const late = await rate(token, id, { rating: 1 }, 'PUT');
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'RATING_EDIT_CLOSED', message: ratingTexts.editClosed });
      const read = await t.request('GET', `/api/bookings/${id}`, { token });
      expect(read.body.data.booking.rating).toMatchObject({ rating: 5, canEdit: false });
    } finally {
      clock.set(start);
    }
  });
});

describe("a cleaner's stars and the admins' inbox", () => {
  it("averages every rated visit of the cleaner's on GET /api/admin/cleaners", async () => {
    const fresh = await t.request('POST', '/api/admin/cleaners', {
      token: admin,
      body: {
        name: 'Kavita Rao',
        email: `kavita.${Date.now()}@chamak.in`,
        phone: '9811122233',
        password: 'Mopping-Crew-2026',
      },
    });
    expect(fresh.status).toBe(201);
    const kavitaId = fresh.body.data.cleaner._id;
    const stars = async () =>
      (await t.request('GET', '/api/admin/cleaners?size=100', { token: admin })).body.data.cleaners.find(
        (c: { _id: string }) => c._id === kavitaId,
      ).rating;
    expect(await stars()).toEqual({ average: null, count: 0 });
    for (const rating of [5, 4, 4]) {
      const { token } = await t.signup();
      const made = await t.request('POST', '/api/bookings', {
        token,
        body: {
          serviceId: officeId,
          packageId: 'Basic',
          address: { line1: '3 Palasia', city: 'Indore', state: 'Madhya Pradesh', pincode: '452018' },
          phoneNumber: '9876543210',
          areaSqft: 100,
          scheduledDate: addDays(today, dayCounter++),
          scheduledTime: '14:00',
        },
      });
      const id = made.body.data.booking._id;
      await t.payAfterService(token, id);
      expect(
        (
          await t.request('PATCH', `/api/bookings/${id}/assign`, {
            token: admin,
            body: { cleanerId: kavitaId },
          })
        ).status,
      ).toBe(200);
      await finish(
        id,
        (await t.request('GET', `/api/bookings/${id}`, { token })).body.data.booking.startCode,
      );
      expect((await rate(token, id, { rating })).status).toBe(201);
    }
    expect(await stars()).toEqual({ average: 4.3, count: 3 });
  });

  it('puts a rating of 1 or 2 in the inbox with an email to the team; 3 and up stay out', async () => {
    const { token } = await t.signup({ name: 'Unhappy Uma' });
    const low = await visit(token);
    const fine = await visit(token);
    expect((await rate(token, low, { rating: 2, comment: 'Missed the balcony' })).status).toBe(201);
    expect((await rate(token, fine, { rating: 3 })).status).toBe(201);
    const inbox = await t.request('GET', '/api/admin/inbox/ratings', { token: admin });
    expect(inbox.status).toBe(200);
    const ids = inbox.body.data.items.map((i: { bookingId: string }) => i.bookingId);
    expect(ids).toContain(low);
    expect(ids).not.toContain(fine);
    expect(inbox.body.data.items.find((i: { bookingId: string }) => i.bookingId === low)).toMatchObject({
      rating: 2,
      comment: 'Missed the balcony',
      customerName: 'Unhappy Uma',
      cleaners: [expect.stringMatching(/^Ravi/)],
    });
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'low-rating'), like(outboxEmails.text, `%${low}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(t.config.SUPPORT_EMAIL);
    expect((await t.request('GET', '/api/admin/inbox/ratings', { token })).status).toBe(403);
  });

  it("links the 'completed' email straight to the star form", async () => {
    const { token } = await t.signup();
    const id = await visit(token);
    // Emails are rendered by the sender: render each queued status mail as it would go out.
    const queued = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'status-changed'));
    const rendered = await Promise.all(queued.map(contentOf));
    const mail = rendered.find((m) => m.html?.includes(`/my-bookings?rate=${id}`));
    expect(mail?.subject).toMatch(/is complete/);
  });
});

describe('the stars the database keeps per cleaner (migration 0052)', () => {
  /** The totals table against the same figures computed from every rating, for every cleaner. */
  async function keptAndComputed() {
    const db = t.database.db;
    const kept = await db
      .select({
        id: cleanerRatingTotals.cleanerId,
        stars: cleanerRatingTotals.stars,
        n: cleanerRatingTotals.ratings,
      })
      .from(cleanerRatingTotals)
      .where(gt(cleanerRatingTotals.ratings, 0))
      .orderBy(cleanerRatingTotals.cleanerId);
    const computed = await db
      .select({
        id: bookingAssignments.cleanerId,
        stars: sql<number>`sum(${bookingRatings.rating})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(bookingRatings)
      .innerJoin(
        bookingAssignments,
        and(
          eq(bookingAssignments.bookingId, bookingRatings.bookingId),
          eq(bookingAssignments.kind, 'assigned'),
        ),
      )
      .groupBy(bookingAssignments.cleanerId)
      .orderBy(bookingAssignments.cleanerId);
    return { kept, computed };
  }
  const totalsOf = async (cleanerId: string) =>
    (
      await t.database.db
        .select()
        .from(cleanerRatingTotals)
        .where(eq(cleanerRatingTotals.cleanerId, cleanerId))
    )[0] ?? { stars: 0, ratings: 0 };

  it('follow every rating and every change of a rated crew, whoever writes them', async () => {
    const db = t.database.db;
    const { token } = await t.signup();
    const id = await visit(token);
    const before = await totalsOf(raviId);
    expect((await rate(token, id, { rating: 5 })).status).toBe(201);
    expect(await totalsOf(raviId)).toMatchObject({ stars: before.stars + 5, ratings: before.ratings + 1 });
    expect((await rate(token, id, { rating: 3 }, 'PUT')).status).toBe(200);
    expect(await totalsOf(raviId)).toMatchObject({ stars: before.stars + 3, ratings: before.ratings + 1 });

    // A second cleaner joins the rated visit's crew (a year from now, so no calendar of theirs clashes).
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'cleaner'), ne(users.id, raviId)))
      .limit(1);
    const otherBefore = await totalsOf(other.id);
    const during = sql`tstzrange(now() + interval '400 days', now() + interval '400 days 1 hour')`;
    await db.execute(
      sql`insert into booking_assignments (booking_id, cleaner_id, during, kind) values (${id}, ${other.id}, ${during}, 'assigned')`,
    );
    expect(await totalsOf(other.id)).toMatchObject({
      stars: otherBefore.stars + 3,
      ratings: otherBefore.ratings + 1,
    });
    expect((await keptAndComputed()).kept).toEqual((await keptAndComputed()).computed);

    // Held rather than confirmed, then confirmed again, then removed.
    const crewRow = sql`booking_id = ${id} and cleaner_id = ${other.id}`;
    await db.execute(sql`update booking_assignments set kind = 'reserved' where ${crewRow}`);
    expect(await totalsOf(other.id)).toMatchObject(otherBefore);
    await db.execute(sql`update booking_assignments set kind = 'assigned' where ${crewRow}`);
    await db.execute(sql`delete from booking_assignments where ${crewRow}`);
    expect(await totalsOf(other.id)).toMatchObject(otherBefore);

    // The rating removed, then the whole booking.
    await db.execute(sql`delete from booking_ratings where booking_id = ${id}`);
    expect(await totalsOf(raviId)).toMatchObject(before);
    expect((await rate(token, id, { rating: 4 })).status).toBe(201);
    await db.execute(sql`delete from bookings where id = ${id}`);
    expect(await totalsOf(raviId)).toMatchObject(before);
    const { kept, computed } = await keptAndComputed();
    expect(kept).toEqual(computed);
  });
});
