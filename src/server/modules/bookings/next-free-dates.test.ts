import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { NEXT_FREE_SEARCH_DAYS } from '../../../shared/schemas/next-free-dates';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /api/availability/next-free: after a full day, the next dates with a free start time for the same
 * job. Days are filled by putting every cleaner on leave (no crew at all), as an admin does.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z')); // 10:00 in India
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let cleanerIds: string[];
let bathroom: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  bathroom = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  const list = await t.request('GET', '/api/admin/cleaners', { token: admin });
  cleanerIds = (list.body.data.cleaners as { _id: string }[]).map((c) => c._id);
});
afterAll(() => t?.close());

async function everyoneOnLeave(from: string, to: string) {
  for (const id of cleanerIds) {
    const res = await t.request('POST', `/api/admin/cleaners/${id}/leave`, {
      token: admin,
      body: { from, to, reason: 'Festival' },
    });
    expect(res.status).toBe(201);
  }
}

const nextFree = (date: string, extra = '') =>
  t.request(
    'GET',
    `/api/availability/next-free?serviceId=${bathroom}&packageId=Normal&quantity=1&date=${date}${extra}`,
  );

describe('GET /api/availability/next-free', () => {
  it('skips days nobody can take the job and names the next ones with their free slots', async () => {
    const full = addDays(today, 10);
    await everyoneOnLeave(full, addDays(full, 1));
    const day = await t.request(
      'GET',
      `/api/availability?serviceId=${bathroom}&packageId=Normal&quantity=1&date=${full}`,
    );
    expect(day.body.data.slots.every((s: { available: boolean }) => !s.available)).toBe(true);

    const res = await nextFree(full);
    expect(res.status).toBe(200);
    expect(res.body.data.after).toBe(full);
    expect(res.body.data.dates.map((d: { date: string }) => d.date)).toEqual([
      addDays(full, 2),
      addDays(full, 3),
      addDays(full, 4),
    ]);
    for (const d of res.body.data.dates) expect(d.freeSlots).toBeGreaterThan(0);
  });

  it('asks for as many dates as wanted, never before today', async () => {
    const res = await nextFree(addDays(today, -5), '&count=2');
    expect(res.status).toBe(200);
    const dates = res.body.data.dates.map((d: { date: string }) => d.date);
    expect(dates).toHaveLength(2);
    expect(dates[0] >= today).toBe(true);
  });

  it(`gives no date when nothing is free for ${NEXT_FREE_SEARCH_DAYS} days, and says how far it looked`, async () => {
    const from = addDays(today, 40);
    await everyoneOnLeave(addDays(from, 1), addDays(from, NEXT_FREE_SEARCH_DAYS + 1));
    const res = await nextFree(from);
    expect(res.body.data).toEqual({ after: from, dates: [], searchedDays: NEXT_FREE_SEARCH_DAYS });
  });

  it('with times, counts only those start times: a gone morning today names tomorrow', async () => {
    // 10:00 in India: today's 08:00 has passed, its afternoon has not.
    const any = await nextFree(addDays(today, -1), '&count=1');
    expect(any.body.data.dates[0].date).toBe(today);
    const morning = await nextFree(addDays(today, -1), '&count=1&times=08:00,09:00');
    expect(morning.status).toBe(200);
    expect(morning.body.data.dates).toEqual([{ date: addDays(today, 1), freeSlots: 2 }]);
  });

  it('refuses a date that is not one', async () => {
    expect((await nextFree('2026-02-30')).status).toBe(400);
    expect((await nextFree(addDays(today, 1), '&count=50')).status).toBe(400);
    expect((await nextFree(addDays(today, 1), '&times=8am')).status).toBe(400);
  });
});
