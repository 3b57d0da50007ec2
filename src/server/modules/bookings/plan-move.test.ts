import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesPlanDto } from '../../../shared/api-series';
import { seriesTexts } from '../../../shared/domain/series-plan';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from '../dispatch/crew.test-support';

/** Issue 36 part 2: change the day and time of a plan's visit and every later one, all or none. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const DAY = 86_400_000;
let t: TestApp;
let customer: string;
let admin: string;
let ids: { home: string; bathroom: string };
let cleaners: { _id: string }[];

beforeAll(async () => {
  ({ t, ids, customer, admin, cleaners } = await startCrewTestApp(clock));
});
afterAll(() => t.close());

async function weeklyPlan(first: string, time: string) {
  const made = await t.request('POST', '/api/bookings', {
    token: customer,
    body: { ...crewJobBody(ids.bathroom, 'Normal', first, time), frequency: 'weekly' },
  });
  expect(made.status).toBe(201);
  await t.payAfterService(customer, made.body.data.booking._id);
  return made.body.data.booking.seriesId as string;
}
const planOf = async (id: string) =>
  (await t.request('GET', `/api/bookings/series/${id}`, { token: customer })).body.data.plan as SeriesPlanDto;
const move = (id: string, body: unknown, token = customer) =>
  t.request('POST', `/api/bookings/series/${id}/reschedule`, { token, body });
const live = (plan: SeriesPlanDto) => plan.visits.filter((v) => v.status !== 'cancelled');

describe("moving a plan's later visits", () => {
  it('moves the chosen visit and every later one by the same days, at the new time; the top-up follows', async () => {
    const first = addDays(todayInIndia(clock.now()), 2);
    const id = await weeklyPlan(first, '09:00');
    const before = await planOf(id);
    const second = before.visits[1];

    const moved = await move(id, {
      bookingId: second._id,
      date: addDays(second.scheduledDate, 2),
      time: '11:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Plan moved');
    const after = moved.body.data.plan as SeriesPlanDto;
    expect(after.visits[0]).toMatchObject({ scheduledDate: first, scheduledTime: '09:00' });
    expect(after.visits.slice(1).map((v) => [v.scheduledDate, v.scheduledTime])).toEqual(
      before.visits.slice(1).map((v) => [addDays(v.scheduledDate, 2), '11:00']),
    );
    expect(after.scheduledTime).toBe('11:00');

    // Weeks later, the plan's new visits keep the new day and time.
    clock.advance(21 * DAY);
    expect(await t.app.planTopUp.runOnce()).toBeGreaterThan(0);
    const topped = live(await planOf(id));
    const last = topped.at(-1)!;
    expect(last.scheduledDate).toBe(addDays(first, 70 + 2));
    expect(last.scheduledTime).toBe('11:00');
    for (let i = 1; i < topped.length; i++)
      expect(Date.parse(topped[i].scheduledDate) - Date.parse(topped[i - 1].scheduledDate)).toBe(7 * DAY);
  });

  it('refuses a day past a neighbour, no change at all, another customer, and a visit not of the plan', async () => {
    const first = addDays(todayInIndia(clock.now()), 3);
    const id = await weeklyPlan(first, '13:00');
    const [next] = (await planOf(id)).visits;

    const tooFar = await move(id, { bookingId: next._id, date: addDays(first, 7), time: '13:00' });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe(seriesTexts.moveDate);
    const same = await move(id, { bookingId: next._id, date: first, time: '13:00' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(seriesTexts.moveNothing);
    const past = await move(id, {
      bookingId: next._id,
      date: addDays(todayInIndia(clock.now()), -1),
      time: '13:00',
    });
    expect(past.status).toBe(400);
    const stranger = await t.signup();
    expect(
      (await move(id, { bookingId: next._id, date: addDays(first, 1), time: '13:00' }, stranger.token))
        .status,
    ).toBe(404);
    const notInPlan = await move(id, {
      bookingId: '00000000-0000-4000-8000-000000000000',
      date: addDays(first, 1),
      time: '13:00',
    });
    expect(notInPlan.body.message).toBe(seriesTexts.visitNotInPlan);
    for (const bad of [
      { bookingId: next._id, date: addDays(first, 1), time: '25:00' },
      { bookingId: next._id, date: '2027-02-30', time: '13:00' },
      { bookingId: next._id, date: addDays(first, 1), time: '13:00', extra: true },
      { bookingId: next._id, date: 'x'.repeat(5_000), time: '13:00' },
    ])
      expect((await move(id, bad)).status).toBe(400);
    expect((await planOf(id)).visits.map((v) => v.scheduledDate)[0]).toBe(first);
  });

  it('moves none when a later visit finds no free crew, and says so', async () => {
    const first = addDays(todayInIndia(clock.now()), 4);
    const id = await weeklyPlan(first, '15:00');
    const before = await planOf(id);
    // Every cleaner is away on the day the fourth visit would move to.
    const blocked = addDays(before.visits[3].scheduledDate, 1);
    for (const c of cleaners) {
      const leave = await t.request('POST', `/api/admin/cleaners/${c._id}/leave`, {
        token: admin,
        body: { from: blocked, to: blocked },
      });
      expect(leave.status).toBeLessThan(300);
    }
    const refused = await move(id, {
      bookingId: before.visits[0]._id,
      date: addDays(first, 1),
      time: '15:00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(seriesTexts.moveNoCrew);
    const after = await planOf(id);
    expect(after.visits.map((v) => [v.scheduledDate, v.scheduledTime, v.status])).toEqual(
      before.visits.map((v) => [v.scheduledDate, v.scheduledTime, v.status]),
    );
  });
});
