import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('documents every payment route in the API reference', async () => {
  const res = await t.request('GET', '/api/docs/json');
  expect(res.status).toBe(200);
  for (const path of [
    '/api/payment/create-order',
    '/api/payment/verify',
    '/api/payment/sandbox/checkout',
    '/api/payment/webhook',
    '/api/payment/documents/{id}/pdf',
    '/api/admin/payments/{id}/refund',
  ])
    expect(Object.keys(res.body.paths)).toContain(path);
});
