import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../shared/domain/time';
import type { Role } from '../../shared/api';
import { can, type Action } from '../../shared/domain/permissions';
import { allowedRoles, registerAccess, type RouteAccessEntry } from '../platform/access';
import { registerAuth } from '../platform/auth';
import { demo, manualClock, startTestApp, type TestApp } from './test-app';

/**
 * Every route of the running app (its own route table, read from the access registry the onRoute hook
 * fills) × ten callers: the owner ('admin') and the four staff roles of the permission table
 * (src/shared/domain/permissions.ts) among them. A route added later is in the matrix without touching
 * this file; a route that declares no access does not even boot.
 */
type Caller =
  | 'guest'
  | 'client'
  | 'otherClient'
  | 'cleaner'
  | 'otherCleaner'
  | 'admin'
  | 'cityManager'
  | 'dispatcher'
  | 'support'
  | 'finance';
const CALLERS: Caller[] = [
  'guest',
  'client',
  'otherClient',
  'cleaner',
  'otherCleaner',
  'admin',
  'cityManager',
  'dispatcher',
  'support',
  'finance',
];
const roleOf: Record<Exclude<Caller, 'guest'>, Role> = {
  client: 'client',
  otherClient: 'client',
  cleaner: 'cleaner',
  otherCleaner: 'cleaner',
  admin: 'admin',
  cityManager: 'city_manager',
  dispatcher: 'dispatcher',
  support: 'support',
  finance: 'finance',
};
const STAFF_CALLERS = ['admin', 'cityManager', 'dispatcher', 'support', 'finance'] as const;
/** The staff callers the permission table lets do an action. */
const staffWho = (action: Action): Caller[] => STAFF_CALLERS.filter((c) => can(roleOf[c], action));

/** A resource behind an 'owner' route: who may see it; everyone else signed in gets 404. */
interface OwnedFixture {
  id: string;
  visibleTo: Caller[];
  /** A body that passes validation, so a stranger's call reaches the ownership check (404). */
  validBody?: unknown;
}

const JUNK = { '<script>': 'alert(1)', junk: [1, 2, 3] };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

const clock = manualClock(new Date('2026-12-01T04:30:00Z'));
let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
const owned: Record<string, OwnedFixture> = {};
/** Query strings that make a GET succeed; a GET with a query schema and no sample is only checked for admission. */
const sampleQueries: Record<string, string> = {
  'GET /api/availability': `?date=${addDays(todayInIndia(clock.now()), 3)}`,
  // The bookings CSV streams once its filters pass: a week's, so the 2xx cells read its rows.
  'GET /api/admin/bookings.csv': `?from=${todayInIndia(clock.now())}&to=${addDays(todayInIndia(clock.now()), 7)}`,
};

