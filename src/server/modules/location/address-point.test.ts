import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../../db/schema/index';
import { addressPointTexts } from '../../../shared/domain/address-point';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';

/**
 * An address's own point: the owner saves it from their phone (or removes it), an admin sets or corrects
 * a booking's, and the ETA, the 1 km attendance flag and the crew's map link use it before the PIN's centre.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
// 452001's centre (Rajwada), and a flat 2 km east of it (0.0195° of longitude at 22.7° N).
const centre = { lat: 22.7185, lng: 75.8572 };
const flat = { latitude: 22.7185, longitude: 75.8767 };
const address = MG_ROAD;
let t: TestApp;
let admin: string;
let ravi: string;
let raviId: string;
let bathroomId: string;
let day = 1;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', MAX_UNPAID_BOOKINGS: '1000' } });
  bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  admin = await t.login('admin');
  ravi = await t.login('cleaner');
  const cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
  raviId = cleaners.find((c: { email: string }) => c.email === 'ravi@chamak.in')._id;
}, 180_000);
afterAll(() => t?.close());

const book = (token: string, addr: Record<string, unknown>, date: string) =>
  t.request('POST', '/api/bookings', {
    token,
    body: {
      serviceId: bathroomId,
      packageId: 'Normal',
      address: addr,
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: date,
      scheduledTime: '10:00',
    },
  });

/** A visit at 10:00 on a day of its own, assigned to Ravi and on the way; the clock at 09:30 that day. */
async function jobOnTheWay(addr: Record<string, unknown>) {
  const date = addDays(today, day++);
  clock.set(new Date(slotStart(date, '09:30')));
  const customer = await t.signup();
  const booked = await book(customer.token, addr, date);
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.data.booking._id as string;
  await t.payAfterService(customer.token, id);
  expect(
    (await t.request('PATCH', `/api/bookings/${id}/assign`, { token: admin, body: { cleanerId: raviId } }))
      .status,
  ).toBe(200);
  expect((await t.request('POST', `/api/bookings/${id}/on-my-way`, { token: ravi })).status).toBe(200);
  return { id, customer };
}

const setPoint = (id: string, point: unknown, token = admin) =>
  t.request('PUT', `/api/admin/bookings/${id}/address-location`, { token, body: { point } });

