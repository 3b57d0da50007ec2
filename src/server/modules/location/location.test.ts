import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewPositions, jobAttendance } from '../../db/schema/index';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import { demo, manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD } from '../../test/bookings.test-support';
import { POSITION_EVERY_MS } from './location.service';

/**
 * A crew's live position on the way: taken only from that job's crew while it is on the way, shown
 * only to the booking's customer and the admins (404 to everyone else), gone at the start; and the
 * phone's position at start and completion kept as proof of attendance, a far start flagged.
 */
const MULTIPLIER = 1000;
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
// Rajwada, the 452001 PIN's centre in the service area; 0.027° of latitude is about 3 km.
const centre = { lat: 22.7185, lng: 75.8572 };
const threeKmNorth = { lat: 22.7455, lng: 75.8572, accuracy: 20 };
let t: TestApp;
let admin: string;
let ravi: string;
let sunita: string;
let bathroomId: string;
let cleaners: { _id: string; email: string }[];
let day = 1;

beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { RATE_LIMIT_MULTIPLIER: String(MULTIPLIER), MAX_UNPAID_BOOKINGS: '1000' },
  });
  bathroomId = (await t.request('GET', '/api/services/bathroom-cleaning')).body.data.service._id;
  admin = await t.login('admin');
  ravi = await t.login('cleaner');
  sunita = await t.login({ email: 'sunita@chamak.in', password: demo.cleaner.password });
  cleaners = (await t.request('GET', '/api/admin/cleaners', { token: admin })).body.data.cleaners;
}, 180_000);
afterAll(() => t?.close());

