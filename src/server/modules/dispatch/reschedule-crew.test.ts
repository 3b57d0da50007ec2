import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, type TestApp } from '../../test/test-app';
import { crewJobBody, startCrewTestApp } from './crew.test-support';

// 10:00 IST on a fixed day; each test books days of its own.
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

async function bookAssigned(
  serviceId: string,
  packageId: string,
  date: string,
  time: string,
  cleanerId: string,
) {
  const made = await t.request('POST', '/api/bookings', {
    token: customer,
    body: crewJobBody(serviceId, packageId, date, time),
  });
  expect(made.status).toBe(201);
  const id = made.body.data.booking._id as string;
  await t.payAfterService(customer, id);
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId },
  });
  expect(assigned.status).toBe(200);
  return id;
}

const adminView = async (id: string) =>
  (await t.request('GET', `/api/bookings/${id}`, { token: admin })).body.data.booking;
const freeAt = async (date: string, time: string) =>
  (
    await t.request(
      'GET',
      `/api/availability?serviceId=${ids.bathroom}&packageId=Normal&quantity=1&date=${date}`,
    )
  ).body.data.slots.find((s: { time: string }) => s.time === time).free as number;

describe('rescheduling moves the crew', () => {
  it('keeps the assigned cleaner when they are free at the new time, and frees the old time', async () => {
    const ravi = cleaners.find((c) => c.name === 'Ravi Verma')!;
    const [from, to] = [nextDay(), nextDay()];
    const id = await bookAssigned(ids.bathroom, 'Normal', from, '10:00', ravi._id);
    expect(await freeAt(from, '10:00')).toBe(cleaners.length - 1);

    const moved = await t.request('PUT', `/api/bookings/${id}`, {
      token: customer,
      body: { scheduledDate: to, scheduledTime: '14:00' },
    });
    expect(moved.status).toBe(200);
    const after = await adminView(id);
    expect(after).toMatchObject({ status: 'assigned', scheduledDate: to, scheduledTime: '14:00' });
    expect(after.crew.map((c: { _id: string }) => c._id)).toEqual([ravi._id]);
    expect(after.startsAt).toBe(`${to}T08:30:00.000Z`);
    expect(await freeAt(from, '10:00')).toBe(cleaners.length);
    expect(await freeAt(to, '14:00')).toBe(cleaners.length - 1);
  });

  it('returns the booking to pending with a fresh crew when its cleaner is busy at the new time', async () => {
    const sunita = cleaners.find((c) => c.name === 'Sunita Yadav')!;
    const [from, to] = [nextDay(), nextDay()];
    await bookAssigned(ids.home, '1 BHK Standard', to, '08:00', sunita._id);
    const id = await bookAssigned(ids.bathroom, 'Normal', from, '10:00', sunita._id);

    const moved = await t.request('PUT', `/api/bookings/${id}`, {
      token: customer,
      body: { scheduledDate: to, scheduledTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.booking.cleanerId).toBeNull();
    const after = await adminView(id);
    expect(after.status).toBe('pending');
    expect(after.crew).toHaveLength(1);
    expect(after.crew[0]._id).not.toBe(sunita._id);
    expect(await freeAt(from, '10:00')).toBe(cleaners.length);
  });

  it('answers 409 with the slot-full text and keeps the old time when no crew is free at the new one', async () => {
    const day = nextDay();
    const from = nextDay();
    for (const c of cleaners) await bookAssigned(ids.home, '1 BHK Standard', day, '08:00', c._id);
    const id = await bookAssigned(ids.bathroom, 'Normal', from, '10:00', cleaners[0]._id);

    const moved = await t.request('PUT', `/api/bookings/${id}`, {
      token: customer,
      body: { scheduledDate: day, scheduledTime: '12:00' },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('This time slot is fully booked. Please choose another time.');
    const after = await adminView(id);
    expect(after).toMatchObject({ status: 'assigned', scheduledDate: from, scheduledTime: '10:00' });
    expect(after.crew.map((c: { _id: string }) => c._id)).toEqual([cleaners[0]._id]);
  });
});
