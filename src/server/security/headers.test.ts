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

  it("lets the map's tile server in as images only, from MAP_TILE_URL, and tells the web app the template", async () => {
    const directives = (csp: string) =>
      Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
    const cases = [
      // The default: OpenStreetMap's tiles.
      {
        app: t,
        origin: 'https://tile.openstreetmap.org',
        template: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      },
    ];
    const loopback = 'http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png';
    const own = await startTestApp({ env: { MAP_TILE_URL: loopback } });
    const none = await startTestApp({ env: { MAP_TILE_URL: '' } });
    try {
      cases.push({ app: own, origin: 'http://127.0.0.1:4100', template: loopback });
      for (const { app, origin, template } of cases) {
        const res = await app.request('GET', '/api/services');
        const csp = directives(res.headers.get('content-security-policy') ?? '');
        expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', origin]);
        for (const name of ['default-src', 'script-src', 'connect-src', 'frame-src', 'style-src'])
          expect(csp[name], name).not.toContain(origin);
        const settings = await app.request('GET', '/api/settings');
        expect(settings.body.data.mapTileUrl).toBe(template);
      }
      const bare = directives((await none.request('GET', '/')).headers.get('content-security-policy') ?? '');
      expect(bare['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect((await none.request('GET', '/api/settings')).body.data.mapTileUrl).toBeNull();
    } finally {
      await own.close();
      await none.close();
    }
  });
});