beforeAll(async () => {
  t = await startTestApp({ clock, env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  tokens.client = await t.login('client');
  tokens.otherClient = (await t.signup()).token;
  tokens.cleaner = await t.login('cleaner');
  tokens.otherCleaner = await t.login({ email: 'sunita@chamak.in', password: demo.cleaner.password });
  tokens.admin = await t.login('admin');
  // One account of each staff role, made by the owner through the staff API.
  for (const [caller, role] of [
    ['cityManager', 'city_manager'],
    ['dispatcher', 'dispatcher'],
    ['support', 'support'],
    ['finance', 'finance'],
  ] as const) {
    const email = `${role}.matrix@chamak.in`;
    const made = await t.request('POST', '/api/admin/staff', {
      token: tokens.admin,
      body: {
        name: `Matrix ${role}`,
        email,
        phone: '98765000' + (10 + CALLERS.indexOf(caller)),
        role,
        password: 'Matrix!Staff42',
      },
    });
    expect(made.status).toBe(201);
    tokens[caller] = await t.login({ email, password: 'Matrix!Staff42' });
  }

  // The client's booking, assigned to the cleaner; the client's address.
  const officeId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
  const booked = await t.request('POST', '/api/bookings', {
    token: tokens.client,
    body: {
      serviceId: officeId,
      packageId: 'Basic',
      address: { line1: '1 Park Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      phoneNumber: '9876543210',
      areaSqft: 100,
      scheduledDate: addDays(todayInIndia(clock.now()), 3),
      scheduledTime: '10:00',
    },
  });
  expect(booked.status).toBe(201);
  const bookingId = booked.body.data.booking._id;
  await t.payAfterService(tokens.client, bookingId);
  const me = (await t.request('GET', '/api/auth/verify', { token: tokens.cleaner })).body.data.user;
  expect(
    (
      await t.request('PATCH', `/api/bookings/${bookingId}/assign`, {
        token: tokens.admin,
        body: { cleanerId: me.id },
      })
    ).status,
  ).toBe(200);
  const address = await t.request('POST', '/api/users/addresses', {
    token: tokens.client,
    body: { line1: '1 Park Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
  });
  // Another address for its point's routes: the one above is deleted by its own route.
  const located = await t.request('POST', '/api/users/addresses', {
    token: tokens.client,
    body: { line1: '2 Park Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
  });
  const pointOf = { id: located.body.data.address._id, visibleTo: ['client'] as Caller[] };
  const booking = {
    id: bookingId,
    visibleTo: ['client', 'cleaner', ...staffWho('bookings.read')] as Caller[],
  };
  Object.assign(owned, {
    'GET /api/bookings/:id': booking,
    'GET /api/bookings/:id/calendar.ics': booking,
    'GET /api/bookings/:id/collection': booking,
    // The crew's live position: the customer and admins only, not even the crew.
    'GET /api/bookings/:id/location': { ...booking, visibleTo: ['client', ...staffWho('bookings.read')] },
    'PUT /api/bookings/:id': {
      ...booking,
      validBody: { scheduledDate: addDays(todayInIndia(clock.now()), 4), scheduledTime: '11:00' },
    },
    'PATCH /api/bookings/:id/cancel': { ...booking, validBody: { reason: 'Plans changed' } },
    'PATCH /api/users/addresses/:id': {
      id: address.body.data.address._id,
      visibleTo: ['client'],
      validBody: { name: 'Home' },
    },
    'DELETE /api/users/addresses/:id': { id: address.body.data.address._id, visibleTo: ['client'] },
    // An address's point: its owner only, never an admin through the customer's route.
    'PUT /api/users/addresses/:id/location': { ...pointOf, validBody: { latitude: 22.72, longitude: 75.86 } },
    'DELETE /api/users/addresses/:id/location': pointOf,
    // A day's plan state: any day answers (no plan yet: null), to the staff who plan.
    'GET /api/admin/dispatch/plan/:date': { id: '2026-01-05', visibleTo: staffWho('plans') },
  } satisfies Record<string, OwnedFixture>);
});
afterAll(() => t.close());

interface Cell {
  route: RouteAccessEntry;
  caller: Caller;
  /** 'ok': 2xx; 'admitted': past the role check (not 401/403, no 5xx). */
  expect: 'ok' | 'admitted' | 401 | 403 | 404 | 400;
  status?: number;
}

/** Path parameters that are not ids, each given a well-formed value nobody owns. */
const paramSamples: Record<string, string> = {
  number: '919800000000',
  code: 'zzzzzz',
  channel: 'email',
  // A day with no plan: applying it is a 404 (there is nothing to apply).
  date: '2026-01-05',
};

/** Public routes that take a shared secret instead of a session (MSG91 signs nothing): 401 without it. */
const secretGuarded = new Set(['POST /api/webhooks/msg91']);

function urlFor(route: RouteAccessEntry, id: string) {
  return route.url.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? id : (paramSamples[name] ?? id)));
}

/** What a caller should get from a route, and the request that shows it; null = not safe to call (an effect with no id or body to stop it). */
function plan(
  route: RouteAccessEntry,
  caller: Caller,
): { expect: Cell['expect']; path: string; body?: unknown } | null {
  const key = `${route.method} ${route.url}`;
  const fixture = owned[key];
  const id = fixture?.id ?? UNKNOWN_ID;
  const path = urlFor(route, id);
  const junk = withBody(route.method) ? JUNK : undefined;
  if (secretGuarded.has(key)) return { expect: 401, path, body: junk };
  if (route.access !== 'public') {
    if (caller === 'guest') return { expect: 401, path, body: junk };
    const roles = allowedRoles(route.access);
    if (roles && !roles.includes(roleOf[caller])) return { expect: 403, path, body: junk };
  }
  if (fixture && !fixture.visibleTo.includes(caller))
    return fixture.validBody || !route.hasBody
      ? { expect: 404, path, body: fixture.validBody }
      : { expect: 400, path, body: junk };
  if (route.hasBody) return { expect: 400, path, body: junk };
  if (route.params.length && !fixture) return { expect: 404, path };
  if (route.method === 'GET') {
    const query = sampleQueries[key];
    if (route.hasQuery && query === undefined) return { expect: 'admitted', path };
    return { expect: 'ok', path: path + (query ?? '') };
  }
  return null;
}

describe('the role matrix', () => {
  it('has every route declare its access, or the app does not boot', async () => {
    const app = Fastify();
    await app.register(registerAuth, {
      secret: 'x'.repeat(32),
      expiresIn: '1h',
      loadAccount: async () => null,
    });
    await app.register(registerAccess, {});
    await expect(
      app.register(async (child) => {
        child.get('/api/forgotten', async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });

  it('lists owner routes only with a fixture that says whose resource it is', () => {
    const missing = t.app.routeAccess.filter(
      (r) => r.access === 'owner' && r.params.length > 0 && !owned[`${r.method} ${r.url}`],
    );
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  // Every route × every caller, one request at a time: its time grows with the API (~1,800 requests).
  it('answers 401 to guests and 403 to wrong roles before reading any body; 404 for what is not theirs', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/'));
    const cells: Cell[] = [];
    let notCalled = 0;
    for (const route of routes) {
      for (const caller of CALLERS) {
        const p = plan(route, caller);
        if (!p) {
          notCalled++;
          continue;
        }
        const res = await t.request(route.method, p.path, {
          token: tokens[caller as Exclude<Caller, 'guest'>],
          body: p.body,
        });
        cells.push({ route, caller, expect: p.expect, status: res.status });
        if (p.expect === 401 || p.expect === 403)
          expect(res.body?.details, `${route.method} ${route.url} as ${caller}`).toBeUndefined();
      }
    }
    const wrong = cells.filter((c) =>
      c.expect === 'ok'
        ? !(c.status! >= 200 && c.status! < 300)
        : c.expect === 'admitted'
          ? [401, 403].includes(c.status!) || c.status! >= 500
          : c.status !== c.expect,
    );
    console.log(
      `role matrix: ${routes.length} routes × ${CALLERS.length} callers = ${routes.length * CALLERS.length} cells; ` +
        `${cells.length} called (${cells.filter((c) => c.expect === 401).length}×401, ` +
        `${cells.filter((c) => c.expect === 403).length}×403, ${cells.filter((c) => c.expect === 404).length}×404, ` +
        `${cells.filter((c) => c.expect === 400).length}×400, ${cells.filter((c) => c.expect === 'ok').length}×2xx), ` +
        `${notCalled} not called (effects without an id or body), ${wrong.length} wrong`,
    );
    expect(
      wrong.map(
        (c) => `${c.route.method} ${c.route.url} as ${c.caller}: expected ${c.expect}, got ${c.status}`,
      ),
    ).toEqual([]);
  }, 120_000);

  it('admits to the issue’s sensitive routes only the staff the permission table names', () => {
    const admitted = (key: string) => {
      const route = t.app.routeAccess.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      const roles = allowedRoles(route!.access) ?? [];
      return CALLERS.filter((c) => c !== 'guest' && roles.includes(roleOf[c]));
    };
    const pins: Record<string, Caller[]> = {
      'POST /api/admin/payments/:id/refund': ['admin', 'cityManager', 'finance'],
      'GET /api/admin/payouts': ['admin', 'cityManager', 'finance'],
      'GET /api/admin/bookings.csv': ['admin', 'cityManager', 'finance'],
      'PATCH /api/bookings/:id/assign': ['admin', 'cityManager', 'dispatcher'],
      'GET /api/admin/bookings': ['admin', 'cityManager', 'dispatcher', 'support', 'finance'],
      'GET /api/admin/complaints': ['admin', 'cityManager', 'support'],
      'POST /api/services': ['admin', 'cityManager'],
      'POST /api/admin/coupons': ['admin', 'cityManager'],
      'PUT /api/admin/dispatch/settings': ['admin'],
      'POST /api/admin/dispatch/plan/:date/apply': ['admin', 'cityManager', 'dispatcher'],
      'GET /api/admin/staff': ['admin'],
      'POST /api/admin/staff': ['admin'],
      'PATCH /api/admin/staff/:id': ['admin'],
      'POST /api/admin/staff/:id/reset-second-factor': ['admin'],
    };
    for (const [key, callers] of Object.entries(pins)) expect(admitted(key), key).toEqual(callers);
    // No console route is left to the owner alone by an old bare 'admin' declaration: each names its action.
    const bare = t.app.routeAccess.filter(
      (r) => r.access === 'admin' || (Array.isArray(r.access) && r.access.includes('admin')),
    );
    expect(bare.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses a guest with 401 even when the body is not JSON at all', async () => {
    const res = await t.request('POST', '/api/services', {
      rawBody: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', code: 'AUTH_REQUIRED', message: expect.any(String) });
  });
});
