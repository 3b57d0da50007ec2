import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

// 10:00 IST: tomorrow is an empty day.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const tomorrow = addDays(todayInIndia(clock.now()), 1);
let t: TestApp;
let homeId: string;

beforeAll(async () => {
  t = await startTestApp({ clock });
  homeId = (await t.request('GET', '/api/services/home-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

describe('GET /api/availability on an empty day', () => {
  it('marks the times a long job cannot finish by as ending too late, not full', async () => {
    const res = await t.request(
      'GET',
      `/api/availability?date=${tomorrow}&serviceId=${homeId}&packageId=1 BHK Standard`,
    );
    const slots = res.body.data.slots as {
      time: string;
      available: boolean;
      endsTooLate: boolean;
      jobMinutes: number;
    }[];
    // 8 hrs 30 mins plus the 30-minute buffer within 08:00–20:00: 11:00 is the last start.
    expect(slots.filter((s) => s.available).map((s) => s.time)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    const late = slots.filter((s) => !s.available);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((s) => s.endsTooLate)).toBe(true);
    expect(slots.every((s) => s.jobMinutes === 510)).toBe(true);
  });

  it('keeps a short job free all day (nothing ends too late)', async () => {
    const res = await t.request(
      'GET',
      `/api/availability?date=${tomorrow}&serviceId=${homeId}&packageId=Nothing`,
    );
    expect(res.status).toBe(404);
    const short = await t.request('GET', `/api/availability?date=${tomorrow}`);
    expect(short.body.data.slots.some((s: { endsTooLate: boolean }) => s.endsTooLate)).toBe(false);
  });
});
