import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function serviceId(slug: string): Promise<string> {
  const res = await t.request('GET', `/api/services/${slug}`);
  return res.body.data.service._id;
}

describe('GET /api/services', () => {
  it('lists the seven seeded services with packages and measurement fields', async () => {
    const res = await t.request('GET', '/api/services');
    expect(res.status).toBe(200);
    const services = res.body.data.services;
    expect(services.map((s: any) => s.slug)).toEqual([
      'office-cleaning',
      'home-cleaning',
      'kitchen-cleaning',
      'sofa-cleaning',
      'shop-cleaning',
      'water-tank-cleaning',
      'bathroom-cleaning',
    ]);
    const sofa = services.find((s: any) => s.slug === 'sofa-cleaning');
    expect(sofa.measurementField.label).toBe('Number of sofas/mattresses');
    expect(sofa.packages.map((p: any) => [p.name, p.price])).toEqual([
      ['Normal', 499],
      ['Premium', 799],
    ]);
  });

  it('finds a service by id and by slug, and answers 404 for an unknown one', async () => {
    const id = await serviceId('office-cleaning');
    const byId = await t.request('GET', `/api/services/${id}`);
    expect(byId.body.data.service.name).toBe('Office Cleaning');
    const missing = await t.request('GET', '/api/services/no-such-service');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', code: 'SERVICE_NOT_FOUND' });
  });
});

describe('POST /api/services/:id/calculate-price', () => {
  const cases: [slug: string, packageName: string, area: number, total: number][] = [
    ['office-cleaning', 'Basic', 1000, 65000],
    ['office-cleaning', 'Premium', 1000, 95000],
    ['home-cleaning', '1 BHK Standard', 500, 850],
    ['home-cleaning', '1 BHK Deep Clean', 600, 1500],
    ['home-cleaning', '2 BHK Standard', 900, 4000],
    ['home-cleaning', '2 BHK Deep Clean', 1000, 6000],
    ['home-cleaning', '3 BHK', 1200, 6000],
    ['home-cleaning', '3 BHK', 1700, 6600],
    ['kitchen-cleaning', 'Normal', 100, 1500],
    ['kitchen-cleaning', 'Deep/Modular', 100, 2000],
    ['sofa-cleaning', 'Normal', 3, 1497],
    ['sofa-cleaning', 'Premium', 1, 799],
    ['shop-cleaning', 'Basic', 300, 999],
    ['shop-cleaning', 'Complete', 300, 1599],
    ['water-tank-cleaning', 'Basic', 2, 1598],
    ['water-tank-cleaning', 'Deep', 1, 1299],
    ['bathroom-cleaning', 'Normal', 2, 698],
    ['bathroom-cleaning', 'Classic', 1, 499],
  ];
  it.each(cases)('%s %s for %d costs ₹%d', async (slug, packageName, area, total) => {
    const res = await t.request('POST', `/api/services/${await serviceId(slug)}/calculate-price`, {
      body: { packageName, area },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totalPrice).toBe(total);
  });

  it('refuses a 1 or 2 BHK package above its area with the spec message', async () => {
    const res = await t.request('POST', '/api/services/home-cleaning/calculate-price', {
      body: { packageName: '2 BHK Standard', area: 1100 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This package covers up to 1000 sq.ft. Please choose a larger package.');
  });

  it('adds kitchen add-ons and keeps Mixture to the Normal package', async () => {
    const ok = await t.request('POST', '/api/services/kitchen-cleaning/calculate-price', {
      body: { packageName: 'Normal', area: 100, addons: ['Microwave', 'Mixture'] },
    });
    expect(ok.body.data.totalPrice).toBe(1500 + 299 + 99);
    const refused = await t.request('POST', '/api/services/kitchen-cleaning/calculate-price', {
      body: { packageName: 'Deep/Modular', area: 100, addons: ['Mixture'] },
    });
    expect(refused.status).toBe(400);
  });

  it('answers 404 for an unknown package and 400 for a non-positive area', async () => {
    const unknown = await t.request('POST', '/api/services/office-cleaning/calculate-price', {
      body: { packageName: 'Gold', area: 10 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PACKAGE_NOT_FOUND');
    const negative = await t.request('POST', '/api/services/office-cleaning/calculate-price', {
      body: { packageName: 'Basic', area: -5 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.details[0]).toEqual({ field: 'area', message: 'Area must be a positive number' });
  });
});

describe('admin catalogue management', () => {
  it('answers 401 to guests and 403 to clients', async () => {
    const body = { name: 'Car Cleaning', pricingType: 'fixed', packages: [{ name: 'Basic', price: 500 }] };
    expect((await t.request('POST', '/api/services', { body })).status).toBe(401);
    const clientToken = await t.login('client');
    const res = await t.request('POST', '/api/services', { body, token: clientToken });
    expect(res.status).toBe(403);
  });

  it('lets an admin create, reprice and retire a service', async () => {
    const token = await t.login('admin');
    const created = await t.request('POST', '/api/services', {
      token,
      body: { name: 'Car Cleaning', pricingType: 'fixed', packages: [{ name: 'Basic', price: 500 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.service._id;
    const updated = await t.request('PUT', `/api/services/${id}`, {
      token,
      body: { packages: [{ name: 'Basic', price: 650.5 }] },
    });
    expect(updated.body.data.service.packages[0].price).toBe(650.5);
    const price = await t.request('POST', `/api/services/${id}/calculate-price`, {
      body: { packageName: 'Basic', area: 1 },
    });
    expect(price.body.data.totalPrice).toBe(650.5);
    expect((await t.request('DELETE', `/api/services/${id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `/api/services/${id}`)).status).toBe(404);
  });
});

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

describe('GET /api/services caching', () => {
  it('sends the list brotli- or gzip-compressed to a client that accepts it, the same JSON and ETag', async () => {
    const url = `${t.baseUrl}/api/services`;
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    const json = plain.body.toString();
    expect(JSON.parse(json).data.services).toHaveLength(7);
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    expect(new Set([plain, br, gzip].map((r) => r.headers['etag'])).size).toBe(1);
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match and a new ETag once an admin edits the catalogue', async () => {
    const first = await t.request('GET', '/api/services');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const again = await t.request('GET', '/api/services', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const admin = await t.login('admin');
    const edited = await t.request('PUT', '/api/services/kitchen-cleaning', {
      token: admin,
      body: { teaser: 'A sparkling kitchen, edited for the cache test' },
    });
    expect(edited.status).toBe(200);
    const after = await t.request('GET', '/api/services', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const kitchen = after.body.data.services.find((s: any) => s.slug === 'kitchen-cleaning');
    expect(kitchen.teaser).toBe('A sparkling kitchen, edited for the cache test');
  });
});
