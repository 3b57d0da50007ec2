import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../../shared/texts';
import { startTestApp, type TestApp } from '../../test/test-app';

// Spec §3's Service and §7's calls: POST /api/services with its fields, PUT with what GET answered.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const post = (body: object) => t.request('POST', '/api/services', { token: admin, body });
const put = (id: string, body: object) => t.request('PUT', `/api/services/${id}`, { token: admin, body });
const adminGet = async (id: string) =>
  (await t.request('GET', `/api/services/${id}`, { token: admin })).body.data.service;
/** Add-ons are written again on every save: compare them without their ids. */
const withoutAddonIds = (s: any) => ({ ...s, addons: s.addons.map(({ _id, ...a }: any) => a) });

describe('POST /api/services with spec §3 fields', () => {
  it('saves a service without packages as an inactive draft that keeps its basePrice, seen by admins only', async () => {
    const res = await post({
      name: 'Deep Carpet Care',
      description: 'Carpets shampooed and dried.',
      features: ['Shampoo', 'Dry vacuum'],
      isActive: true,
      basePrice: 499,
      pricingType: 'hour',
      measurementField: { label: 'Hours', placeholder: 'How many hours?' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(serverMessages.serviceSavedAsDraft);
    const service = res.body.data.service;
    expect(service).toMatchObject({
      name: 'Deep Carpet Care',
      description: 'Carpets shampooed and dried.',
      features: ['Shampoo', 'Dry vacuum'],
      isActive: false,
      basePrice: 499,
      pricingType: 'unit',
      measurementField: { label: 'Hours', placeholder: 'How many hours?', unit: 'hour' },
      packages: [],
    });
    expect((await t.request('GET', `/api/services/${service._id}`)).status).toBe(404);
    const client = (await t.signup()).token;
    expect((await t.request('GET', `/api/services/${service._id}`, { token: client })).status).toBe(404);
    const listed = (await t.request('GET', '/api/services')).body.data.services;
    expect(listed.some((s: any) => s._id === service._id)).toBe(false);
    expect(await adminGet(service._id)).toEqual(service);
  });

  it('refuses to activate a draft until it has a package; a package sent without a price costs the basePrice', async () => {
    const draft = (
      await post({ name: 'Balcony Wash', basePrice: 350, pricingType: 'other', isActive: false })
    ).body.data.service;
    expect(draft).toMatchObject({
      isActive: false,
      pricingType: 'fixed',
      measurementField: { label: 'Area (sq.ft)' },
    });

    const refused = await put(draft._id, { ...(await adminGet(draft._id)), isActive: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'SERVICE_NEEDS_PACKAGE',
      message: serverMessages.serviceNeedsPackage,
    });
    expect((await adminGet(draft._id)).isActive).toBe(false);

    const got = await adminGet(draft._id);
    const res = await put(draft._id, {
      ...got,
      isActive: true,
      packages: [{ name: 'Standard', description: 'One balcony' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.service).toMatchObject({
      isActive: true,
      basePrice: 350,
      packages: [{ name: 'Standard', price: 350 }],
    });
    const price = await t.request('POST', `/api/services/${draft._id}/calculate-price`, {
      body: { packageName: 'Standard', area: 100 },
    });
    expect(price.body.data.totalPrice).toBe(350);

    // Emptying an active service's packages would leave customers a service they cannot book.
    const emptied = await put(draft._id, { packages: [] });
    expect(emptied.status).toBe(409);
    expect(emptied.body.code).toBe('SERVICE_NEEDS_PACKAGE');
  });

  it('creates an active service with packages, pricing those without a price at basePrice', async () => {
    const res = await post({
      name: 'Window Shine',
      description: 'Glass inside and out.',
      features: ['Streak-free'],
      isActive: true,
      basePrice: 200,
      pricingType: 'unit',
      measurementField: { label: 'Number of windows', placeholder: 'How many windows?', unit: 'window' },
      packages: [{ name: 'Basic' }, { name: 'Premium', price: 300, features: ['Frames too'] }],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Service created');
    expect(res.body.data.service).toMatchObject({
      isActive: true,
      basePrice: 200,
      packages: [
        { name: 'Basic', price: 200 },
        { name: 'Premium', price: 300, features: ['Frames too'] },
      ],
    });
    const price = await t.request('POST', `/api/services/${res.body.data.service._id}/calculate-price`, {
      body: { packageName: 'Premium', area: 3 },
    });
    expect(price.body.data.totalPrice).toBe(900);
  });

  it('answers 400 for a package with no price when the service has no basePrice', async () => {
    const res = await post({ name: 'Garage Sweep', pricingType: 'fixed', packages: [{ name: 'Basic' }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'PACKAGE_PRICE_REQUIRED',
      details: [{ field: 'packages.0.price', message: serverMessages.packagePriceRequired }],
    });
  });
});

describe('PUT /api/services/:id with what GET answered', () => {
  it('takes the public GET answer of a seeded service back verbatim and changes nothing', async () => {
    const got = (await t.request('GET', '/api/services/kitchen-cleaning')).body.data.service;
    expect(got.addons.length).toBeGreaterThan(0);
    const res = await put(got._id, got);
    expect(res.status).toBe(200);
    expect(withoutAddonIds(res.body.data.service)).toEqual(withoutAddonIds(got));
    const again = (await t.request('GET', '/api/services/kitchen-cleaning')).body.data.service;
    expect(withoutAddonIds(again)).toEqual(withoutAddonIds(got));
  });

  it('applies the edits made to a GET answer, ignoring the read-only _id, slug, createdAt and priceMultiplier', async () => {
    const got = await adminGet('sofa-cleaning');
    const edited = {
      ...got,
      _id: 'not-this-one',
      slug: 'renamed-slug',
      createdAt: '2020-01-01T00:00:00.000Z',
      description: 'Sofas and mattresses, steam cleaned.',
      packages: got.packages.map((p: any, i: number) =>
        i === 0 ? { ...p, _id: 'x', priceMultiplier: 9, price: p.price + 1, crewSize: 2 } : p,
      ),
    };
    const res = await put(got._id, edited);
    expect(res.status).toBe(200);
    const after = await adminGet(got._id);
    expect(after).toMatchObject({
      _id: got._id,
      slug: 'sofa-cleaning',
      description: 'Sofas and mattresses, steam cleaned.',
    });
    expect(after.packages[0]).toMatchObject({
      _id: got.packages[0]._id,
      price: got.packages[0].price + 1,
      crewSize: 2,
      priceMultiplier: 1,
    });
    expect(after.packages.slice(1)).toEqual(got.packages.slice(1));
  });

  it('still refuses a field no GET answers', async () => {
    const got = await adminGet('shop-cleaning');
    const res = await put(got._id, { ...got, colour: 'blue' });
    expect(res.status).toBe(400);
  });
});
