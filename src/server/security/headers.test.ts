import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const samples = [
  ['GET', '/api/services'],
  ['GET', '/api/no-such-route'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/users/profile'],
  ['GET', '/healthz'],
] as const;

describe('security headers', () => {
  it('sends a strict CSP, HSTS, nosniff and a referrer policy on every kind of response', async () => {
    for (const [method, path] of samples) {
      const res = await t.request(method, path, method === 'POST' ? { body: {} } : {});
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp, `${method} ${path}`).toContain(directive);
      }
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('grants no cross-origin access to an unlisted origin', async () => {
    const origin = 'https://evil.example';
    const simple = await t.request('GET', '/api/services', { headers: { origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.request('OPTIONS', '/api/auth/login', {
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
