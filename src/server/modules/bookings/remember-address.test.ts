import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';
import { MG_ROAD_FLAT_4 } from '../../test/bookings.test-support';

// Every booking's address is saved to the customer's account, once per place: the same address typed
// differently (case, spaces, punctuation, which line a part is on) is one saved address.
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
let t: TestApp;
let officeId: string;

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const home = MG_ROAD_FLAT_4;
const payload = (days: number, address: object) => ({
  serviceId: officeId,
  packageId: 'Basic',
  address,
  phoneNumber: '9876543210',
  areaSqft: 120.5,
  scheduledDate: addDays(today, days),
  scheduledTime: '10:00',
});

const saved = async (token: string) => {
  const res = await t.request('GET', '/api/users/addresses', { token });
  expect(res.status).toBe(200);
  return res.body.data.addresses as {
    line1: string;
    line2: string;
    city: string;
    pincode: string;
    label: string;
  }[];
};

// Each booking on its own day: the crews are not the subject here.
let nextDay = 10;
const day = () => nextDay++;

const book = async (token: string, days: number, address: object) => {
  const res = await t.request('POST', '/api/bookings', { token, body: payload(days, address) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // Pay after service, so the next booking is not refused for unpaid ones waiting.
  const paid = await t.request('POST', '/api/bookings/complete-payment', {
    token,
    body: { bookingId: res.body.data.booking._id, paymentMethod: 'pay_after_service' },
  });
  expect(paid.status).toBe(200);
};

describe('booked addresses are remembered', () => {
  it('saves the same address booked three ways once, and another address as a second one', async () => {
    const { token } = await t.signup();
    expect(await saved(token)).toEqual([]);

    await book(token, day(), home);
    await book(token, day(), { ...home, line1: '12,  m.g. road', line2: 'FLAT 4.', city: ' indore ' });
    await book(token, day(), { ...home, line1: '12 MG Road, Flat 4', line2: '' });
    const once = await saved(token);
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ ...home, label: 'Home' });

    await book(token, day(), { ...home, line1: '14 MG Road' });
    const twice = await saved(token);
    expect(twice.map((a) => a.line1)).toEqual(['12 MG Road', '14 MG Road']);
    expect(twice[1]!.label).toBe('Other');
  });

  it('an address the customer already saved by hand is not saved again', async () => {
    const { token } = await t.signup();
    const add = await t.request('POST', '/api/users/addresses', { token, body: { ...home, label: 'Work' } });
    expect(add.status).toBe(201);
    await book(token, day(), { ...home, line1: '12 mg road' });
    expect((await saved(token)).map((a) => a.label)).toEqual(['Work']);
  });

  it('two bookings at once at one address save it once', async () => {
    const { token } = await t.signup();
    await Promise.all([book(token, day(), home), book(token, day(), { ...home, line1: '12 MG ROAD' })]);
    expect(await saved(token)).toHaveLength(1);
  });

  it("one customer's address is not saved to another's account", async () => {
    const a = await t.signup();
    const b = await t.signup();
    await book(a.token, day(), home);
    expect(await saved(a.token)).toHaveLength(1);
    expect(await saved(b.token)).toEqual([]);
  });
});
