import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../shared/domain/time';
import { seedDemoCities } from '../../db/seed/seed';
import { manualClock, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Cities (issue 38 part 2): Indore from today's data, the demo's Bhopal with its PINs, two cleaners and its
 * own prices; a booking belongs to its address PIN's city, costs its prices, gets its cleaners, and its
 * documents carry its GSTIN and place of supply; a city manager of Bhopal sees only Bhopal's bookings.
 */
const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
const today = todayInIndia(clock.now());
const COMPANY_GSTIN = '23ABCDE1234F1Z5';
const BHOPAL_GSTIN = '23BHOPL1234F1Z9';
let t: TestApp;
let owner: string;
let indoreId: string;
let bhopalId: string;
let homeId: string;
let oneBhkId: string;

const visit = (pincode: string, city: string, day: number, time = '10:00') => ({
  serviceId: homeId,
  packageId: '1 BHK Standard',
  address: { line1: '12 MG Road', city, state: 'Madhya Pradesh', pincode },
  phoneNumber: '9876543210',
  areaSqft: 1,
  scheduledDate: addDays(today, day),
  scheduledTime: time,
});

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000', COMPANY_GSTIN } });
  await seedDemoCities(t.database.db);
  owner = await t.login('admin');
  const list = (await t.request('GET', '/api/cities')).body.data.cities;
  indoreId = list.find((c: { slug: string }) => c.slug === 'indore')._id;
  bhopalId = list.find((c: { slug: string }) => c.slug === 'bhopal')._id;
  const home = (await t.request('GET', '/api/services/home-cleaning')).body.data.service;
  homeId = home._id;
  oneBhkId = home.packages.find((p: { name: string }) => p.name === '1 BHK Standard')._id;
});
afterAll(() => t.close());

/** The names of a booking's crew (held or assigned), as the office reads them. */
const crewOf = async (id: string) =>
  (
    (await t.request('GET', `/api/bookings/${id}`, { token: owner })).body.data.booking.crew as {
      name: string;
    }[]
  ).map((c) => c.name);