/** A visit at 10:00 on a day of its own, assigned to Ravi; the clock set to 09:30 that day. */
async function jobOnTheWay(opts: { pincode?: string; onMyWay?: boolean } = {}) {
  const date = addDays(today, day++);
  clock.set(new Date(slotStart(date, '09:30')));
  const customer = await t.signup();
  const booked = await t.request('POST', '/api/bookings', {
    token: customer.token,
    body: {
      serviceId: bathroomId,
      packageId: 'Normal',
      address: { ...MG_ROAD, pincode: opts.pincode ?? '452001' },
      phoneNumber: '9876543210',
      areaSqft: 1,
      scheduledDate: date,
      scheduledTime: '10:00',
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.data.booking._id as string;
  await t.payAfterService(customer.token, id);
  const raviId = cleaners.find((c) => c.email === 'ravi@chamak.in')!._id;
  const assigned = await t.request('PATCH', `/api/bookings/${id}/assign`, {
    token: admin,
    body: { cleanerId: raviId },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  if (opts.onMyWay !== false)
    expect((await t.request('POST', `/api/bookings/${id}/on-my-way`, { token: ravi })).status).toBe(200);
  return { id, customer };
}

const share = (id: string, body: unknown, token = ravi) =>
  t.request('POST', `/api/bookings/${id}/location`, { token, body });
const view = (id: string, token: string) => t.request('GET', `/api/bookings/${id}/location`, { token });

describe('live location on the way', () => {
  it('keeps one position a job every 20 s (scaled like every limit): sooner is 429 with Retry-After, and the first stays', async () => {
    const every = POSITION_EVERY_MS / MULTIPLIER;
    const { id, customer } = await jobOnTheWay();
    expect((await share(id, threeKmNorth)).status).toBe(200);
    const nearer = { lat: 22.73, lng: 75.8572, accuracy: 20 };
    clock.advance(every / 4);
    const refused = await share(id, nearer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    const shown = (await view(id, customer.token)).body.data.position;
    expect(shown).toMatchObject({ lat: threeKmNorth.lat });
    clock.advance((every * 3) / 4);
    expect((await share(id, nearer)).status).toBe(200);
    expect((await view(id, customer.token)).body.data.position).toMatchObject({ lat: nearer.lat });
  });

  it('takes a position only after On my way, and shows it with distance and ETA to the customer and admins', async () => {
    const { id, customer } = await jobOnTheWay({ onMyWay: false });
    expect((await share(id, threeKmNorth)).status).toBe(409);
    expect((await t.request('POST', `/api/bookings/${id}/on-my-way`, { token: ravi })).status).toBe(200);
    expect((await share(id, threeKmNorth)).status).toBe(200);

    const seen = await view(id, customer.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    expect(seen.body.data).toMatchObject({
      live: true,
      position: { lat: threeKmNorth.lat, lng: threeKmNorth.lng, accuracy: 20 },
      destination: centre,
      // The default tile server (MAP_TILE_URL unset): OpenStreetMap's.
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(seen.body.data.distanceMetres).toBeGreaterThan(2_900);
    expect(seen.body.data.distanceMetres).toBeLessThan(3_100);
    expect(seen.body.data.etaMinutes).toBe(10);
    expect((await view(id, admin)).body.data.position).toMatchObject({ lat: threeKmNorth.lat });

    const board = await t.request('GET', '/api/admin/crews-on-the-way', { token: admin });
    expect(board.status).toBe(200);
    expect(board.body.data.crews.find((c: any) => c.bookingId === id)).toMatchObject({
      cleanerName: 'Ravi Verma',
      etaMinutes: 10,
      position: { lat: threeKmNorth.lat },
    });
  });

  it('answers 404 to another customer, to the crew and to other cleaners; a position from outside the crew is refused', async () => {
    const { id } = await jobOnTheWay();
    expect((await share(id, threeKmNorth)).status).toBe(200);
    const stranger = await t.signup();
    expect((await view(id, stranger.token)).status).toBe(404);
    expect((await view(id, ravi)).status).toBe(404);
    expect((await view(id, sunita)).status).toBe(404);
    expect((await share(id, threeKmNorth, sunita)).status).toBe(404);
    expect((await share(id, threeKmNorth, stranger.token)).status).toBe(403);
    expect((await t.request('GET', '/api/admin/crews-on-the-way', { token: stranger.token })).status).toBe(
      403,
    );
  });

  it.each([
    ['latitude above 90', { lat: 90.5, lng: 75, accuracy: 10 }],
    ['longitude below -180', { lat: 22, lng: -181, accuracy: 10 }],
    ['negative accuracy', { lat: 22, lng: 75, accuracy: -1 }],
    ['a 50,000-character latitude', { lat: '9'.repeat(50_000), lng: 75, accuracy: 10 }],
    ['a NUL in the latitude', { lat: '22\u0000', lng: 75, accuracy: 10 }],
    ['an unknown field', { lat: 22, lng: 75, accuracy: 10, speed: 3 }],
    ['no accuracy', { lat: 22, lng: 75 }],
  ])('refuses %s with a 4xx, never a 5xx', async (_name, body) => {
    const { id } = await jobOnTheWay();
    const res = await share(id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(JSON.stringify(body).length > 16 * 1024 ? 413 : 400);
  });

  it('refuses a 50,000-character, NUL or overlong booking id with a 4xx', async () => {
    // The URL alone is past Node's header limit: 431 before any route runs.
    expect((await view('x'.repeat(50_000), admin)).status).toBe(431);
    expect((await view('%00', admin)).status).toBe(404);
    expect((await share('x'.repeat(200), threeKmNorth)).status).toBe(414);
  });

  it('deletes the positions when the job starts, and serves none after', async () => {
    const { id, customer } = await jobOnTheWay();
    expect((await share(id, threeKmNorth)).status).toBe(200);
    const code = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking
      .startCode;
    const started = await t.request('PATCH', `/api/bookings/${id}/status`, {
      token: ravi,
      body: { status: 'in-progress', startCode: code },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await t.database.db.select().from(crewPositions).where(eq(crewPositions.bookingId, id))).toEqual(
      [],
    );
    expect((await view(id, customer.token)).body.data).toMatchObject({ live: false, position: null });
    expect((await share(id, threeKmNorth)).status).toBe(409);
  });

  it('stops after two hours on the way: positions refused, not served, and swept', async () => {
    const { id, customer } = await jobOnTheWay();
    expect((await share(id, threeKmNorth)).status).toBe(200);
    clock.advance(2 * 60 * 60_000 + 1_000);
    expect((await share(id, threeKmNorth)).status).toBe(409);
    expect((await view(id, customer.token)).body.data).toMatchObject({ live: false, position: null });
    await t.app.jobs.job('live-positions')!.runOnce();
    expect(await t.database.db.select().from(crewPositions).where(eq(crewPositions.bookingId, id))).toEqual(
      [],
    );
  });

  it('gives no ETA for an address whose PIN has no coordinates', async () => {
    const { id, customer } = await jobOnTheWay({ pincode: '452002' });
    expect((await share(id, threeKmNorth)).status).toBe(200);
    expect((await view(id, customer.token)).body.data).toMatchObject({
      live: true,
      position: { lat: threeKmNorth.lat },
      destination: null,
      distanceMetres: null,
      etaMinutes: null,
    });
  });
});

describe('proof of attendance', () => {
  it('keeps the position at start (flagged 3 km away, not refused) and at completion, for admins only', async () => {
    const { id, customer } = await jobOnTheWay();
    const code = (await t.request('GET', `/api/bookings/${id}`, { token: customer.token })).body.data.booking
      .startCode;
    const started = await t.request('PATCH', `/api/bookings/${id}/status`, {
      token: ravi,
      body: { status: 'in-progress', startCode: code, position: threeKmNorth },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const completed = await t.request('PATCH', `/api/bookings/${id}/status`, {
      token: ravi,
      body: { status: 'completed', position: { ...centre, accuracy: 15 } },
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const res = await t.request('GET', `/api/admin/bookings/${id}/attendance`, { token: admin });
    expect(res.status).toBe(200);
    const [start, complete] = res.body.data.attendance;
    expect(start).toMatchObject({ event: 'start', cleanerName: 'Ravi Verma', far: true, accuracy: 20 });
    expect(start.distanceMetres).toBeGreaterThan(2_900);
    expect(complete).toMatchObject({ event: 'complete', far: false, distanceMetres: 0 });
    expect(
      (await t.request('GET', `/api/admin/bookings/${id}/attendance`, { token: customer.token })).status,
    ).toBe(403);
  });

  it('keeps nothing without consent, and does not flag a start near the address', async () => {
    const plain = await jobOnTheWay();
    const near = await jobOnTheWay();
    for (const [job, position] of [
      [plain, undefined],
      [near, { lat: 22.7195, lng: 75.8572, accuracy: 30 }],
    ] as const) {
      const code = (await t.request('GET', `/api/bookings/${job.id}`, { token: job.customer.token })).body
        .data.booking.startCode;
      const res = await t.request('PATCH', `/api/bookings/${job.id}/status`, {
        token: ravi,
        body: { status: 'in-progress', startCode: code, ...(position ? { position } : {}) },
      });
      expect(res.status).toBe(200);
    }
    const rows = (id: string) =>
      t.database.db.select().from(jobAttendance).where(eq(jobAttendance.bookingId, id));
    expect(await rows(plain.id)).toEqual([]);
    expect(await rows(near.id)).toMatchObject([{ event: 'start', far: false }]);
  });
});
