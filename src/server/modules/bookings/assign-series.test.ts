import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from '../dispatch/crew.test-support';

/** Issue 35 part 4: an admin gives a whole recurring series to one crew; visits it cannot take are listed. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let customer: string;
let ids: { home: string; bathroom: string };
let cleaners: { _id: string; name: string }[];

beforeAll(async () => {
  ({ t, ids, admin, customer, cleaners } = await startCrewTestApp(clock));
});
afterAll(() => t.close());

const visit = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  crewJobBody(ids.bathroom, 'Normal', date, time, extra);

async function confirmed(body: Record<string, unknown>) {
  const made = await t.request('POST', '/api/bookings', { token: customer, body });
  expect(made.status).toBe(201);
  await t.payAfterService(customer, made.body.data.booking._id);
  return made.body.data.booking as { _id: string; seriesId: string | null };
}

const crewOf = async (id: string) =>
  (
    (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking.crew as {
      _id: string;
      kind: string;
    }[]
  ).map((c) => `${c._id}:${c.kind}`);

describe('PATCH /api/bookings/:id/assign-series', () => {
  it('assigns every later visit the cleaner is free for, and lists the one they are not, with why', async () => {
    const ravi = cleaners[0];
    const first = addDays(today, 2);
    // Ravi has another job at the third weekly visit's time already.
    const clash = await confirmed(visit(addDays(first, 14), '10:00'));
    const taken = await t.request('PATCH', `/api/bookings/${clash._id}/assign`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(taken.status).toBe(200);
    const series = await confirmed({ ...visit(first, '10:00'), frequency: 'weekly' });
    const visits = (await t.request('GET', '/api/bookings?limit=100', { token: customer })).body.data.bookings
      .filter((b: { seriesId: string | null }) => b.seriesId === series.seriesId)
      .sort((a: { scheduledDate: string }, b: { scheduledDate: string }) =>
        a.scheduledDate.localeCompare(b.scheduledDate),
      ) as { _id: string; scheduledDate: string }[];
    expect(visits.length).toBeGreaterThan(2);
    expect(visits[2].scheduledDate).toBe(addDays(first, 14));

    const res = await t.request('PATCH', `/api/bookings/${visits[0]._id}/assign-series`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toEqual({
      assigned: visits.length - 1,
      notAssigned: [
        {
          bookingId: visits[2]._id,
          scheduledDate: visits[2].scheduledDate,
          scheduledTime: '10:00',
          message: `${ravi.name} already has a job at that time.`,
        },
      ],
    });
    for (const [i, v] of visits.entries()) {
      const crew = await crewOf(v._id);
      if (i === 2) expect(crew).not.toContain(`${ravi._id}:assigned`);
      else expect(crew).toEqual([`${ravi._id}:assigned`]);
    }
    // Asking again changes nothing and still lists the busy visit.
    const again = await t.request('PATCH', `/api/bookings/${visits[0]._id}/assign-series`, {
      token: admin,
      body: { cleanerId: ravi._id },
    });
    expect(again.body.data.series.notAssigned.map((v: { bookingId: string }) => v.bookingId)).toEqual([
      visits[2]._id,
    ]);
  });

  it('assigns a one-time visit alone; a customer may not call it', async () => {
    const one = await confirmed(visit(addDays(today, 4), '12:00'));
    const res = await t.request('PATCH', `/api/bookings/${one._id}/assign-series`, {
      token: admin,
      body: { cleanerId: cleaners[1]._id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toEqual({ assigned: 1, notAssigned: [] });
    const refused = await t.request('PATCH', `/api/bookings/${one._id}/assign-series`, {
      token: customer,
      body: { cleanerId: cleaners[1]._id },
    });
    expect(refused.status).toBe(403);
  });
});