async function cityManagerOf(cityId: string, email: string) {
  const made = await t.request('POST', '/api/admin/staff', {
    token: owner,
    body: {
      name: 'City Manager',
      email,
      phone: '98765' + String(Math.floor(10000 + Math.random() * 89999)),
      role: 'city_manager',
      cityIds: [cityId],
      password: 'Bhopal!Manager42',
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.data.member.cityIds).toEqual([cityId]);
  return t.login({ email, password: 'Bhopal!Manager42' });
}

describe('cities', () => {
  it('lists Indore and Bhopal with their names in both languages, PINs and the prices that differ', async () => {
    const res = await t.request('GET', '/api/cities');
    expect(res.status).toBe(200);
    const [indore, bhopal] = res.body.data.cities;
    expect(indore).toMatchObject({ slug: 'indore', name: 'Indore', nameHi: 'इंदौर', state: 'Madhya Pradesh' });
    expect(indore.pincodes).toContain('452001');
    expect(indore.prices).toEqual({});
    expect(bhopal).toMatchObject({ slug: 'bhopal', name: 'Bhopal', nameHi: 'भोपाल' });
    expect(bhopal.pincodes).toEqual(['462001', '462002', '462003']);
    expect(bhopal.prices[oneBhkId]).toBe(749);
    // The answer is cached by version: the same ETag answers 304 with no body.
    const again = await t.request('GET', '/api/cities', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it("prices a package at the city's own price where it has one, else the catalogue's", async () => {
    const quote = (city?: string) =>
      t.request('POST', '/api/services/home-cleaning/calculate-price', {
        body: { packageName: '1 BHK Standard', area: 1, ...(city ? { city } : {}) },
      });
    expect((await quote()).body.data.totalPrice).toBe(850);
    expect((await quote('indore')).body.data.totalPrice).toBe(850);
    expect((await quote('bhopal')).body.data.totalPrice).toBe(749);
    expect((await quote('pune')).status).toBe(404);
  });

  it("books a Bhopal address at Bhopal's price with a Bhopal cleaner; an Indore one at Indore's", async () => {
    const { token } = await t.signup();
    const bhopal = await t.request('POST', '/api/bookings', { token, body: visit('462001', 'Bhopal', 3) });
    expect(bhopal.status, JSON.stringify(bhopal.body)).toBe(201);
    expect(bhopal.body.data.booking.totalAmount).toBe(749);
    expect(await crewOf(bhopal.body.data.booking._id)).toEqual([
      expect.stringMatching(/^(Meena Khan|Rahul Sharma)$/),
    ]);
    const indore = await t.request('POST', '/api/bookings', { token, body: visit('452001', 'Indore', 3) });
    expect(indore.status).toBe(201);
    expect(indore.body.data.booking.totalAmount).toBe(850);
    expect(await crewOf(indore.body.data.booking._id)).toEqual([
      expect.stringMatching(/^(Ravi Verma|Sunita Yadav|Arjun Patel)$/),
    ]);
  });

  it("fills a Bhopal slot only with Bhopal's two cleaners", async () => {
    const date = addDays(today, 4);
    const slots = async (city: string) =>
      (
        await t.request(
          'GET',
          `/api/availability?date=${date}&serviceId=${homeId}&packageId=1%20BHK%20Standard&city=${city}`,
        )
      ).body.data.slots as { time: string; capacity: number }[];
    expect((await slots('bhopal'))[0]!.capacity).toBe(2);
    expect((await slots('indore'))[0]!.capacity).toBe(3);
    for (let i = 0; i < 2; i++) {
      const { token } = await t.signup();
      expect(
        (await t.request('POST', '/api/bookings', { token, body: visit('462002', 'Bhopal', 4, '09:00') }))
          .status,
      ).toBe(201);
    }
    const { token } = await t.signup();
    const third = await t.request('POST', '/api/bookings', {
      token,
      body: visit('462002', 'Bhopal', 4, '09:00'),
    });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('SLOT_FULL');
  });

  it("gives a Bhopal booking's payment document Bhopal's GSTIN and Madhya Pradesh as the place of supply", async () => {
    const patched = await t.request('PATCH', `/api/admin/cities/${bhopalId}`, {
      token: owner,
      body: { gstin: BHOPAL_GSTIN },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.city).toMatchObject({ slug: 'bhopal', gstin: BHOPAL_GSTIN });

    const documentOf = async (pincode: string, city: string, day: number) => {
      const c = await t.signup();
      const made = await t.request('POST', '/api/bookings', {
        token: c.token,
        body: visit(pincode, city, day),
      });
      expect(made.status).toBe(201);
      const bookingId = made.body.data.booking._id;
      const order = (
        await t.request('POST', '/api/payment/create-order', { token: c.token, body: { bookingId } })
      ).body.data;
      await t.request('POST', '/api/payment/sandbox/checkout', {
        token: c.token,
        body: { orderId: order.orderId, method: 'upi' },
      });
      const docs = await t.request('GET', `/api/payment/documents?bookingId=${bookingId}`, {
        token: c.token,
      });
      return docs.body.data.documents[0];
    };
    const bhopalDoc = await documentOf('462003', 'Bhopal', 6);
    expect(bhopalDoc).toMatchObject({
      kind: 'receipt_voucher',
      supplier: { gstin: BHOPAL_GSTIN },
      pricePaise: 74_900,
      totalPaise: 74_900,
      igstPaise: 0,
    });
    expect(bhopalDoc.cgstPaise + bhopalDoc.sgstPaise).toBe(74_900 - bhopalDoc.taxablePaise);
    expect(bhopalDoc.placeOfSupply).toBe('Madhya Pradesh');
    // Indore has no GSTIN of its own: the company's.
    const indoreDoc = await documentOf('452002', 'Indore', 6);
    expect(indoreDoc).toMatchObject({ supplier: { gstin: COMPANY_GSTIN }, pricePaise: 85_000 });
  });

  it("keeps a Bhopal city manager to Bhopal: an Indore booking is 404 everywhere, the list shows Bhopal's only", async () => {
    const manager = await cityManagerOf(bhopalId, 'manager.bhopal@chamak.in');
    const { token } = await t.signup();
    const indore = (await t.request('POST', '/api/bookings', { token, body: visit('452003', 'Indore', 8) }))
      .body.data.booking._id;
    const bhopal = (await t.request('POST', '/api/bookings', { token, body: visit('462001', 'Bhopal', 8) }))
      .body.data.booking._id;

    expect((await t.request('GET', `/api/admin/bookings/${indore}`, { token: manager })).status).toBe(404);
    expect((await t.request('GET', `/api/bookings/${indore}`, { token: manager })).status).toBe(404);
    expect(
      (
        await t.request('PATCH', `/api/bookings/${indore}/cancel`, {
          token: manager,
          body: { reason: 'Not mine' },
        })
      ).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/admin/bookings/${bhopal}`, { token: manager })).status).toBe(200);
    expect((await t.request('GET', `/api/admin/bookings/${indore}`, { token: owner })).status).toBe(200);

    const listed = (await t.request('GET', '/api/admin/bookings?size=100', { token: manager })).body.data;
    const ids = listed.items.map((b: { id: string }) => b.id);
    expect(ids).toContain(bhopal);
    expect(ids).not.toContain(indore);
    // Asking for Indore's bookings by the filter finds none of them either.
    const asked = await t.request('GET', `/api/admin/bookings?cityId=${indoreId}`, { token: manager });
    expect(asked.body.data.items).toEqual([]);
    // The owner filters by city.
    const ownerBhopal = await t.request('GET', `/api/admin/bookings?cityId=${bhopalId}&size=100`, {
      token: owner,
    });
    const ownerIds = ownerBhopal.body.data.items.map((b: { id: string }) => b.id);
    expect(ownerIds).toContain(bhopal);
    expect(ownerIds).not.toContain(indore);
    // Their console's city list is theirs; another city's prices are not theirs to set.
    const cities = (await t.request('GET', '/api/admin/cities', { token: manager })).body.data.cities;
    expect(cities.map((c: { slug: string }) => c.slug)).toEqual(['bhopal']);
    const price = await t.request('PUT', `/api/admin/cities/${indoreId}/prices`, {
      token: manager,
      body: { packageId: oneBhkId, price: 700 },
    });
    expect(price.status).toBe(404);

    // Payments too: an order on each booking; the manager's list holds Bhopal's only, the owner's both.
    for (const bookingId of [indore, bhopal])
      expect(
        (await t.request('POST', '/api/payment/create-order', { token, body: { bookingId } })).status,
      ).toBeLessThan(300);
    const paymentsOf = async (who: string) =>
      (await t.request('GET', '/api/admin/payments?size=100', { token: who })).body.data.items.map(
        (p: { bookingId: string }) => p.bookingId,
      );
    const managerPayments = await paymentsOf(manager);
    expect(managerPayments).toContain(bhopal);
    expect(managerPayments).not.toContain(indore);
    expect(await paymentsOf(owner)).toEqual(expect.arrayContaining([indore, bhopal]));
  });

  it("lets the owner set and clear a city's own price; the site's prices follow at once", async () => {
    const set = await t.request('PUT', `/api/admin/cities/${indoreId}/prices`, {
      token: owner,
      body: { packageId: oneBhkId, price: 799 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.city.prices[oneBhkId]).toBe(799);
    const indore = (await t.request('GET', '/api/cities')).body.data.cities[0];
    expect(indore.prices[oneBhkId]).toBe(799);
    await t.request('PUT', `/api/admin/cities/${indoreId}/prices`, {
      token: owner,
      body: { packageId: oneBhkId, price: null },
    });
    expect((await t.request('GET', '/api/cities')).body.data.cities[0].prices).toEqual({});
  });
});
