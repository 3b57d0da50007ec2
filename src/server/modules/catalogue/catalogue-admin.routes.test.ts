import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.request(method, path, { token: admin, body });
const publicService = async (slug: string) =>
  (await t.request('GET', `/api/services/${slug}`)).body.data.service;
const lastAudit = async (entityId: string) =>
  (await call('GET', `/api/admin/audit?entityId=${entityId}&size=1`)).body.data.items[0];

describe('PATCH /api/admin/packages/:id', () => {
  it('changes a price that the public catalogue and the price quote show at once, and audits it', async () => {
    const sofa = await publicService('sofa-cleaning');
    const normal = sofa.packages.find((p: any) => p.name === 'Normal');
    const res = await call('PATCH', `/api/admin/packages/${normal._id}`, {
      price: 549,
      description: 'Fabric sofas, per seat',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.service.packages.find((p: any) => p._id === normal._id)).toMatchObject({
      price: 549,
      description: 'Fabric sofas, per seat',
    });
    expect((await publicService('sofa-cleaning')).packages[0]).toMatchObject({ name: 'Normal', price: 549 });
    const quote = await t.request('POST', '/api/services/sofa-cleaning/calculate-price', {
      body: { packageName: 'Normal', area: 2 },
    });
    expect(quote.body.data.totalPrice).toBe(1098);
    const entry = await lastAudit(normal._id);
    expect(entry).toMatchObject({ action: 'package.update', entityType: 'package', actorRole: 'admin' });
    expect(entry.details.changed.pricePaise).toEqual([49900, 54900]);
  });

  it('hides a deactivated package from customers but not from admins', async () => {
    const sofa = await publicService('sofa-cleaning');
    const premium = sofa.packages.find((p: any) => p.name === 'Premium');
    expect((await call('PATCH', `/api/admin/packages/${premium._id}`, { isActive: false })).status).toBe(200);
    expect((await publicService('sofa-cleaning')).packages.map((p: any) => p.name)).toEqual(['Normal']);
    const adminView = (await call('GET', '/api/admin/services')).body.data.services.find(
      (s: any) => s.slug === 'sofa-cleaning',
    );
    expect(adminView.packages.find((p: any) => p._id === premium._id).isActive).toBe(false);
    await call('PATCH', `/api/admin/packages/${premium._id}`, { isActive: true });
  });

  it('refuses a negative price, a taken name and an unknown package', async () => {
    const sofa = await publicService('sofa-cleaning');
    const [normal, premium] = sofa.packages;
    const negative = await call('PATCH', `/api/admin/packages/${normal._id}`, { price: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.details).toEqual([{ field: 'price', message: 'Price cannot be negative' }]);
    const taken = await call('PATCH', `/api/admin/packages/${normal._id}`, { name: premium.name });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('NAME_TAKEN');
    expect(
      (await call('PATCH', '/api/admin/packages/00000000-0000-4000-8000-000000000000', { price: 1 })).status,
    ).toBe(404);
    expect((await call('PATCH', `/api/admin/packages/${normal._id}`, { duration: '2 hours' })).status).toBe(
      400,
    );
  });
});

describe('add-ons', () => {
  it('adds, edits, deactivates and removes an add-on, each visible at once and audited', async () => {
    const added = await call('POST', '/api/admin/services/kitchen-cleaning/addons', {
      name: 'Oven',
      price: 349,
    });
    expect(added.status).toBe(201);
    const oven = added.body.data.service.addons.find((a: any) => a.name === 'Oven');
    expect(oven).toMatchObject({ price: 349, isActive: true });
    expect((await publicService('kitchen-cleaning')).addons.map((a: any) => a.name)).toContain('Oven');
    expect((await lastAudit(oven._id)).action).toBe('addon.create');

    const edited = await call('PATCH', `/api/admin/addons/${oven._id}`, { price: 399 });
    expect(edited.body.data.service.addons.find((a: any) => a._id === oven._id).price).toBe(399);
    const quote = await t.request('POST', '/api/services/kitchen-cleaning/calculate-price', {
      body: { packageName: 'Normal', area: 1, addons: ['Oven'] },
    });
    expect(quote.body.data.addonsPrice).toBe(399);

    await call('PATCH', `/api/admin/addons/${oven._id}`, { isActive: false });
    expect((await publicService('kitchen-cleaning')).addons.map((a: any) => a.name)).not.toContain('Oven');
    const refused = await t.request('POST', '/api/services/kitchen-cleaning/calculate-price', {
      body: { packageName: 'Normal', area: 1, addons: ['Oven'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ADDON_NOT_FOUND');

    const removed = await call('DELETE', `/api/admin/addons/${oven._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.service.addons.map((a: any) => a._id)).not.toContain(oven._id);
    const trail = (await call('GET', `/api/admin/audit?entityType=addon&entityId=${oven._id}`)).body.data
      .items;
    expect(trail.map((e: any) => e.action)).toEqual([
      'addon.delete',
      'addon.update',
      'addon.update',
      'addon.create',
    ]);
    expect((await call('DELETE', `/api/admin/addons/${oven._id}`)).status).toBe(404);
  });

  it('refuses a duplicate add-on name and an unknown service', async () => {
    const dup = await call('POST', '/api/admin/services/kitchen-cleaning/addons', {
      name: 'Chimney',
      price: 1,
    });
    expect(dup.status).toBe(409);
    expect(
      (await call('POST', '/api/admin/services/no-such-service/addons', { name: 'X', price: 1 })).status,
    ).toBe(404);
    const bad = await call('POST', '/api/admin/services/kitchen-cleaning/addons', { price: 1 });
    expect(bad.body.details).toEqual([{ field: 'name', message: 'Add-on name is required' }]);
  });
});

describe('services', () => {
  it('audits creating, editing and retiring a service', async () => {
    const created = await call('POST', '/api/services', {
      name: 'Balcony Cleaning',
      pricingType: 'fixed',
      packages: [{ name: 'Standard', price: 499 }],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.service._id;
    await call('PUT', `/api/services/${id}`, { teaser: 'Fresh air again' });
    await call('DELETE', `/api/services/${id}`);
    const trail = (await call('GET', `/api/admin/audit?entityType=service&entityId=${id}`)).body.data.items;
    expect(trail.map((e: any) => e.action)).toEqual([
      'service.deactivate',
      'service.update',
      'service.create',
    ]);
  });
});
