import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { bookingAssignments, bookings, outboxEmails } from '../../db/schema/index';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * Day plans (issue 35 part 3) over HTTP on PGlite: a day whose crews cross town is planned with fewer
 * kilometres, applied under the assignment's locks with messages only for the jobs that changed; a locked
 * day keeps its crews; the day-ahead job re-plans tomorrow once before its pushes, never a locked day.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let client: string;
const ids: Record<string, string> = {};

// Two corners of Indore about 11 km apart, and a spot 1 km from each.
const WEST = { lat: 22.72, lng: 75.8 };
const WEST2 = { lat: 22.729, lng: 75.8 };
const EAST = { lat: 22.72, lng: 75.907 };
const EAST2 = { lat: 22.729, lng: 75.907 };

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: '1000', MAX_UNPAID_BOOKINGS: '100', DISPATCH_MODE: 'manual' },
  });
  admin = await t.login('admin');
  client = await t.login('client');
  ids.office = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  const cleaners = (await t.request('GET', '/api/admin/cleaners?size=50', { token: admin })).body.data
    .cleaners;
  for (const c of cleaners) ids[c.email] = c._id;
}, 180_000);
afterAll(() => t.close());

/** Everyone but Ravi and Sunita is on leave that day: the plan has two crews to choose from. */
async function twoCrewDay(date: string) {
  for (const [email, id] of Object.entries(ids))
    if (email.includes('@') && !['ravi@chamak.in', 'sunita@chamak.in'].includes(email)) {
      const res = await t.request('POST', `/api/admin/cleaners/${id}/leave`, {
        token: admin,
        body: { from: date, to: date, reason: 'Away' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
}

/** A confirmed office job at `point`, assigned by an admin to `cleaner`. */
async function job(date: string, time: string, point: { lat: number; lng: number }, cleaner: string) {
  const res = await t.request('POST', '/api/bookings', {
    token: client,
    body: {
      serviceId: ids.office,
      packageId: 'Basic',
      address: MG_ROAD,
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: date,
      scheduledTime: time,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.data.booking._id as string;
  await t.request('POST', '/api/bookings/complete-payment', {
    token: client,
    body: { bookingId: id, paymentMethod: 'pay_after_service' },
  });
  await t.database.db
    .update(bookings)
    .set({ addressLatitude: point.lat, addressLongitude: point.lng })
    .where(eq(bookings.id, id));
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerIds: [ids[cleaner]] },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  return id;
}

/** A crossed day: Ravi west then east, Sunita east then west (about 22 km between them). */
async function crossedDay(date: string) {
  await twoCrewDay(date);
  return {
    a: await job(date, '08:00', WEST, 'ravi@chamak.in'),
    b: await job(date, '08:00', EAST, 'sunita@chamak.in'),
    c: await job(date, '12:00', WEST2, 'sunita@chamak.in'),
    d: await job(date, '12:00', EAST2, 'ravi@chamak.in'),
  };
}

const crewOf = async (bookingId: string) =>
  (
    await t.database.db
      .select({ id: bookingAssignments.cleanerId })
      .from(bookingAssignments)
      .where(eq(bookingAssignments.bookingId, bookingId))
  ).map((r) => r.id);

const emailsFor = async (bookingIds: string[]) =>
  t.database.db
    .select({ bookingId: outboxEmails.bookingId, to: outboxEmails.to, kind: outboxEmails.kind })
    .from(outboxEmails)
    .where(inArray(outboxEmails.bookingId, bookingIds));

describe('day plans', () => {
  it('proposes crews with fewer kilometres, and changes nothing until applied', async () => {
    const date = addDays(today, 5);
    const jobs = await crossedDay(date);
    const res = await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.data;
    expect(plan.kmBefore).toBe(22);
    expect(plan.kmAfter).toBe(2);
    expect(plan.appliedAt).toBeNull();
    expect(plan.jobs.filter((j: { changed: boolean }) => j.changed)).toHaveLength(2);
    expect(plan.routes.map((r: { name: string }) => r.name)).toEqual(['Ravi Verma', 'Sunita Yadav']);
    // Each route keeps to one side of town.
    const routes = plan.routes.map((r: { bookingIds: string[] }) => r.bookingIds.slice().sort().join());
    expect(routes.sort()).toEqual([[jobs.a, jobs.c].sort().join(), [jobs.b, jobs.d].sort().join()].sort());
    expect(await crewOf(jobs.a)).toEqual([ids['ravi@chamak.in']]);
    expect(await crewOf(jobs.c)).toEqual([ids['sunita@chamak.in']]);
    // The board reads it back after a reload.
    const state = await t.request('GET', `/api/admin/dispatch/plan/${date}`, { token: admin });
    expect(state.body.data).toMatchObject({ locked: false, plan: { kmBefore: 22, kmAfter: 2 } });
  });

  it('applies the plan under the assignment’s locks, telling only the people whose job changed', async () => {
    const date = addDays(today, 7);
    const jobs = await crossedDay(date);
    const all = Object.values(jobs);
    await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
    const mailBefore = await emailsFor(all);
    const res = await t.request('POST', `/api/admin/dispatch/plan/${date}/apply`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ changed: 2, notified: 4 });
    expect(res.body.data.plan.appliedAt).not.toBeNull();
    const crews = Object.fromEntries(await Promise.all(all.map(async (id) => [id, await crewOf(id)])));
    // The west jobs share a crew, and so do the east ones.
    expect(crews[jobs.a]).toEqual(crews[jobs.c]);
    expect(crews[jobs.b]).toEqual(crews[jobs.d]);
    expect(crews[jobs.a]).not.toEqual(crews[jobs.b]);
    const changed = res.body.data.plan.jobs
      .filter((j: { changed: boolean }) => j.changed)
      .map((j: { bookingId: string }) => j.bookingId);
    const mailAfter = await emailsFor(all);
    const fresh = mailAfter.slice(mailBefore.length);
    // The customer of each changed job and the cleaner who joined it; nothing for the jobs that stayed.
    expect(new Set(fresh.map((m) => m.bookingId))).toEqual(new Set(changed));
    expect(fresh).toHaveLength(4);
    const [lead] = await t.database.db
      .select({ cleanerId: bookings.cleanerId })
      .from(bookings)
      .where(eq(bookings.id, changed[0]));
    expect(lead.cleanerId).toBe((await crewOf(changed[0]))[0]);
    const { events } = (await t.request('GET', `/api/bookings/${changed[0]}`, { token: admin })).body.data;
    expect(JSON.stringify(events)).toContain('Reassigned by the day plan to');
    // Applied once: again is a 409; planning again finds nothing left to gain.
    expect((await t.request('POST', `/api/admin/dispatch/plan/${date}/apply`, { token: admin })).status).toBe(
      409,
    );
    const again = await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
    expect(again.body.data.kmBefore).toBe(2);
    expect(again.body.data.jobs.some((j: { changed: boolean }) => j.changed)).toBe(false);
  });

  it('refuses a plan the day has moved away from, and a day with no plan', async () => {
    const date = addDays(today, 9);
    const jobs = await crossedDay(date);
    await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
    // An admin reassigns a job the plan moves (the two 12:00 jobs swap crews by hand).
    const state = (await t.request('GET', `/api/admin/dispatch/plan/${date}`, { token: admin })).body.data;
    const moved = state.plan.jobs.find((j: { changed: boolean }) => j.changed).bookingId;
    const other = [jobs.a, jobs.b, jobs.c, jobs.d].find(
      (id) =>
        id !== moved &&
        state.plan.jobs.find((j: { bookingId: string }) => j.bookingId === id).time ===
          state.plan.jobs.find((j: { bookingId: string }) => j.bookingId === moved).time,
    )!;
    const [m, o] = [await crewOf(moved), await crewOf(other)];
    await t.database.db
      .delete(bookingAssignments)
      .where(inArray(bookingAssignments.bookingId, [moved, other]));
    for (const [id, crew] of [
      [moved, o],
      [other, m],
    ] as const)
      expect(
        (await t.request('PATCH', `/api/bookings/${id}/assign`, { token: admin, body: { cleanerIds: crew } }))
          .status,
      ).toBe(200);
    const res = await t.request('POST', `/api/admin/dispatch/plan/${date}/apply`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The day has changed since it was planned. Plan it again.');
    expect(await crewOf(moved)).toEqual(o);
    const none = await t.request('POST', `/api/admin/dispatch/plan/${addDays(today, 30)}/apply`, {
      token: admin,
    });
    expect(none.status).toBe(404);
    expect(
      (await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date: '2026-13-01' } }))
        .status,
    ).toBe(400);
    // Real dates no booking has (PostgreSQL has no year 0): refused in words, never a 500.
    for (const date of ['0000-01-01', '9999-12-31', addDays(today, 400)]) {
      const far = await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
      expect(far.status).toBe(400);
      expect(far.body.message).toBe('Choose a day within a year of today.');
      expect((await t.request('GET', `/api/admin/dispatch/plan/${date}`, { token: admin })).status).toBe(400);
    }
  });

  it('keeps every crew of a locked day, and refuses to apply a plan there', async () => {
    const date = addDays(today, 11);
    const jobs = await crossedDay(date);
    await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } });
    const lock = await t.request('PUT', `/api/admin/dispatch/plan/${date}/lock`, {
      token: admin,
      body: { locked: true },
    });
    expect(lock.status).toBe(200);
    expect(lock.body.data.locked).toBe(true);
    expect((await t.request('POST', `/api/admin/dispatch/plan/${date}/apply`, { token: admin })).status).toBe(
      409,
    );
    const plan = (await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } })).body
      .data;
    expect(plan.locked).toBe(true);
    expect(plan.kmAfter).toBe(plan.kmBefore);
    expect(plan.jobs.every((j: { kept: boolean; changed: boolean }) => j.kept && !j.changed)).toBe(true);
    expect(await crewOf(jobs.a)).toEqual([ids['ravi@chamak.in']]);
    const unlock = await t.request('PUT', `/api/admin/dispatch/plan/${date}/lock`, {
      token: admin,
      body: { locked: false },
    });
    expect(unlock.body.data.locked).toBe(false);
  });

  it('keeps a started job’s crew', async () => {
    const date = addDays(today, 13);
    const jobs = await crossedDay(date);
    await t.database.db
      .update(bookings)
      .set({ status: 'in-progress', startedAt: clock.now() })
      .where(eq(bookings.id, jobs.c));
    const plan = (await t.request('POST', '/api/admin/dispatch/plan', { token: admin, body: { date } })).body
      .data;
    const c = plan.jobs.find((j: { bookingId: string }) => j.bookingId === jobs.c);
    expect(c).toMatchObject({ kept: true, changed: false });
    // Sunita keeps the west job she started: the morning jobs swap so each keeps to one side of town.
    expect(plan.kmAfter).toBe(2);
  });

  it('re-plans tomorrow once before the day-ahead push in auto mode, never a locked day', async () => {
    const tomorrow = addDays(today, 1);
    const jobs = await crossedDay(tomorrow);
    clock.set(new Date(slotStart(today, '19:00').getTime()));
    // In manual mode people chose the crews: the push goes without a re-plan.
    await t.app.dayAheadPush.runOnce();
    expect(
      (await t.request('GET', `/api/admin/dispatch/plan/${tomorrow}`, { token: admin })).body.data.plan,
    ).toBeNull();
    expect(await crewOf(jobs.a)).toEqual([ids['ravi@chamak.in']]);
    const auto = await t.request('PUT', '/api/admin/dispatch/settings', {
      token: admin,
      body: { mode: 'auto' },
    });
    expect(auto.status).toBe(200);
    await t.app.dayAheadPush.runOnce();
    const state = (await t.request('GET', `/api/admin/dispatch/plan/${tomorrow}`, { token: admin })).body
      .data;
    expect(state.plan).toMatchObject({ automatic: true, kmBefore: 22, kmAfter: 2 });
    expect(state.plan.appliedAt).not.toBeNull();
    expect(await crewOf(jobs.a)).toEqual(await crewOf(jobs.c));
    // Once: a second pass leaves the applied plan as it is.
    await t.app.dayAheadPush.runOnce();
    const after = (await t.request('GET', `/api/admin/dispatch/plan/${tomorrow}`, { token: admin })).body
      .data;
    expect(after.plan.madeAt).toBe(state.plan.madeAt);

    // The day after tomorrow, locked: its crossed crews stay through the next evening's pass.
    const later = addDays(today, 2);
    const kept = await crossedDay(later);
    await t.request('PUT', `/api/admin/dispatch/plan/${later}/lock`, {
      token: admin,
      body: { locked: true },
    });
    clock.set(new Date(slotStart(addDays(today, 1), '19:00').getTime()));
    await t.app.dayAheadPush.runOnce();
    expect(await crewOf(kept.a)).toEqual([ids['ravi@chamak.in']]);
    expect(await crewOf(kept.c)).toEqual([ids['sunita@chamak.in']]);
    expect((await t.request('GET', `/api/admin/dispatch/plan/${later}`, { token: admin })).body.data).toEqual(
      {
        locked: true,
        plan: null,
      },
    );
  });
});