describe("a saved address's point", () => {
  it('is saved with the address, set and removed by its owner only (404 for anyone else)', async () => {
    const owner = await t.signup();
    const saved = await t.request('POST', '/api/users/addresses', {
      token: owner.token,
      body: { label: 'Home', ...address, ...flat },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.address).toMatchObject(flat);
    const id = saved.body.data.address._id as string;

    const removed = await t.request('DELETE', `/api/users/addresses/${id}/location`, { token: owner.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      message: 'Location removed',
      data: { address: { latitude: null, longitude: null } },
    });
    const set = await t.request('PUT', `/api/users/addresses/${id}/location`, {
      token: owner.token,
      body: { latitude: 22.72, longitude: 75.86 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      message: 'Location saved',
      data: { address: { latitude: 22.72, longitude: 75.86 } },
    });

    const stranger = await t.signup();
    for (const token of [stranger.token, admin]) {
      const res = await t.request('PUT', `/api/users/addresses/${id}/location`, {
        token,
        body: { latitude: 22.7, longitude: 75.8 },
      });
      expect(res.status).toBe(404);
      expect((await t.request('DELETE', `/api/users/addresses/${id}/location`, { token })).status).toBe(404);
    }
    const listed = await t.request('GET', '/api/users/addresses', { token: owner.token });
    expect(listed.body.data.addresses).toMatchObject([{ latitude: 22.72, longitude: 75.86 }]);
    expect((await t.request('PUT', `/api/users/addresses/${id}/location`, { body: flat })).status).toBe(401);
  });

  it('is optional: an address without one has none', async () => {
    const owner = await t.signup();
    const saved = await t.request('POST', '/api/users/addresses', { token: owner.token, body: address });
    expect(saved.status).toBe(201);
    expect(saved.body.data.address).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    ['a NaN string', { latitude: 'NaN', longitude: 75.8 }, addressPointTexts.notANumber],
    ['a 50,000-character latitude', { latitude: '2'.repeat(50_000), longitude: 75.8 }, null],
    ['a NUL byte', { latitude: '22.7\u0000', longitude: 75.8 }, addressPointTexts.notANumber],
    ['only a latitude', { latitude: 22.7 }, null],
    ['latitude 91', { latitude: 91, longitude: 75.8 }, addressPointTexts.outsideIndia],
    ['London', { latitude: 51.5, longitude: -0.12 }, addressPointTexts.outsideIndia],
    ['swapped', { latitude: 75.8577, longitude: 22.7196 }, addressPointTexts.outsideIndia],
    [
      'Ujjain, 50 km from the pincode',
      { latitude: 23.1765, longitude: 75.7885 },
      addressPointTexts.outOfReach,
    ],
    ['an unknown field', { latitude: 22.7, longitude: 75.8, altitude: 500 }, null],
  ])('refuses %s with a 4xx (never a 5xx), on saving and on setting', async (_name, point, message) => {
    const owner = await t.signup();
    const added = await t.request('POST', '/api/users/addresses', {
      token: owner.token,
      body: { ...address, ...point },
    });
    const bigBody = JSON.stringify(point).length > 16 * 1024;
    expect(added.status, JSON.stringify(added.body)).toBe(bigBody ? 413 : 400);
    const id = (await t.request('POST', '/api/users/addresses', { token: owner.token, body: address })).body
      .data.address._id;
    const set = await t.request('PUT', `/api/users/addresses/${id}/location`, {
      token: owner.token,
      body: point,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(bigBody ? 413 : 400);
    if (message) expect(JSON.stringify(set.body)).toContain(message);
  });

  it("answers 400 for an id that is not one and 404 for someone else's or an unknown one", async () => {
    const owner = await t.signup();
    const body = { latitude: 22.72, longitude: 75.86 };
    for (const [id, status] of [
      ['not-an-id', 400],
      ['%00', 400],
      ['00000000-0000-4000-8000-000000000000', 404],
    ] as const) {
      const res = await t.request('PUT', `/api/users/addresses/${id}/location`, { token: owner.token, body });
      expect(res.status, id).toBe(status);
    }
  });
});

describe("a booking's address point", () => {
  it('goes with the booking, and the ETA measures to it before the PIN centre', async () => {
    const { id, customer } = await jobOnTheWay({ ...address, ...flat });
    const position = { lat: centre.lat, lng: centre.lng, accuracy: 20 };
    expect(
      (await t.request('POST', `/api/bookings/${id}/location`, { token: ravi, body: position })).status,
    ).toBe(200);
    const seen = (await t.request('GET', `/api/bookings/${id}/location`, { token: customer.token })).body
      .data;
    expect(seen).toMatchObject({
      destination: { lat: flat.latitude, lng: flat.longitude },
      destinationSource: 'address',
    });
    expect(seen.distanceMetres).toBeGreaterThan(1_900);
    expect(seen.distanceMetres).toBeLessThan(2_100);
    expect(seen.etaMinutes).toBe(7);
    const board = await t.request('GET', '/api/admin/crews-on-the-way', { token: admin });
    expect(board.body.data.crews.find((c: { bookingId: string }) => c.bookingId === id)).toMatchObject({
      destinationSource: 'address',
      etaMinutes: 7,
    });
  });

  it('flags a start at the PIN centre, 2 km from the address point (not refused)', async () => {
    const { id, customer } = await jobOnTheWay({ ...address, ...flat });
    const code = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking
      .startCode;
    const started = await t.request('PATCH', `/api/bookings/${id}/status`, {
      token: ravi,
      body: { status: 'in-progress', startCode: code, position: { ...centre, accuracy: 15 } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [start] = (await t.request('GET', `/api/admin/bookings/${id}/attendance`, { token: admin })).body
      .data.attendance;
    expect(start).toMatchObject({ event: 'start', far: true, distanceFrom: 'address' });
    expect(start.distanceMetres).toBeGreaterThan(1_900);
  });

  it('gives the crew a map link to the exact point', async () => {
    const { id } = await jobOnTheWay({ ...address, ...flat });
    const jobs = (await t.request('GET', '/api/cleaner/jobs', { token: ravi })).body.data?.jobs ?? [];
    const job = jobs.find((j: { _id: string }) => j._id === id);
    expect(job?.address.point).toEqual({ lat: flat.latitude, lng: flat.longitude });
  });

  it('refuses a booking whose point is out of reach or half given, with 400', async () => {
    const customer = await t.signup();
    const date = addDays(today, day++);
    clock.set(new Date(slotStart(date, '08:00')));
    for (const point of [
      { latitude: 23.1765, longitude: 75.7885 },
      { latitude: 22.7 },
      { latitude: 'NaN', longitude: 75 },
    ]) {
      const res = await book(customer.token, { ...address, ...point }, date);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
  });
});

describe("an admin's correction", () => {
  it('sets the point from "lat, lng" text, audited, and the ETA uses it; empty text removes it', async () => {
    const { id, customer } = await jobOnTheWay(address);
    const before = (await t.request('GET', `/api/bookings/${id}/location`, { token: customer.token })).body
      .data;
    expect(before).toMatchObject({ destination: centre, destinationSource: 'pin' });

    const res = await setPoint(id, ' 22.7185, 75.8767 ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Location saved',
      data: { point: { lat: 22.7185, lng: 75.8767 } },
    });
    const after = (await t.request('GET', `/api/bookings/${id}/location`, { token: customer.token })).body
      .data;
    expect(after).toMatchObject({
      destination: { lat: 22.7185, lng: 75.8767 },
      destinationSource: 'address',
    });
    const detail = (await t.request('GET', `/api/admin/bookings/${id}`, { token: admin })).body.data;
    expect(detail.booking.address).toMatchObject({ latitude: 22.7185, longitude: 75.8767 });
    expect(detail.audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'booking.address-point' })]),
    );
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.address-point')));
    expect(audited.details).toEqual({ point: { from: null, to: '22.71850, 75.87670' } });

    expect((await setPoint(id, '')).body).toMatchObject({
      message: 'Location removed',
      data: { point: null },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ addressLatitude: null, addressLongitude: null });
  });

  it.each([
    ['words', 'Rajwada, Indore', addressPointTexts.format],
    ['NaN', 'NaN, NaN', addressPointTexts.format],
    ['a NUL byte', '22.7185,\u000075.8767', addressPointTexts.format],
    ['50,000 characters', '2'.repeat(50_000), null],
    ['out of range', '999, 999', addressPointTexts.outsideIndia],
    ['Ujjain, out of reach', '23.1765, 75.7885', addressPointTexts.outOfReach],
    ['a number', 22.7, null],
  ])('refuses %s with a 4xx and says why', async (_name, point, message) => {
    const { id } = await jobOnTheWay(address);
    const res = await setPoint(id, point);
    expect(res.status, JSON.stringify(res.body)).toBe(JSON.stringify(point).length > 16 * 1024 ? 413 : 400);
    if (message) expect(JSON.stringify(res.body)).toContain(message);
  });

  it('is for admins only; an unknown booking is 404', async () => {
    const { id, customer } = await jobOnTheWay(address);
    expect((await setPoint(id, '22.72, 75.86', customer.token)).status).toBe(403);
    expect((await setPoint(id, '22.72, 75.86', ravi)).status).toBe(403);
    expect((await setPoint('00000000-0000-4000-8000-000000000000', '22.72, 75.86')).status).toBe(404);
    expect((await setPoint('not-an-id', '22.72, 75.86')).status).toBe(404);
  });
});
