import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesPlanDto } from '../../../shared/api-series';
import { SERIES_PAUSED_REASON, SERIES_SKIPPED_REASON, seriesTexts } from '../../../shared/domain/series-plan';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { buildApp } from '../../app';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from '../dispatch/crew.test-support';

/** Issue 36 part 2: a recurring plan the customer controls (skip, pause, resume, cancel) and its top-up. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const DAY = 86_400_000;
let t: TestApp;
let customer: string;
let admin: string;
let ids: { home: string; bathroom: string };

beforeAll(async () => {
  ({ t, ids, customer, admin } = await startCrewTestApp(clock));
});
afterAll(() => t.close());

async function weeklyPlan(token: string, first: string, time: string) {
  const made = await t.request('POST', '/api/bookings', {
    token,
    body: { ...crewJobBody(ids.bathroom, 'Normal', first, time), frequency: 'weekly' },
  });
  expect(made.status).toBe(201);
  await t.payAfterService(token, made.body.data.booking._id);
  return made.body.data.booking.seriesId as string;
}

const planOf = async (id: string, token = customer) => {
  const res = await t.request('GET', `/api/bookings/series/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.plan as SeriesPlanDto;
};
const post = (id: string, action: string, body: unknown, token = customer) =>
  t.request('POST', `/api/bookings/series/${id}/${action}`, { token, body });
const live = (plan: SeriesPlanDto) => plan.visits.filter((v) => v.status !== 'cancelled');

describe('a weekly plan the customer controls', () => {
  let id: string;
  let first: string;

  beforeAll(async () => {
    first = addDays(todayInIndia(clock.now()), 2);
    id = await weeklyPlan(customer, first, '09:00');
  });

  it('shows its visits, its state and what cancelling the rest would refund', async () => {
    const plan = await planOf(id);
    expect(plan).toMatchObject({ id, frequency: 'weekly', state: 'active', pausedUntil: null });
    expect(plan.visits.map((v) => v.scheduledDate)).toEqual(
      [0, 7, 14, 21, 28, 35, 42, 49, 56].map((d) => addDays(first, d)),
    );
    expect(plan.visits.every((v) => v.changeable)).toBe(true);
    expect(plan.cancelRest).toEqual({ visits: 9, refundPaise: 0 });
  });

  it('skips one visit, which stays skipped, and refuses what is not its own', async () => {
    const plan = await planOf(id);
    const second = plan.visits[1];
    const skipped = await post(id, 'skip', { bookingId: second._id });
    expect(skipped.status).toBe(200);
    expect(skipped.body.message).toBe('Visit skipped');
    const after = skipped.body.data.plan as SeriesPlanDto;
    expect(after.visits[1]).toMatchObject({
      status: 'cancelled',
      cancelReason: SERIES_SKIPPED_REASON,
      changeable: false,
    });
    expect(after.state).toBe('active');

    const again = await post(id, 'skip', { bookingId: second._id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(seriesTexts.visitNotOpen);
    const other = await t.signup();
    expect((await post(id, 'skip', { bookingId: plan.visits[2]._id }, other.token)).status).toBe(404);
    expect((await t.request('GET', `/api/bookings/series/${id}`, { token: other.token })).status).toBe(404);
    const notHers = await post(id, 'skip', { bookingId: '00000000-0000-4000-8000-000000000000' });
    expect(notHers.status).toBe(400);
    expect(notHers.body.message).toBe(seriesTexts.visitNotInPlan);
    expect((await post(id, 'skip', { bookingId: plan.visits[2]._id, extra: 1 })).status).toBe(400);
    expect((await post('not-a-plan', 'skip', { bookingId: plan.visits[2]._id })).status).toBe(404);
  });

  it('pauses until a date (its visits before then cancelled) and resumes (they are booked again)', async () => {
    const before = await planOf(id);
    const until = before.visits[4].scheduledDate;
    const tooFar = await post(id, 'pause', { until: addDays(todayInIndia(clock.now()), 91) });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.message).toBe(seriesTexts.pauseDate);
    expect((await post(id, 'pause', { until: '2027-02-30' })).body.message).toBe(seriesTexts.pauseDateFormat);

    const paused = await post(id, 'pause', { until });
    expect(paused.status).toBe(200);
    const plan = paused.body.data.plan as SeriesPlanDto;
    expect(plan).toMatchObject({ state: 'paused', pausedUntil: until });
    expect(plan.visits.slice(0, 4).map((v) => v.cancelReason)).toEqual([
      SERIES_PAUSED_REASON,
      SERIES_SKIPPED_REASON,
      SERIES_PAUSED_REASON,
      SERIES_PAUSED_REASON,
    ]);
    expect(live(plan)[0].scheduledDate).toBe(until);

    // The job while paused books nothing before the pause ends.
    await t.app.planTopUp.runOnce();
    expect(live(await planOf(id))[0].scheduledDate).toBe(until);

    const resumed = await post(id, 'resume', {});
    expect(resumed.status).toBe(200);
    const back = resumed.body.data.plan as SeriesPlanDto;
    expect(back.state).toBe('active');
    // The paused days are booked again; the skipped one is not.
    expect(live(back).map((v) => v.scheduledDate)).toEqual(
      [0, 14, 21, 28, 35, 42, 49, 56].map((d) => addDays(first, d)),
    );
    const notPaused = await post(id, 'resume', {});
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.message).toBe(seriesTexts.notPaused);
  });

  it('keeps booking ahead as weeks pass, each week once', async () => {
    clock.advance(21 * DAY);
    const today = todayInIndia(clock.now());
    // A second app on the same database: two passes of the job at once, as two processes would run them.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock,
      mailTransport: null,
      webRoot: null,
    });
    try {
      await Promise.all([t.app.planTopUp.runOnce(), second.planTopUp.runOnce()]);
    } finally {
      await second.close();
    }
    const plan = await planOf(id);
    const dates = live(plan).map((v) => v.scheduledDate);
    expect(new Set(dates).size).toBe(dates.length);
    // Three weeks on, the plan reaches 8 weeks from today: its last week is the 10th after the first.
    expect(dates.at(-1)).toBe(addDays(first, 70));
    expect(dates.at(-1)! <= addDays(today, 56)).toBe(true);
    expect(await t.app.planTopUp.runOnce()).toBe(0);
  });

  it('cancels the rest, states it first, and books nothing after', async () => {
    const plan = await planOf(id);
    expect(plan.cancelRest.visits).toBe(live(plan).length);
    const cancelled = await post(id, 'cancel', { reason: 'Moving out' });
    expect(cancelled.status).toBe(200);
    const after = cancelled.body.data.plan as SeriesPlanDto;
    expect(after.state).toBe('cancelled');
    expect(live(after)).toEqual([]);
    expect(after.cancelRest).toEqual({ visits: 0, refundPaise: 0 });
    clock.advance(14 * DAY);
    await t.app.planTopUp.runOnce();
    expect(live(await planOf(id))).toEqual([]);
    const skip = await post(id, 'skip', { bookingId: plan.visits[0]._id });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(seriesTexts.planCancelled);
  });
});

describe('the plan top-up and the series cancel', () => {
  it('cancelling a visit with its series ends the plan too', async () => {
    const first = addDays(todayInIndia(clock.now()), 3);
    const id = await weeklyPlan(customer, first, '14:00');
    const plan = await planOf(id);
    const res = await t.request('PATCH', `/api/bookings/${plan.visits[0]._id}/cancel`, {
      token: customer,
      body: { reason: 'No longer needed', scope: 'series' },
    });
    expect(res.status).toBe(200);
    expect((await planOf(id)).state).toBe('cancelled');
  });

  it('staff who manage bookings may open a customer plan; a plan on hold is not topped up', async () => {
    const first = addDays(todayInIndia(clock.now()), 4);
    const made = await t.request('POST', '/api/bookings', {
      token: customer,
      body: { ...crewJobBody(ids.bathroom, 'Normal', first, '11:00'), frequency: 'weekly' },
    });
    const id = made.body.data.booking.seriesId as string;
    expect((await planOf(id, admin)).visits.at(-1)?.scheduledDate).toBe(addDays(first, 56));
    // Two weeks on, a confirmed plan would have its 10th week booked (see above).
    clock.advance(14 * DAY);
    await t.app.planTopUp.runOnce();
    // Still waiting for its payment choice: nothing booked ahead.
    expect((await planOf(id, admin)).visits.at(-1)?.scheduledDate).toBe(addDays(first, 56));
  });
});
