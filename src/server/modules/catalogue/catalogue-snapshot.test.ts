import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogueSnapshot } from './catalogue-snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoData: false });
});
afterAll(() => t.close());

/** Ids differ by nature (the database makes uuids); everything else must be the API's answer. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === '_id' ? undefined : v));

describe('the build-time catalogue snapshot', () => {
  it('is what GET /api/services answers on a freshly seeded database, ids aside', async () => {
    const res = await t.request('GET', '/api/services');
    expect(res.status).toBe(200);
    expect(withoutIds(seedCatalogueSnapshot())).toEqual(withoutIds(res.body.data.services));
  });

  it('has stable ids, so two builds write the same pages', () => {
    expect(seedCatalogueSnapshot()).toEqual(seedCatalogueSnapshot());
    expect(seedCatalogueSnapshot()[0]._id).toBe('seed-office-cleaning');
  });
});
