import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordInputSchema, loginInputSchema, registerInputSchema } from '../../shared/schemas/auth';
import { createBookingInputSchema } from '../../shared/schemas/booking';
import { createCleanerInputSchema } from '../../shared/schemas/dispatch';
import { contactInputSchema, newsletterInputSchema } from '../../shared/schemas/inbox';
import { updateProfileInputSchema } from '../../shared/schemas/users';
import { bodyLimits } from '../platform/body-limits';
import { startTestApp, type TestApp } from '../test/test-app';
import { MG_ROAD } from '../test/bookings.test-support';

/**
 * No input can stall the server. The email pattern used to backtrack quadratically:
 * "a@" + "." × 50,000 + "@" took seconds of CPU in zod, on the one event loop, before any rate limit.
 * Now the length is checked first, the pattern is linear, limits count in onRequest and a JSON form
 * takes at most 16 KB. Timings are logged, not asserted tightly (they belong in bench): the bounds are
 * generous and still far below the old cost.
 */
const dots = (n: number) => `a@${'.'.repeat(n)}@`;
const huge = dots(50_000);
/** Fits under the 16 KB body limit, so it reaches the schema: it took ~0.2 s before the fix. */
const long = dots(12_000);

let t: TestApp;
let clientToken: string;
let serviceId: string;

beforeAll(async () => {
  t = await startTestApp();
  clientToken = await t.login('client');
  serviceId = (await t.request('GET', '/api/services/office-cleaning')).body.data.service._id;
});
afterAll(() => t.close());

const booking = (customerEmail: string) => ({
  serviceId,
  packageId: 'Basic',
  address: MG_ROAD,
  phoneNumber: '9876543210',
  areaSqft: 200,
  scheduledDate: '2099-01-01',
  scheduledTime: '10:00',
  customerEmail,
});

/** Every route with an email field, as [method, path, body, token?]. */
const routes = (email: string): [string, string, unknown, string?][] => [
  ['POST', '/api/auth/login', { email, password: 'Sitar-Lamp-123' }],
  ['POST', '/api/auth/register', { name: 'Asha', email, phone: '9876543210', password: 'Sitar-Lamp-123' }],
  ['POST', '/api/auth/forgot-password', { email }],
  ['POST', '/api/newsletter', { email }],
  ['POST', '/api/contact', { name: 'Asha', email, message: 'Hello' }],
  ['PUT', '/api/users/profile', { name: 'Asha', email }, 'client'],
  ['POST', '/api/bookings', booking(email), 'client'],
];

async function send([method, path, body, who]: [string, string, unknown, string?]) {
  const started = performance.now();
  const res = await t.request(method, path, { body, token: who ? clientToken : undefined });
  return { path, status: res.status, body: res.body, ms: performance.now() - started };
}

describe('a hostile email on every route that takes one', () => {
  it('answers 400 for the field when the body fits, while another request is served beside them', async () => {
    const emailField = (path: string) => (path === '/api/bookings' ? 'customerEmail' : 'email');
    const hostile = Promise.all(routes(long).map(send));
    const started = performance.now();
    const services = await t.request('GET', '/api/services');
    const servicesMs = performance.now() - started;
    const answers = await hostile;
    console.info(
      `12,000-dot email: ${answers.map((a) => `${a.path} ${a.status} ${a.ms.toFixed(0)} ms`).join('; ')}; ` +
        `GET /api/services beside them ${services.status} ${servicesMs.toFixed(0)} ms`,
    );
    expect(services.status).toBe(200);
    for (const a of answers) {
      expect(a.status, a.path).toBe(400);
      expect(
        a.body.details.map((d: { field: string }) => d.field),
        a.path,
      ).toContain(emailField(a.path));
    }
    // Before the fix these seven took ~0.2 s of CPU each, one after another on the one event loop.
    expect(servicesMs).toBeLessThan(2_000);
  });

  it('refuses the 50,000-character email before it is parsed: 413 on JSON forms, 400 on a booking', async () => {
    const hostile = Promise.all(routes(huge).map(send));
    const started = performance.now();
    const services = await t.request('GET', '/api/services');
    const servicesMs = performance.now() - started;
    const answers = await hostile;
    console.info(
      `50,000-dot email: ${answers.map((a) => `${a.path} ${a.status} ${a.ms.toFixed(0)} ms`).join('; ')}; ` +
        `GET /api/services beside them ${services.status} ${servicesMs.toFixed(0)} ms`,
    );
    expect(services.status).toBe(200);
    for (const a of answers) {
      if (a.path === '/api/bookings') {
        // A booking may carry up to 64 KB, so this one reaches the schema: 400 for the field.
        expect(a.status).toBe(400);
        expect(a.body.details.map((d: { field: string }) => d.field)).toContain('customerEmail');
      } else {
        expect(a.status, a.path).toBe(413);
        expect(a.body.code).toBe('BODY_TOO_LARGE');
      }
    }
    // Before the fix: 3–6 s for one such login, and the request beside it waited as long.
    expect(servicesMs).toBeLessThan(2_000);
  });

  it('costs the schemas linear time, whatever the body limit', () => {
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [loginInputSchema, { email: huge, password: 'Sitar-Lamp-123' }, 'email'],
      [registerInputSchema, { name: 'Asha', email: huge, phone: '9876543210', password: 'Secret1' }, 'email'],
      [forgotPasswordInputSchema, { email: huge }, 'email'],
      [newsletterInputSchema, { email: huge }, 'email'],
      [contactInputSchema, { name: 'Asha', email: huge, message: 'Hi' }, 'email'],
      [updateProfileInputSchema, { name: 'Asha', email: huge }, 'email'],
      [createBookingInputSchema, booking(huge), 'customerEmail'],
      [createCleanerInputSchema, { name: 'Ravi', email: huge, phone: '9876543210' }, 'email'],
    ];
    const started = performance.now();
    for (const [schema, input, field] of cases) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(field);
    }
    const ms = performance.now() - started;
    console.info(`zod: 8 schemas refused the 50,000-dot email in ${ms.toFixed(1)} ms`);
    // Linear work is well under a millisecond each; the old pattern took ~3 s for one of them.
    expect(ms).toBeLessThan(500);
  });
});

describe('limits count before the body is read', () => {
  it('counts malformed and oversized bodies against the quote limit (5 per 10 minutes)', async () => {
    const json = { 'content-type': 'application/json' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.request('POST', '/api/quotes', { headers: json, rawBody: '{not json' })).status);
    const oversized = JSON.stringify({
      service: 'x',
      phone: '9876543210',
      message: 'x'.repeat(bodyLimits.default),
    });
    for (let i = 0; i < 2; i++)
      statuses.push((await t.request('POST', '/api/quotes', { headers: json, rawBody: oversized })).status);
    const valid = await t.request('POST', '/api/quotes', {
      body: { service: 'Office Cleaning', phone: '9876543210' },
    });
    expect(statuses).toEqual([400, 400, 400, 413, 413]);
    expect(valid.status).toBe(429);
  });
});
