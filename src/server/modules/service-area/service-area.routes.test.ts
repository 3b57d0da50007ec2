import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_PINCODES, serviceAreaTexts } from '../../../shared/domain/service-area';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/** Bookings only for pincodes we serve, and no further ahead than the horizon. */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let admin: string;
let officeId: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  admin = await t.login('admin');
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const booking = (pincode: string, scheduledDate: string, scheduledTime = '10:00') => ({
  serviceId: officeId,
  packageId: 'Basic',
  address: { line1: '12 MG Road', city: 'Indore', state: 'Madhya Pradesh', pincode },
  phoneNumber: '9876543210',
  areaSqft: 100,
  scheduledDate,
  scheduledTime,
});

describe('the service area', () => {
  it('lists the default Indore pincodes and a 90-day horizon to anyone', async () => {
    const res = await t.request('GET', '/api/service-area');
    expect(res.status).toBe(200);
    expect(res.body.data.pincodes.map((p: { pincode: string }) => p.pincode)).toEqual(
      DEFAULT_SERVICE_PINCODES.map((p) => p.pincode).sort(),
    );
    expect(res.body.data).toMatchObject({ horizonDays: 90, lastBookableDate: addDays(today, 90) });
  });

  it("refuses a pincode we don't serve with 400 and the field's message", async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/bookings', {
      token,
      body: booking('400001', addDays(today, 2)),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PINCODE_NOT_SERVED',
      message: "We don't serve this pincode yet",
      details: [{ field: 'address.pincode', message: serviceAreaTexts.pincodeNotServed }],
    });
  });

  it('takes a booking on the last day of the horizon and refuses the day after with the reason', async () => {
    const { token } = await t.signup();
    const last = await t.request('POST', '/api/bookings', {
      token,
      body: booking('452010', addDays(today, 90)),
    });
    expect(last.status).toBe(201);
    const after = await t.request('POST', '/api/bookings', {
      token,
      body: booking('452010', addDays(today, 91)),
    });
    expect(after.status).toBe(400);
    expect(after.body.code).toBe('BEYOND_BOOKING_HORIZON');
    expect(after.body.details).toEqual([
      { field: 'scheduledDate', message: serviceAreaTexts.beyondHorizon(90, addDays(today, 90)) },
    ]);
    expect(after.body.message).toMatch(
      /^Bookings open up to 90 days ahead: please choose a date on or before /,
    );
  });

  it('keeps a customer from rescheduling past the horizon', async () => {
    const { token } = await t.signup();
    const made = await t.request('POST', '/api/bookings', {
      token,
      body: booking('453441', addDays(today, 5)),
    });
    expect(made.status).toBe(201);
    const moved = await t.request('PUT', `/api/bookings/${made.body.data.booking._id}`, {
      token,
      body: { scheduledDate: addDays(today, 120), scheduledTime: '10:00' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('BEYOND_BOOKING_HORIZON');
  });

  it('lets an admin add and remove a pincode and change the horizon; bookings follow at once', async () => {
    const { token } = await t.signup();
    expect(
      (await t.request('POST', '/api/bookings', { token, body: booking('455001', addDays(today, 3)) }))
        .status,
    ).toBe(400);

    const added = await t.request('POST', '/api/admin/service-area/pincodes', {
      token: admin,
      body: { pincode: '455001', area: 'Dewas' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({ pincode: '455001', area: 'Dewas' });
    expect(
      (await t.request('POST', '/api/bookings', { token, body: booking('455001', addDays(today, 3)) }))
        .status,
    ).toBe(201);

    const rules = await t.request('PUT', '/api/admin/service-area/rules', {
      token: admin,
      body: { horizonDays: 120 },
    });
    expect(rules.status).toBe(200);
    expect(rules.body.data).toMatchObject({ horizonDays: 120, lastBookableDate: addDays(today, 120) });
    expect(
      (await t.request('POST', '/api/bookings', { token, body: booking('455001', addDays(today, 110)) }))
        .status,
    ).toBe(201);

    expect(
      (await t.request('DELETE', '/api/admin/service-area/pincodes/455001', { token: admin })).status,
    ).toBe(200);
    expect(
      (await t.request('DELETE', '/api/admin/service-area/pincodes/455001', { token: admin })).status,
    ).toBe(404);
    const refused = await t.request('POST', '/api/bookings', {
      token,
      body: booking('455001', addDays(today, 4)),
    });
    expect(refused.status).toBe(400);

    const audit = await t.request('GET', '/api/admin/audit?size=10', { token: admin });
    expect(audit.body.data.items.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['service-area.add', 'service-area.remove', 'booking-rules.update']),
    );
    await t.request('PUT', '/api/admin/service-area/rules', { token: admin, body: { horizonDays: 90 } });
  });

  it.each([
    [{ pincode: '4520' }, 'Please enter a valid 6-digit pincode'],
    [{ pincode: 'abcdef' }, 'Please enter a valid 6-digit pincode'],
  ])('refuses a malformed pincode %j with 400', async (body, message) => {
    const res = await t.request('POST', '/api/admin/service-area/pincodes', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'pincode', message }]);
  });

  it.each([
    [0, 'Booking horizon must be at least 1 day'],
    [366, 'Booking horizon can be at most 365 days'],
    [1.5, 'Booking horizon must be a whole number of days'],
  ])('refuses a horizon of %s days with 400', async (horizonDays, message) => {
    const res = await t.request('PUT', '/api/admin/service-area/rules', {
      token: admin,
      body: { horizonDays },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'horizonDays', message }]);
  });

  it('lets only admins edit the area', async () => {
    const { token } = await t.signup();
    const res = await t.request('POST', '/api/admin/service-area/pincodes', {
      token,
      body: { pincode: '455001' },
    });
    expect(res.status).toBe(403);
  });
});
